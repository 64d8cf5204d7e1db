import { CHAT_MESSAGE_MAX_CHARS } from '@avatara/contracts/chat';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon, MicIcon } from './icons';
import type { Microphone } from './useMicrophone';

interface ChatBarProps {
  /** Sends a message (whitespace-only text is never sent). */
  onSend: (text: string) => void;
  /** Asks for an image of the text (spec §5: the alert when there is none). */
  onImage: (text: string) => void;
  /** Speech input. */
  mic: Microphone;
  /** The user typed (pause timer, audio). */
  onTyping: () => void;
  /** A reply is on its way: the progress bar runs and the send button waits. */
  loading: boolean;
  /** The session has ended: nothing more can be sent. */
  disabled: boolean;
  /** Opens the Brain States & Hormones overlay (the 'E' button). */
  onOpenEmotions: () => void;
  emotionsOpen: boolean;
  /** Opens the trading panel (the '$' button); absent for users who are not operators. */
  onOpenTrading?: () => void;
  tradingOpen?: boolean;
  /** Tools, model picker and readout, under the input. */
  footer: ReactNode;
}

/** Most lines the input grows to before it scrolls. */
const MAX_LINES = 6;

/**
 * The chat bar (spec §2): text input (Enter sends, Shift+Enter starts a new line; an IME
 * composition is never sent half-way), send button, progress bar while waiting, the 'E' button.
 */
export function ChatBar({
  onSend,
  onImage,
  mic,
  onTyping,
  loading,
  disabled,
  onOpenEmotions,
  emotionsOpen,
  onOpenTrading,
  tradingOpen = false,
  footer,
}: ChatBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const canSend = !loading && !disabled && text.trim() !== '';

  const send = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
    input.current?.focus();
  };

  const image = () => {
    if (loading || disabled) return;
    if (text.trim() === '') {
      window.alert(t('chat.imageNeedsText'));
      return;
    }
    onImage(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  // The input grows with its text (wrapped lines too) up to MAX_LINES, then scrolls.
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    const line = parseFloat(getComputedStyle(el).lineHeight) || 22;
    const padding =
      el.offsetHeight -
      el.clientHeight +
      parseFloat(getComputedStyle(el).paddingBlockStart) +
      parseFloat(getComputedStyle(el).paddingBlockEnd);
    el.style.height = `${Math.min(el.scrollHeight, line * MAX_LINES + padding)}px`;
  }, [text]);
  return (
    <div className="chat-bar-wrap">
      <div
        className="chat-progress"
        data-testid="chat-progress"
        hidden={!loading}
        role="progressbar"
        aria-label={t('chat.waiting')}
      />
      {mic.listening && (
        <p className="chat-listening" role="status" data-testid="mic-listening">
          {t('chat.mic.listening')} {mic.interim && <q dir="auto">{mic.interim}</q>}
        </p>
      )}
      <div className="chat-bar" data-testid="chat-bar">
        <button
          type="button"
          className={`chat-tool chat-tool--mic${mic.listening ? ' chat-tool--on' : ''}`}
          data-testid="mic-button"
          data-available={mic.mode !== 'none'}
          aria-pressed={mic.listening}
          aria-label={mic.mode === 'none' ? t('chat.mic.unavailable') : t('chat.mic.toggle')}
          title={mic.mode === 'none' ? t('chat.mic.unavailable') : t('chat.mic.toggle')}
          disabled={disabled}
          onClick={mic.toggle}
        >
          <MicIcon />
        </button>
        <textarea
          ref={input}
          className="chat-bar__input"
          data-testid="chat-input"
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          placeholder={disabled ? t('chat.ended') : t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          value={text}
          disabled={disabled}
          dir="auto"
          onChange={(e) => {
            setText(e.target.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="chat-tool chat-tool--image"
          data-testid="image-button"
          onClick={image}
          disabled={loading || disabled}
          aria-label={t('chat.image')}
          title={t('chat.image')}
        >
          <ImageIcon />
        </button>
        <button
          type="button"
          className="chat-bar__send"
          data-testid="send-button"
          onClick={send}
          disabled={!canSend}
          aria-label={t('chat.send')}
          title={t('chat.send')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="chat-bar__send-icon">
            <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" fill="currentColor" />
          </svg>
        </button>
        <button
          type="button"
          className="chat-bar__emotions"
          data-testid="emotions-button"
          aria-label={t('chat.emotions')}
          title={t('chat.emotions')}
          aria-haspopup="dialog"
          aria-expanded={emotionsOpen}
          onClick={onOpenEmotions}
        >
          E
        </button>
        {onOpenTrading && (
          <button
            type="button"
            className="chat-bar__emotions chat-bar__trading"
            data-testid="trading-button"
            aria-label={t('chat.trading')}
            title={t('chat.trading')}
            aria-expanded={tradingOpen}
            onClick={onOpenTrading}
          >
            $
          </button>
        )}
      </div>
      <div className="chat-bar__footer">{footer}</div>
    </div>
  );
}
