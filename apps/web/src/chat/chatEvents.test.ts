import type { TChatMeta } from '@avatara/contracts/chat';
import { formatChatReply, parseChatReply } from '@avatara/contracts/chat-reply';
import { describe, expect, it, vi } from 'vitest';
import { handleChatEvent, handlePlainReply, type ChatStreamHandlers } from './chatEvents';

const handlers = () =>
  ({
    onDelta: vi.fn(),
    onMeta: vi.fn(),
    onError: vi.fn(),
    onNotice: vi.fn(),
  }) satisfies ChatStreamHandlers;

const meta = (over: Partial<TChatMeta> = {}): TChatMeta => ({
  messageId: 'a1',
  userMessageId: 'u1',
  image: null,
  language: 'en-US',
  model: 'OFFLINE_PERSONA',
  tokens: { used: 0, total: 10, balance: 5 },
  costUsd: 0,
  lowBalanceUsd: 0.5,
  nhs: '',
  shutdown: null,
  ...over,
});

const crisis = {
  kind: 'crisis',
  id: 'n1',
  text: 'It sounds like … • 988 Suicide & Crisis Lifeline: call 988',
  services: [{ name: '988 Suicide & Crisis Lifeline', phone: '988', url: 'https://988lifeline.org' }],
};

describe('handleChatEvent', () => {
  it('reads the crisis referral notice with its services', () => {
    const h = handlers();
    handleChatEvent({ event: 'notice', data: JSON.stringify(crisis) }, h);
    expect(h.onNotice).toHaveBeenCalledWith(crisis);
    expect(h.onDelta).not.toHaveBeenCalled();
  });

  it('reads the AI disclosure, deltas, meta with safety and errors', () => {
    const h = handlers();
    handleChatEvent(
      { event: 'notice', data: '{"kind":"disclosure","id":null,"text":"You are talking with an AI."}' },
      h,
    );
    handleChatEvent({ event: 'delta', data: '{"text":"Hi"}' }, h);
    handleChatEvent({ event: 'meta', data: JSON.stringify(meta({ safety: 'crisis' })) }, h);
    handleChatEvent({ event: 'error', data: '{"code":"INTERNAL","message":"x","userMessageId":null}' }, h);
    expect(h.onNotice).toHaveBeenCalledWith({
      kind: 'disclosure',
      id: null,
      text: 'You are talking with an AI.',
    });
    expect(h.onDelta).toHaveBeenCalledWith('Hi');
    expect(h.onMeta.mock.calls[0]![0].safety).toBe('crisis');
    expect(h.onError).toHaveBeenCalledOnce();
  });

  it('still shows a notice of a kind it does not know, as a neutral line; drops one without text', () => {
    const h = handlers();
    handleChatEvent({ event: 'notice', data: '{"kind":"future","id":"x","text":"Something new"}' }, h);
    handleChatEvent({ event: 'notice', data: '{"kind":"future"}' }, h);
    expect(h.onNotice).toHaveBeenCalledTimes(1);
    expect(h.onNotice).toHaveBeenCalledWith({ kind: 'disclosure', id: null, text: 'Something new' });
  });

  it('ignores events it does not know, and done', () => {
    const h = handlers();
    handleChatEvent({ event: 'done', data: '{}' }, h);
    handleChatEvent({ event: 'ping', data: 'not json' }, h);
    expect(Object.values(h).every((f) => f.mock.calls.length === 0)).toBe(true);
  });
});

describe('handlePlainReply', () => {
  it('gives the notices first, then the words and the internals', () => {
    const h = handlers();
    const text = formatChatReply('Hello!', meta(), [
      { kind: 'disclosure', text: 'You are talking with an AI.' },
    ]);
    handlePlainReply(parseChatReply(text), h);
    expect(h.onNotice).toHaveBeenCalledWith({
      kind: 'disclosure',
      id: null,
      text: 'You are talking with an AI.',
    });
    expect(h.onDelta).toHaveBeenCalledWith('Hello!');
    expect(h.onMeta).toHaveBeenCalledOnce();
  });

  it('shows a crisis answer as the referral, never as the avatar’s words', () => {
    const h = handlers();
    handlePlainReply(parseChatReply(formatChatReply('Please call 988.', meta({ safety: 'crisis' }))), h);
    expect(h.onNotice).toHaveBeenCalledWith({ kind: 'crisis', id: null, text: 'Please call 988.' });
    expect(h.onDelta).not.toHaveBeenCalled();
  });
});
