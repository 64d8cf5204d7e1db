import { CHAT_CONTROL, type TChatHistoryMessage } from '@avatara/contracts/chat';
import type { TChatNotice } from '@avatara/contracts/safety';
import type { UiMessage, UiNotice } from './uiMessage';

/** The message of a streamed notice. */
export function noticeMessage(replyKey: string, notice: TChatNotice): UiMessage {
  return {
    key: notice.id ?? `${replyKey}:notice`,
    id: notice.id,
    sender: 'system',
    text: notice.text,
    status: 'ok',
    notice: { kind: notice.kind, ...(notice.services ? { services: notice.services } : {}) },
  };
}

/**
 * The list with a streamed notice in place: before the reply it comes with (the disclosure opens
 * the turn), else at the end. A crisis referral replaces the reply (docs/safety.md): its bubble
 * goes, also when the model's first words had come before its reply was found dangerous.
 */
export function insertNotice(messages: UiMessage[], replyKey: string, notice: TChatNotice): UiMessage[] {
  const message = noticeMessage(replyKey, notice);
  const rest = messages.filter((m) => m.key !== message.key);
  const at = rest.findIndex((m) => m.key === replyKey);
  if (at < 0) return [...rest, message];
  return [...rest.slice(0, at), message, ...rest.slice(notice.kind === 'crisis' ? at + 1 : at)];
}

/** The notice of a stored system message (an unknown or missing kind shows as a neutral line). */
export function historyNotice(m: TChatHistoryMessage): UiNotice | undefined {
  if (m.sender !== 'system') return undefined;
  return { kind: m.kind === 'crisis' ? 'crisis' : 'disclosure' };
}

/**
 * Whether a finished reply's words are read aloud: only the avatar's own, never in a turn the
 * crisis referral answered (`crisis`), never an empty reply or a pause's `AI:OK`.
 */
export function isSpeakable(text: string, crisis: boolean): boolean {
  const words = text.trim();
  return !crisis && words !== '' && words !== CHAT_CONTROL.OK;
}

/**
 * Whether a message can be reported (docs/safety.md): a stored avatar reply, complete or cut off,
 * or a stored crisis referral (one that came when it should not have).
 */
export function isReportable(m: UiMessage): boolean {
  if (m.id === null || m.id === '') return false;
  if (m.notice) return m.notice.kind === 'crisis';
  return m.sender === 'avatar' && (m.status === 'ok' || m.status === 'partial');
}
