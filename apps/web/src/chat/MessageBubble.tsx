import { useTranslation } from 'react-i18next';
import type { UiMessage } from './chatModel';

interface MessageBubbleProps {
  message: UiMessage;
  avatarImage: string;
  /** Re-sends an unanswered message (system messages offer it). */
  onRetry?: (message: UiMessage) => void;
}

/** One message: the avatar's (with its portrait), the user's, or a system line. */
export function MessageBubble({ message, avatarImage, onRetry }: MessageBubbleProps) {
  const { t } = useTranslation();
  if (message.sender === 'system') {
    return (
      <li className="message message--system" data-testid="system-message" role="status">
        <span>{t(message.system?.key ?? 'chat.error.INTERNAL', { defaultValue: t('chat.error.INTERNAL'), ...message.system?.values })}</span>
        {message.system?.retryOf && onRetry && (
          <button type="button" className="button button--quiet message__retry" data-testid="retry-button" onClick={() => onRetry(message)}>
            {t('chat.retry')}
          </button>
        )}
      </li>
    );
  }
  const mine = message.sender === 'user';
  return (
    <li className={`message ${mine ? 'message--user' : 'message--avatar'}`} data-testid={mine ? 'user-message' : 'avatar-message'} data-status={message.status}>
      {!mine && <img className="message__portrait" src={avatarImage} alt="" width={32} height={32} />}
      <div className="message__bubble">
        <p className="message__text" dir="auto">
          {message.text}
          {message.status === 'streaming' && <span className="message__caret" aria-hidden="true" />}
        </p>
        {message.status === 'unanswered' && <p className="message__note">{t('chat.unanswered')}</p>}
        {message.status === 'partial' && <p className="message__note">{t('chat.partial')}</p>}
      </div>
    </li>
  );
}
