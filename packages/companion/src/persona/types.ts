/**
 * Input of the offline persona engine: everything an avatar knows when it answers.
 * The same facts feed the prompt of a real chat model (`buildChatPrompt`).
 */
import type { Appraisal } from '../appraisal/types.js';
import type { Avatar } from '../avatars/types.js';
import type { LanguageCode } from '../languages.js';
import type { UserGender } from '../languages/parts/frames.js';
import type { MemoryFact } from '../memory/types.js';
import type { NewsItem } from '../news/types.js';
import type { NhsState } from '../nhs/types.js';
import type { Reading } from './reading.js';

/** The user's grammatical gender (`PersonaInput.userGender`): defined with the frames that agree with it. */
export type { UserGender };

/** One earlier message of the conversation. */
export interface PersonaTurn {
  readonly role: 'user' | 'avatar';
  readonly text: string;
  /** Epoch ms. */
  readonly atMs: number;
}

/**
 * Why a reply is written:
 * - `message`: the user wrote something;
 * - `sessionStart`: the hidden `AI:SESSION_START` (greet; introduce yourself on a first meeting);
 * - `pause`: the user has been quiet and the avatar decided to speak up on its own;
 * - `shutdown`: the avatar ends the session (see `shutdownReason`);
 * - `image`: the avatar presents the picture it made from the user's prompt (see `image`).
 */
export type ReplyKind = 'message' | 'sessionStart' | 'pause' | 'shutdown' | 'image';

/** Why an avatar ends a session. */
export type ShutdownReason = 'balance' | 'tired' | 'abuse';

export interface PersonaInput {
  readonly avatar: Avatar;
  /** The avatar's state now, after the user's message (if any) was applied. */
  readonly state: NhsState;
  /** How the user's message was received; null for control messages. */
  readonly appraisal: Appraisal | null;
  /** The language to answer in (the user's UI language). */
  readonly language: LanguageCode;
  /** The user's account name (fallback when no `name` memory exists); may be empty. */
  readonly userName: string;
  /** The user's grammatical gender, as given at registration; undefined: unknown (neutral forms). */
  readonly userGender?: UserGender;
  /** Facts recalled for this reply, most relevant first (may be empty). */
  readonly memories: readonly MemoryFact[];
  /** Recent conversation, oldest first, without the current message. */
  readonly history: readonly PersonaTurn[];
  /** The user's message (empty for control messages). */
  readonly message: string;
  /**
   * The message as the server already read it (`readMessage(message, language)`), so that a turn
   * reads it once; without it, `composeOfflineReply` reads `message` itself.
   */
  readonly reading?: Reading;
  readonly kind: ReplyKind;
  /** True when this user meets this avatar for the first time (introduce yourself). */
  readonly isFirstSession: boolean;
  readonly shutdownReason?: ShutdownReason;
  /** Epoch ms (the avatar's local time comes from `avatar.timeZone`). */
  readonly nowMs: number;
  /** Seed for the choice between variants (the server passes a fresh one per reply). */
  readonly seed: number;
  /** Headlines that fit this avatar (newsForAvatar), newest/best first; undefined or empty: it has no fresh news. */
  readonly news?: readonly NewsItem[];
  /**
   * For kind 'image': the user's picture prompt, and whether it was drawn by the offline renderer
   * (a simple sketch, not an AI model). Missing: the message is the prompt, drawn offline.
   */
  readonly image?: { readonly prompt: string; readonly offline: boolean };
}
