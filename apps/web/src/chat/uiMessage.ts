/** What the chat's message list holds: the shapes that the chat's model and its notices share. */
import type { TPortraitExpression } from '@avatara/contracts/avatars';
import type { TCrisisServiceLink, TNoticeKind } from '@avatara/contracts/safety';
import type { Message } from '../i18n/message';

/** A notice outside the avatar's role (docs/safety.md), as a message of the list carries it. */
export interface UiNotice {
  kind: TNoticeKind;
  /** The crisis referral's services (streamed notices only; the history has them in the text). */
  services?: TCrisisServiceLink[];
}

/** A message on screen. */
export interface UiMessage {
  /** Stable React key (a server id once known). */
  key: string;
  /** The server's id (user messages: for a retry). */
  id: string | null;
  sender: 'user' | 'avatar' | 'system';
  text: string;
  /** `streaming` while words arrive; `unanswered`: the reply failed; `partial`: cut off. */
  status: 'ok' | 'streaming' | 'unanswered' | 'partial';
  /** A notice of the server outside the avatar's role (crisis referral, AI disclosure): `text` is its text. */
  notice?: UiNotice;
  /** System messages: the text (translation key and values) and what a retry would resend. */
  system?: Message & { retryOf?: string };
  /** File name of a generated image shown with the message. */
  image?: string | null;
  /** Avatar messages of this visit: the face the avatar made when it said it (history: none, the neutral portrait). */
  expression?: TPortraitExpression | null;
  /** Avatar replies: the model list name that wrote it (`OFFLINE_PERSONA`: no AI model). */
  model?: string;
}
