import type { TChatMeta } from '@avatara/contracts/chat';
import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  formatBalanceUsd,
  formatSpeechUsd,
  formatTokensMillions,
  initialChatState,
  SHUTDOWN_RELOAD_AFTER_PAUSE_MS,
  SHUTDOWN_RELOAD_MS,
  type ChatState,
} from './chatModel';
import { parseModelList } from './chatApi';

const meta = (over: Partial<TChatMeta> = {}): TChatMeta => ({
  messageId: 'a1',
  userMessageId: 'u1',
  image: null,
  language: 'en-US',
  model: 'OFFLINE_PERSONA',
  tokens: { used: 100, total: 1_234_567, balance: 9.87 },
  costUsd: 0.01,
  lowBalanceUsd: 0.5,
  nhs: '',
  shutdown: null,
  ...over,
});

function sent(state: ChatState = initialChatState): ChatState {
  return chatReducer(state, { type: 'sent', userKey: 'u', text: 'Hi', replyKey: 'r' });
}

describe('chatReducer', () => {
  it('shows the user message and a streaming reply at once, and waits', () => {
    const s = sent();
    expect(s.messages.map((m) => [m.sender, m.status])).toEqual([
      ['user', 'ok'],
      ['avatar', 'streaming'],
    ]);
    expect(s.loading).toBe(true);
  });

  it('appends streamed words to the reply, then takes the ids and readout from the internals', () => {
    let s = sent();
    s = chatReducer(s, { type: 'delta', replyKey: 'r', text: 'Hello ' });
    s = chatReducer(s, { type: 'delta', replyKey: 'r', text: 'Ada!' });
    expect(s.messages[1]!.text).toBe('Hello Ada!');
    s = chatReducer(s, {
      type: 'meta',
      replyKey: 'r',
      userKey: 'u',
      meta: meta(),
      pause: false,
      start: false,
    });
    s = chatReducer(s, { type: 'done', replyKey: 'r' });
    expect(s.messages.map((m) => m.id)).toEqual(['u1', 'a1']);
    expect(s.messages[1]!.status).toBe('ok');
    expect(s.tokensTotal).toBe(1_234_567);
    expect(s.balance).toBe(9.87);
    expect(s.loading).toBe(false);
  });

  it('shows nothing for a pause answered AI:OK, and no progress bar while it runs', () => {
    let s = chatReducer(initialChatState, {
      type: 'sent',
      userKey: null,
      text: 'AI:PAUSE',
      replyKey: 'p',
      quiet: true,
    });
    expect(s.loading).toBe(false);
    s = chatReducer(s, { type: 'delta', replyKey: 'p', text: 'AI:OK' });
    s = chatReducer(s, { type: 'done', replyKey: 'p' });
    expect(s.messages).toEqual([]);
  });

  it('shows a pause reply when the avatar speaks up', () => {
    let s = chatReducer(initialChatState, {
      type: 'sent',
      userKey: null,
      text: 'AI:PAUSE',
      replyKey: 'p',
      quiet: true,
    });
    s = chatReducer(s, { type: 'delta', replyKey: 'p', text: 'Still ' });
    s = chatReducer(s, { type: 'delta', replyKey: 'p', text: 'there?' });
    s = chatReducer(s, { type: 'done', replyKey: 'p' });
    expect(s.messages.map((m) => [m.sender, m.text, m.status])).toEqual([['avatar', 'Still there?', 'ok']]);
  });

  it('marks a failed message unanswered and offers to send it again', () => {
    let s = chatReducer(sent(), {
      type: 'failed',
      replyKey: 'r',
      userKey: 'u',
      userMessageId: 'u1',
      message: { key: 'errors.MODEL_UNAVAILABLE' },
    });
    expect(s.messages.map((m) => [m.sender, m.status])).toEqual([
      ['user', 'unanswered'],
      ['system', 'ok'],
    ]);
    expect(s.messages[1]!.system).toEqual({ key: 'errors.MODEL_UNAVAILABLE', retryOf: 'u1' });
    s = chatReducer(s, { type: 'sent', userKey: 'u', text: 'Hi', replyKey: 'r2', retryOf: 'u1' });
    expect(s.messages.map((m) => [m.sender, m.status])).toEqual([
      ['user', 'ok'],
      ['avatar', 'streaming'],
    ]);
  });

  it('schedules the reload after a shutdown: 15 s, 8 s after a pause, at once at zero balance, never after an immediate refusal', () => {
    const shut = (m: TChatMeta, pause: boolean, start = false) =>
      chatReducer(sent(), { type: 'meta', replyKey: 'r', userKey: 'u', meta: m, pause, start }).shutdown;
    expect(shut(meta({ shutdown: 'tired' }), false)).toEqual({
      reason: 'tired',
      delayMs: SHUTDOWN_RELOAD_MS,
      stay: false,
    });
    expect(shut(meta({ shutdown: 'tired' }), true)?.delayMs).toBe(SHUTDOWN_RELOAD_AFTER_PAUSE_MS);
    expect(
      shut(meta({ shutdown: 'balance', tokens: { used: 1, total: 1, balance: 0 } }), false)?.delayMs,
    ).toBe(0);
    expect(shut(meta({ shutdown: 'abuse', messageId: null }), false, true)?.stay).toBe(true);
  });

  it("follows the avatar's face: from the history, then each reply; a reply keeps the face it was said with", () => {
    let s = chatReducer(initialChatState, {
      type: 'history',
      messages: [],
      tokensTotal: 0,
      balance: 5,
      lowBalanceUsd: 0.5,
      expression: 'tired',
    });
    expect(s.expression).toBe('tired');
    s = sent(s);
    expect(s.messages[1]!.expression).toBe('tired');
    s = chatReducer(s, {
      type: 'meta',
      replyKey: 'r',
      userKey: 'u',
      meta: meta({ expression: 'joy' }),
      pause: false,
      start: false,
    });
    expect(s.expression).toBe('joy');
    expect(s.messages[1]!.expression).toBe('joy');
    s = chatReducer(s, { type: 'sent', userKey: 'u2', text: 'You idiot', replyKey: 'r2' });
    s = chatReducer(s, {
      type: 'meta',
      replyKey: 'r2',
      userKey: 'u2',
      meta: meta({ messageId: 'a2', expression: 'anger' }),
      pause: false,
      start: false,
    });
    expect(s.expression).toBe('anger');
    expect(s.messages.filter((m) => m.sender === 'avatar').map((m) => m.expression)).toEqual([
      'joy',
      'anger',
    ]);
  });

  it('keeps the face when a reply (from an older server) names none', () => {
    let s = chatReducer(sent(), {
      type: 'meta',
      replyKey: 'r',
      userKey: 'u',
      meta: meta({ expression: 'sadness' }),
      pause: false,
      start: false,
    });
    s = chatReducer(s, { type: 'sent', userKey: 'u2', text: 'Hm', replyKey: 'r2' });
    s = chatReducer(s, {
      type: 'meta',
      replyKey: 'r2',
      userKey: 'u2',
      meta: meta(),
      pause: false,
      start: false,
    });
    expect(s.expression).toBe('sadness');
  });
});

