import type { TPortraitExpression } from '@avatara/contracts/avatars';
import {
  CHAT_CONTROL,
  type TChatHistoryMessage,
  type TChatMeta,
  type TShutdownReason,
} from '@avatara/contracts/chat';
import type { TChatNotice } from '@avatara/contracts/safety';
import type { Message } from '../i18n/message';
import { historyNotice, insertNotice } from './notices';
import type { UiMessage } from './uiMessage';

/** How and when the session ends after a shutdown reply (spec §4). */
export interface PendingShutdown {
  reason: TShutdownReason;
  /** ms until the page reloads; 0 = at once (balance 0 or less). */
  delayMs: number;
  /** The avatar refused at once (nothing was said): stay on the page instead of reloading into the same refusal. */
  stay: boolean;
}

export interface ChatState {
  messages: UiMessage[];
  /** The stored history has arrived. */
  historyLoaded: boolean;
  /** Waiting for a reply (the progress bar). */
  loading: boolean;
  tokensTotal: number;
  /** USD; null until known. */
  balance: number | null;
  lowBalanceUsd: number;
  /** What the user has spent on speech so far, USD (docs/plans.md "Speech"). */
  speechUsd: number;
  shutdown: PendingShutdown | null;
  /** The face of the avatar's dominant feeling (docs/portraits.md); null until the server said it. */
  expression: TPortraitExpression | null;
}

export const initialChatState: ChatState = {
  messages: [],
  historyLoaded: false,
  loading: false,
  tokensTotal: 0,
  balance: null,
  lowBalanceUsd: 0.5,
  speechUsd: 0,
  shutdown: null,
  expression: null,
};

/** Reload delays of spec §4/§9. */
export const SHUTDOWN_RELOAD_MS = 15_000;
export const SHUTDOWN_RELOAD_AFTER_PAUSE_MS = 8_000;

export type ChatAction =
  | {
      type: 'history';
      messages: TChatHistoryMessage[];
      tokensTotal: number;
      balance: number;
      lowBalanceUsd: number;
      speechUsd?: number | undefined;
      expression?: TPortraitExpression | undefined;
    }
  /** A reply was read aloud: the speech total and the balance after it (USD). */
  | { type: 'speech'; totalUsd: number; balanceUsd: number }
  /**
   * A message (or control message) went out; `retryOf` re-sends the unanswered user message with
   * that id. `quiet` (a pause): no progress bar and no reply bubble unless the avatar speaks up.
   */
  | {
      type: 'sent';
      userKey: string | null;
      text: string;
      replyKey: string;
      retryOf?: string;
      quiet?: boolean;
    }
  | { type: 'delta'; replyKey: string; text: string }
  /** A notice outside the avatar's role arrived with the reply `replyKey` (docs/safety.md). */
  | { type: 'notice'; replyKey: string; notice: TChatNotice }
  | {
      type: 'meta';
      replyKey: string;
      userKey: string | null;
      meta: TChatMeta;
      pause: boolean;
      start: boolean;
    }
  /** A reply failed: `message` says why (errorMessage, docs/errors.md). */
  | {
      type: 'failed';
      replyKey: string;
      userKey: string | null;
      userMessageId: string | null;
      message: Message;
      retryText?: string;
    }
  | { type: 'done'; replyKey: string }
  /** A system line (e.g. the voice failed). */
  | { type: 'system'; message: Message }
  | { type: 'forgetSystem'; key: string };

const systemKey = (replyKey: string) => `${replyKey}:system`;

/** Messages from the server's history (oldest first). */
export function fromHistory(history: TChatHistoryMessage[]): UiMessage[] {
  return history.map((m) => {
    const notice = historyNotice(m);
    return {
      key: m.id,
      id: m.id,
      sender: m.sender,
      text: m.text,
      status: m.status,
      image: m.image,
      ...(notice ? { notice } : {}),
      ...(m.model ? { model: m.model } : {}),
    };
  });
}

