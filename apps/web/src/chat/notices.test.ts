import type { TChatMeta } from '@avatara/contracts/chat';
import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, type ChatState } from './chatModel';
import { isReportable, isSpeakable } from './notices';

const meta = (over: Partial<TChatMeta> = {}): TChatMeta => ({
  messageId: null,
  userMessageId: 'u1',
  image: null,
  language: 'en-US',
  model: 'OFFLINE_PERSONA',
  tokens: { used: 0, total: 10, balance: 5 },
  costUsd: 0,
  lowBalanceUsd: 0.5,
  nhs: '',
  shutdown: null,
  safety: 'crisis',
  ...over,
});

const sent = (state: ChatState = initialChatState) =>
  chatReducer(state, { type: 'sent', userKey: 'u', text: 'I want to end it', replyKey: 'r' });

describe('notices in the chat', () => {
  it('shows the crisis referral instead of the reply: no empty avatar bubble, no words', () => {
    let s = sent();
    s = chatReducer(s, {
      type: 'notice',
      replyKey: 'r',
      notice: { kind: 'crisis', id: 'n1', text: 'Call 988', services: [{ name: '988', phone: '988' }] },
    });
    s = chatReducer(s, {
      type: 'meta',
      replyKey: 'r',
      userKey: 'u',
      meta: meta(),
      pause: false,
      start: false,
    });
    s = chatReducer(s, { type: 'done', replyKey: 'r' });
    expect(s.messages.map((m) => [m.sender, m.notice?.kind ?? null, m.id])).toEqual([
      ['user', null, 'u1'],
      ['system', 'crisis', 'n1'],
    ]);
    expect(s.messages[1]!.notice?.services).toEqual([{ name: '988', phone: '988' }]);
    expect(s.loading).toBe(false);
  });

  it('replaces a reply whose first words had come when the referral takes its place', () => {
    let s = sent();
    s = chatReducer(s, { type: 'delta', replyKey: 'r', text: 'I hear you. ' });
    s = chatReducer(s, {
      type: 'notice',
      replyKey: 'r',
      notice: { kind: 'crisis', id: 'n1', text: 'Call 988' },
    });
    s = chatReducer(s, {
      type: 'meta',
      replyKey: 'r',
      userKey: 'u',
      meta: meta({ messageId: 'n1' }),
      pause: false,
      start: false,
    });
    s = chatReducer(s, { type: 'done', replyKey: 'r' });
    expect(s.messages.map((m) => [m.sender, m.id])).toEqual([
      ['user', 'u1'],
      ['system', 'n1'],
    ]);
  });

  it('puts the AI disclosure before the reply it opens', () => {
    let s = sent();
    s = chatReducer(s, {
      type: 'notice',
      replyKey: 'r',
      notice: { kind: 'disclosure', id: null, text: 'AI' },
    });
    s = chatReducer(s, { type: 'delta', replyKey: 'r', text: 'Hello' });
    expect(s.messages.map((m) => m.notice?.kind ?? m.sender)).toEqual(['user', 'disclosure', 'avatar']);
    expect(s.messages[1]!.key).toBe('r:notice');
  });

  it('appends a notice of a quiet turn (no reply bubble yet)', () => {
    const s = chatReducer(initialChatState, {
      type: 'notice',
      replyKey: 'p',
      notice: { kind: 'disclosure', id: 'd1', text: 'AI' },
    });
    expect(s.messages.map((m) => m.key)).toEqual(['d1']);
  });

  it('reads stored notices from the history', () => {
    const s = chatReducer(initialChatState, {
      type: 'history',
      messages: [
        {
          id: 'd',
          sender: 'system',
          kind: 'disclosure',
          text: 'AI',
          createdAt: '',
          status: 'ok',
          image: null,
        },
        {
          id: 'c',
          sender: 'system',
          kind: 'crisis',
          text: 'Call 988',
          createdAt: '',
          status: 'ok',
          image: null,
        },
        { id: 'x', sender: 'system', text: 'Unknown kind', createdAt: '', status: 'ok', image: null },
        { id: 'a', sender: 'avatar', text: 'Hi', createdAt: '', status: 'ok', image: null },
      ],
      tokensTotal: 0,
      balance: 1,
      lowBalanceUsd: 0.5,
    });
    expect(s.messages.map((m) => m.notice?.kind ?? null)).toEqual([
      'disclosure',
      'crisis',
      'disclosure',
      null,
    ]);
  });
});

describe('isSpeakable', () => {
  it('reads the avatar’s words aloud, never a crisis turn, an empty reply or AI:OK', () => {
    expect(isSpeakable('Hello', false)).toBe(true);
    expect(isSpeakable('Call 988', true)).toBe(false);
    expect(isSpeakable('  ', false)).toBe(false);
    expect(isSpeakable('AI:OK', false)).toBe(false);
  });
});

describe('isReportable', () => {
  const base = { key: 'k', text: 'Hi', status: 'ok' as const };
  it('offers a report for stored avatar replies and crisis referrals', () => {
    expect(isReportable({ ...base, id: 'a1', sender: 'avatar' })).toBe(true);
    expect(isReportable({ ...base, id: 'a1', sender: 'avatar', status: 'partial' })).toBe(true);
    expect(isReportable({ ...base, id: null, sender: 'avatar' })).toBe(false);
    expect(isReportable({ ...base, id: 'a1', sender: 'avatar', status: 'streaming' })).toBe(false);
    expect(isReportable({ ...base, id: 'u1', sender: 'user' })).toBe(false);
    expect(isReportable({ ...base, id: 'n1', sender: 'system', notice: { kind: 'crisis' } })).toBe(true);
    expect(isReportable({ ...base, id: null, sender: 'system', notice: { kind: 'crisis' } })).toBe(false);
    expect(isReportable({ ...base, id: 'd1', sender: 'system', notice: { kind: 'disclosure' } })).toBe(false);
  });
});