describe('formatTokensMillions / formatBalanceUsd', () => {
  it('shows tokens in millions and the balance in USD with 2 decimals, in the UI language', () => {
    expect(formatTokensMillions(1_234_567, 'en-US')).toBe('1.23');
    expect(formatTokensMillions(1_234_567, 'de-DE')).toBe('1,23');
    expect(formatBalanceUsd(9.876, 'en-US')).toBe('$9.87');
    expect(formatBalanceUsd(9.87, 'en-US')).toBe('$9.87');
    expect(formatBalanceUsd(9.87, 'de-DE')).toMatch(/^9,87\s\$$/);
  });
});

describe('chatReducer: speech', () => {
  it('takes the speech total from the history (0 from an older server) and after each reading', () => {
    const loaded = chatReducer(initialChatState, {
      type: 'history',
      messages: [],
      tokensTotal: 0,
      balance: 5,
      lowBalanceUsd: 0.5,
      speechUsd: 0.02,
    });
    expect(loaded.speechUsd).toBe(0.02);
    const older = chatReducer(initialChatState, {
      type: 'history',
      messages: [],
      tokensTotal: 0,
      balance: 5,
      lowBalanceUsd: 0.5,
    });
    expect(older.speechUsd).toBe(0);
    const spoke = chatReducer(loaded, { type: 'speech', totalUsd: 0.028, balanceUsd: 4.992 });
    expect(spoke).toMatchObject({ speechUsd: 0.028, balance: 4.992 });
  });
});

describe('formatSpeechUsd', () => {
  it('shows 2 decimals, up to 4 below a cent, rounded up so that a cost never reads as nothing', () => {
    expect(formatSpeechUsd(0.02, 'en-US')).toBe('$0.02');
    expect(formatSpeechUsd(0.0012, 'en-US')).toBe('$0.0012');
    expect(formatSpeechUsd(0.00005, 'en-US')).toBe('$0.0001');
    expect(formatSpeechUsd(1.234, 'en-US')).toBe('$1.24');
    expect(formatSpeechUsd(0.0012, 'de-DE')).toMatch(/^0,0012\s\$$/);
  });
});

describe('parseModelList', () => {
  it('reads name, model, description and display name per line and skips broken lines', () => {
    expect(parseModelList('A,a-1,First,Model A\n\nbroken\nB,b-2,Second,\n')).toEqual([
      { name: 'A', model: 'a-1', description: 'First', displayName: 'Model A' },
      { name: 'B', model: 'b-2', description: 'Second', displayName: 'B' },
    ]);
  });
});
