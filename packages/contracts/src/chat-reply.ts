/**
 * The plain-text answer of `POST /kichat` (avatar-chat.md §7): the visible text, then after the
 * start marker the internals, each after its own marker, and the shutdown marker when the
 * session must end. Written by the server, read by the web client: one format, one parser.
 * docs/chat-protocol.md shows a full example.
 *
 * ```text
 * Nice to meet you, Ada!            ← visible text (any number of lines)
 * [[AI_INTERNALS]]                  ← start marker: everything below is internal
 * [[IMAGE]]                         ← generated image file name (empty: none)
 * [[LANGUAGE]]en-US
 * [[TOKENS]]412|18234|9.87          ← used | total | balance (USD)
 * [[MODEL]]OFFLINE_PERSONA
 * [[MESSAGE]]<avatar msg id>|<user msg id>
 * [[COST]]0.000824|1.20             ← this reply's cost | low-balance mark (USD)
 * [[EXPRESSION]]joy                 ← the portrait's face (docs/portraits.md; absent from older servers)
 * [[NHS]]                           ← states and hormones, GET /getNHSMetaData's format, to the end
 * HAPPINESS:6.20
 * …
 * [[AI_SHUTDOWN]]tired              ← only when the session must end, with the reason
 * ```
 *
 * Dependency-free apart from the meta type and the list of expressions.
 */
import { PORTRAIT_EXPRESSIONS, type TPortraitExpression } from './avatars';
import type { TChatMeta, TShutdownReason } from './chat';
import { NOTICE_KINDS, type TChatNotice, type TNoticeKind } from './safety';

/** The marker strings (docs/chat-protocol.md). */
export const CHAT_MARKERS = {
  START: '[[AI_INTERNALS]]',
  IMAGE: '[[IMAGE]]',
  LANGUAGE: '[[LANGUAGE]]',
  TOKENS: '[[TOKENS]]',
  MODEL: '[[MODEL]]',
  MESSAGE: '[[MESSAGE]]',
  COST: '[[COST]]',
  EXPRESSION: '[[EXPRESSION]]',
  /** `crisis`: the visible text is the crisis referral, not the avatar (docs/safety.md). */
  SAFETY: '[[SAFETY]]',
  /** A notice before the reply, one line: `kind|text` (the AI disclosure). */
  NOTICE: '[[NOTICE]]',
  NHS: '[[NHS]]',
  SHUTDOWN: '[[AI_SHUTDOWN]]',
} as const;

const REASONS: readonly TShutdownReason[] = ['balance', 'tired', 'abuse'];

/**
 * Visible text cannot contain a marker: a `[[` that begins one of ours (as a model might echo)
 * gets a zero-width space between the brackets, so the parser never mistakes it.
 */
