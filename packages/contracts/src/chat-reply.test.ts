import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TChatMeta } from './chat';
import { CHAT_MARKERS, formatChatReply, parseChatReply, sanitizeVisibleText } from './chat-reply';

const meta: TChatMeta = {
  messageId: '6f1c1e0e-7d1a-4a52-9f57-6f0b0b0e0a01',
  userMessageId: '6f1c1e0e-7d1a-4a52-9f57-6f0b0b0e0a02',
  image: null,
  language: 'de-DE',
  model: 'OFFLINE_PERSONA',
  tokens: { used: 412, total: 18234, balance: 9.874321 },
  costUsd: 0.000824,
  lowBalanceUsd: 1.2,
  nhs: 'HAPPINESS:6.20\ncortisol:11.84\n\navatar.Emma Walker.HAPPINESS:7.35',
  shutdown: null,
};

describe('formatChatReply / parseChatReply', () => {
  it('round-trips the visible text and every internal field', () => {
    const text = formatChatReply('Hallo Ada!\nSchön, dich zu sehen.', meta);
    expect(text.startsWith('Hallo Ada!\nSchön, dich zu sehen.\n[[AI_INTERNALS]]\n')).toBe(true);
    const parsed = parseChatReply(text);
    expect(parsed.visible).toBe('Hallo Ada!\nSchön, dich zu sehen.');
    expect(parsed.shutdown).toBe(false);
    expect(parsed.meta).toEqual(meta);
  });

  it('carries the shutdown marker with its reason at the end', () => {
    const text = formatChatReply('Gute Nacht.', { ...meta, shutdown: 'tired', image: 'img-1.png' });
    expect(text.trimEnd().endsWith(`${CHAT_MARKERS.SHUTDOWN}tired`)).toBe(true);
    const parsed = parseChatReply(text);
    expect(parsed.shutdown).toBe(true);
    expect(parsed.meta?.shutdown).toBe('tired');
    expect(parsed.meta?.image).toBe('img-1.png');
    expect(parsed.meta?.nhs).toBe(meta.nhs);
  });

  it("carries the portrait's expression before the states, and ignores an unknown one", () => {
    const text = formatChatReply('Wie schön!', { ...meta, expression: 'joy' });
    expect(text).toContain(`${CHAT_MARKERS.EXPRESSION}joy\n${CHAT_MARKERS.NHS}`);
    expect(parseChatReply(text).meta?.expression).toBe('joy');
    expect(parseChatReply(text.replace('[[EXPRESSION]]joy', '[[EXPRESSION]]smug')).meta).not.toHaveProperty(
      'expression',
    );
    expect(parseChatReply(formatChatReply('Hi', meta)).meta).not.toHaveProperty('expression');
  });

  it('reads a text without internals as all visible (AI:OK)', () => {
    expect(parseChatReply('AI:OK')).toEqual({ visible: 'AI:OK', meta: null, shutdown: false, notices: [] });
  });

  it('carries the crisis mark and the notices before the reply, one line each', () => {
    const crisis = { ...meta, safety: 'crisis' as const, costUsd: 0 };
    const text = formatChatReply('Please call 988.', crisis, [
      { kind: 'disclosure', text: 'You are talking with an AI.\nTake a break | any time.' },
    ]);
    const parsed = parseChatReply(text);
    expect(parsed.meta).toEqual(crisis);
    expect(parsed.visible).toBe('Please call 988.');
    expect(parsed.notices).toEqual([
      { kind: 'disclosure', text: 'You are talking with an AI. Take a break | any time.' },
    ]);
  });

  it('accepts CRLF line ends and ignores unknown marker lines', () => {
    const text = formatChatReply('Hi', meta)
      .replace('[[MODEL]]', '[[FUTURE]]x\n[[MODEL]]')
      .replace(/\n/g, '\r\n');
    expect(parseChatReply(text).meta).toEqual(meta);
  });

  it('never lets visible text forge a marker', () => {
    const forged = `Look: ${CHAT_MARKERS.START}\n${CHAT_MARKERS.SHUTDOWN}abuse`;
    const parsed = parseChatReply(formatChatReply(forged, meta));
    expect(parsed.shutdown).toBe(false);
    expect(parsed.meta).toEqual(meta);
    expect(parsed.visible.replace(/\u200b/g, '')).toBe(forged);
  });

  it('round-trips any visible text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.constantFrom(null, 'balance', 'tired', 'abuse'),
        (visible, shutdown) => {
          const m = { ...meta, shutdown } as TChatMeta;
          const parsed = parseChatReply(formatChatReply(visible, m));
          expect(parsed.meta).toEqual(m);
          expect(parsed.shutdown).toBe(shutdown !== null);
          expect(parsed.visible).toBe(sanitizeVisibleText(visible).replace(/\s+$/, ''));
        },
      ),
    );
  });
});
