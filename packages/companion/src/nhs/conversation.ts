/**
 * Convenience calls for the chat server: appraise a text and update the avatar's state and the
 * user's estimated state in one go.
 */
import { appraiseMessage } from '../appraisal/appraise.js';
import type { Appraisal } from '../appraisal/types.js';
import type { LanguageCode } from '../languages.js';
import { advance, applyAppraisal } from './engine.js';
import type { NhsState } from './types.js';
import { applyUserAppraisal } from './user.js';

/**
 * The avatar's state after receiving `text` in `language` at `nowMs` (offline appraiser).
 * @example applyMessage(state, 'Du bist so lieb!', 'de-DE', nowMs)
 */
export function applyMessage(
  state: NhsState,
  text: string,
  language: LanguageCode | string,
  nowMs: number,
): NhsState {
  return applyAppraisal(state, appraiseMessage(text, language), nowMs);
}

/** Inputs of `applyChatMessage`. */
export interface ChatMessageInput {
  readonly avatarState: NhsState;
  readonly userState: NhsState;
  readonly text: string;
  readonly language: LanguageCode | string;
  readonly nowMs: number;
  /** An appraisal from a chat model (validated with ZAppraisal); default: the offline appraiser. */
  readonly appraisal?: Appraisal;
}

/** Both states after one user message, and the appraisal used (null for control messages). */
export interface ChatMessageResult {
  readonly avatarState: NhsState;
  readonly userState: NhsState;
  readonly appraisal: Appraisal | null;
}

/** True for the chat's hidden control messages such as `AI:PAUSE` and `AI:SESSION_START`. */
export function isControlMessage(text: string): boolean {
  return /^AI:[A-Z_]+$/.test(text.trim());
}

/**
 * Applies one user message to the avatar (as listener) and to the user (as sender). Control
 * messages (`AI:PAUSE`, `AI:SESSION_START`) only advance both states to `nowMs`.
 */
export function applyChatMessage(input: ChatMessageInput): ChatMessageResult {
  if (!input.appraisal && isControlMessage(input.text)) {
    return {
      avatarState: advance(input.avatarState, input.nowMs),
      userState: advance(input.userState, input.nowMs),
      appraisal: null,
    };
  }
  const appraisal = input.appraisal ?? appraiseMessage(input.text, input.language);
  return {
    avatarState: applyAppraisal(input.avatarState, appraisal, input.nowMs),
    userState: applyUserAppraisal(input.userState, appraisal, input.nowMs),
    appraisal,
  };
}