export function sanitizeVisibleText(text: string): string {
  return text.replace(
    /\[\[(?=(?:AI_|IMAGE|LANGUAGE|TOKENS|MODEL|MESSAGE|COST|EXPRESSION|NHS)\]?)/g,
    '[\u200b[',
  );
}

/** Writes the plain-text answer of one reply. */
export function formatChatReply(
  visible: string,
  meta: TChatMeta,
  notices: readonly Pick<TChatNotice, 'kind' | 'text'>[] = [],
): string {
  const m = CHAT_MARKERS;
  const lines = [
    sanitizeVisibleText(visible).replace(/\s+$/, ''),
    m.START,
    `${m.IMAGE}${meta.image ?? ''}`,
    `${m.LANGUAGE}${meta.language}`,
    `${m.TOKENS}${meta.tokens.used}|${meta.tokens.total}|${meta.tokens.balance}`,
    `${m.MODEL}${meta.model}`,
    `${m.MESSAGE}${meta.messageId ?? ''}|${meta.userMessageId ?? ''}`,
    `${m.COST}${meta.costUsd}|${meta.lowBalanceUsd}`,
    ...(meta.expression ? [`${m.EXPRESSION}${meta.expression}`] : []),
    ...(meta.safety ? [`${m.SAFETY}${meta.safety}`] : []),
    ...notices.map((n) => `${m.NOTICE}${n.kind}|${sanitizeVisibleText(n.text).replace(/\s*\n\s*/g, ' ')}`),
    m.NHS,
  ];
  if (meta.nhs.trim() !== '') lines.push(meta.nhs.trim());
  if (meta.shutdown) lines.push(`${m.SHUTDOWN}${meta.shutdown}`);
  return lines.join('\n');
}

/** What the client reads from an answer. */
export interface ParsedChatReply {
  /** The text to show (trimmed at the end). */
  visible: string;
  /** The internals; null when the answer has none (e.g. `AI:OK`). */
  meta: TChatMeta | null;
  /** Whether the shutdown marker is present (with its reason when one is given). */
  shutdown: boolean;
  /** Notices before the reply (the AI disclosure), in order. */
  notices: { kind: TNoticeKind; text: string }[];
}

const num = (s: string | undefined): number => {
  const v = Number((s ?? '').trim());
  return Number.isFinite(v) ? v : 0;
};

/**
 * Reads a plain-text answer. Tolerant: unknown marker lines are ignored, missing ones default
 * (no image, zero tokens), `\r\n` is accepted; a text without the start marker is all visible.
 */
export function parseChatReply(text: string): ParsedChatReply {
  const normalized = text.replace(/\r\n?/g, '\n');
  const m = CHAT_MARKERS;
  const shutdownAt = normalized.indexOf(m.SHUTDOWN);
  const startAt = normalized.indexOf(m.START);
  let reason: TShutdownReason | null = null;
  if (shutdownAt >= 0) {
    const word = normalized
      .slice(shutdownAt + m.SHUTDOWN.length)
      .split('\n')[0]!
      .trim();
    reason = (REASONS as readonly string[]).includes(word) ? (word as TShutdownReason) : 'balance';
  }
  if (startAt < 0) {
    const visible = (shutdownAt >= 0 ? normalized.slice(0, shutdownAt) : normalized).replace(/\s+$/, '');
    return { visible, meta: null, shutdown: shutdownAt >= 0, notices: [] };
  }
  const visible = normalized.slice(0, startAt).replace(/\s+$/, '');
  const internals = normalized.slice(startAt + m.START.length, shutdownAt > startAt ? shutdownAt : undefined);
  const field: Record<string, string> = {};
  const nhsLines: string[] = [];
  const notices: ParsedChatReply['notices'] = [];
  let inNhs = false;
  for (const line of internals.split('\n')) {
    if (inNhs) {
      nhsLines.push(line);
      continue;
    }
    if (line.startsWith(m.NHS)) {
      inNhs = true;
      continue;
    }
    if (line.startsWith(m.NOTICE)) {
      const [kind, ...text] = line.slice(m.NOTICE.length).split('|');
      if ((NOTICE_KINDS as readonly string[]).includes(kind ?? ''))
        notices.push({ kind: kind as TNoticeKind, text: text.join('|').trim() });
      continue;
    }
    for (const marker of [
      m.IMAGE,
      m.LANGUAGE,
      m.TOKENS,
      m.MODEL,
      m.MESSAGE,
      m.COST,
      m.EXPRESSION,
      m.SAFETY,
    ]) {
      if (line.startsWith(marker)) field[marker] = line.slice(marker.length).trim();
    }
  }
  const tokens = (field[m.TOKENS] ?? '').split('|');
  const ids = (field[m.MESSAGE] ?? '').split('|');
  const cost = (field[m.COST] ?? '').split('|');
  const meta: TChatMeta = {
    messageId: ids[0]?.trim() || null,
    userMessageId: ids[1]?.trim() || null,
    image: field[m.IMAGE] || null,
    language: field[m.LANGUAGE] ?? '',
    model: field[m.MODEL] ?? '',
    tokens: {
      used: Math.max(0, Math.round(num(tokens[0]))),
      total: Math.max(0, Math.round(num(tokens[1]))),
      balance: num(tokens[2]),
    },
    costUsd: Math.max(0, num(cost[0])),
    lowBalanceUsd: Math.max(0, num(cost[1])),
    nhs: nhsLines.join('\n').trim(),
    shutdown: reason,
  };
  const expression = field[m.EXPRESSION];
  if (expression && (PORTRAIT_EXPRESSIONS as readonly string[]).includes(expression))
    meta.expression = expression as TPortraitExpression;
  if (field[m.SAFETY] === 'crisis') meta.safety = 'crisis';
  return { visible, meta, shutdown: shutdownAt >= 0, notices };
}