/** The chat screen's state after one event (pure; the hook does the I/O). */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'history':
      return {
        ...state,
        historyLoaded: true,
        messages: [...fromHistory(action.messages), ...state.messages],
        tokensTotal: action.tokensTotal,
        balance: action.balance,
        lowBalanceUsd: action.lowBalanceUsd,
        speechUsd: action.speechUsd ?? state.speechUsd,
        expression: action.expression ?? state.expression,
      };
    case 'speech':
      return { ...state, speechUsd: action.totalUsd, balance: action.balanceUsd };
    case 'sent': {
      const { retryOf } = action;
      const messages = state.messages
        .filter((m) => !(retryOf && m.system?.retryOf === retryOf))
        .map((m) => (retryOf && m.id === retryOf ? { ...m, status: 'ok' as const } : m));
      if (action.quiet) return state;
      if (action.userKey && !retryOf)
        messages.push({ key: action.userKey, id: null, sender: 'user', text: action.text, status: 'ok' });
      messages.push({
        key: action.replyKey,
        id: null,
        sender: 'avatar',
        text: '',
        status: 'streaming',
        expression: state.expression,
      });
      return { ...state, messages, loading: true };
    }
    case 'delta': {
      if (state.messages.some((m) => m.key === action.replyKey)) {
        return {
          ...state,
          messages: state.messages.map((m) =>
            m.key === action.replyKey ? { ...m, text: m.text + action.text } : m,
          ),
        };
      }
      // A quiet call (a pause) that the avatar answers after all: its bubble appears with the first words.
      if (action.text.trim() === CHAT_CONTROL.OK) return state;
      return {
        ...state,
        messages: [
          ...state.messages,
          {
            key: action.replyKey,
            id: null,
            sender: 'avatar',
            text: action.text,
            status: 'streaming',
            expression: state.expression,
          },
        ],
      };
    }
    case 'notice':
      return { ...state, messages: insertNotice(state.messages, action.replyKey, action.notice) };
    case 'meta': {
      const { meta } = action;
      const expression = meta.expression ?? state.expression;
      const messages = state.messages.map((m) => {
        if (m.key === action.replyKey)
          return {
            ...m,
            id: meta.messageId,
            status: 'ok' as const,
            image: meta.image,
            expression,
            model: meta.model,
          };
        if (action.userKey && m.key === action.userKey)
          return { ...m, id: meta.userMessageId, status: 'ok' as const };
        return m;
      });
      const shutdown: PendingShutdown | null = meta.shutdown
        ? {
            reason: meta.shutdown,
            delayMs:
              meta.tokens.balance <= 0
                ? 0
                : action.pause
                  ? SHUTDOWN_RELOAD_AFTER_PAUSE_MS
                  : SHUTDOWN_RELOAD_MS,
            stay: meta.messageId === null && action.start,
          }
        : state.shutdown;
      return {
        ...state,
        messages,
        tokensTotal: meta.tokens.total,
        balance: meta.tokens.balance,
        lowBalanceUsd: meta.lowBalanceUsd,
        shutdown,
        expression,
      };
    }
    case 'failed': {
      const messages = state.messages
        .filter((m) => !(m.key === action.replyKey && m.text === ''))
        .map((m) =>
          m.key === action.replyKey
            ? { ...m, status: 'partial' as const }
            : m.key === action.userKey
              ? { ...m, id: action.userMessageId, status: 'unanswered' as const }
              : m,
        );
      const retryOf = action.userMessageId ?? undefined;
      messages.push({
        key: systemKey(action.replyKey),
        id: null,
        sender: 'system',
        text: '',
        status: 'ok',
        system: { ...action.message, ...(retryOf ? { retryOf } : {}) },
      });
      return { ...state, messages, loading: false };
    }
    case 'done': {
      // A pause answered `AI:OK`, or a reply with no words: nothing is shown.
      const messages = state.messages.flatMap((m) => {
        if (m.key !== action.replyKey) return [m];
        if (m.text.trim() === '' || m.text.trim() === CHAT_CONTROL.OK) return [];
        return [{ ...m, status: m.status === 'streaming' ? ('ok' as const) : m.status }];
      });
      return { ...state, messages, loading: false };
    }
    case 'system':
      return {
        ...state,
        messages: [
          ...state.messages,
          {
            key: `system-${state.messages.length}-${action.message.key}`,
            id: null,
            sender: 'system',
            text: '',
            status: 'ok',
            system: action.message,
          },
        ],
      };
    case 'forgetSystem':
      return { ...state, messages: state.messages.filter((m) => m.key !== action.key) };
  }
}

/** Tokens in millions with 2 decimals (spec §9), in the UI language. */
export function formatTokensMillions(tokens: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    tokens / 1_000_000,
  );
}

/**
 * What speech cost in USD, in the UI language: 2 decimals, up to 4 for amounts below a cent (a
 * reading costs a fraction of one), rounded up so that a cost is never shown as nothing.
 * @example formatSpeechUsd(0.0012, 'en-US') // '$0.0012'
 */
export function formatSpeechUsd(usd: number, locale: string): string {
  const digits = usd > 0 && usd < 0.01 ? 4 : 2;
  const scale = 10 ** digits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  }).format(Math.ceil(usd * scale - 1e-6) / scale);
}

/** A balance in USD with 2 decimals (spec §9), in the UI language; rounded down, never showing a cent that is not there. */
export function formatBalanceUsd(usd: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.floor(usd * 100 + 1e-6) / 100);
}
