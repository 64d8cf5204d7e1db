import type { TAvatarView } from '@avatara/contracts/avatars';
import { IMAGE_COMMAND } from '@avatara/contracts/media';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../i18n/useMessageText';
import { FlagIcon, ImageIcon } from './icons';
import type { UiMessage } from './uiMessage';
import { NoticeItem } from './NoticeItem';
import { isReportable } from './notices';
import { Portrait } from './Portrait';

/** The list name of the offline persona engine: its replies say that no AI model wrote them. */
const OFFLINE_MODEL = 'OFFLINE_PERSONA';

interface MessageBubbleProps {
  message: UiMessage;
  /** The avatar's portraits (its messages show the face it made). */
  avatar: Pick<TAvatarView, 'image' | 'expressionImage'>;
  /** The URL of a generated image file. */
  imageUrl: (file: string) => string;
  /** Re-sends an unanswered message (system messages offer it). */
  onRetry?: (message: UiMessage) => void;
  /** Opens the report dialog for a stored avatar reply. */
  onReport?: (message: UiMessage) => void;
}

/**
 * One message: the avatar's (with its portrait, the face it made, a Report action, and a tooltip
 * saying so when the offline engine wrote it, without an AI model), the
 * user's, a notice outside the avatar's role (crisis referral, AI disclosure) or a system line.
 */
export function MessageBubble({ message, avatar, imageUrl, onRetry, onReport }: MessageBubbleProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  if (message.notice)
    return (
      <NoticeItem
        message={message}
        notice={message.notice}
        {...(onReport && isReportable(message) ? { onReport: () => onReport(message) } : {})}
      />
    );
  if (message.sender === 'system') {
    return (
      <li className="message message--system" data-testid="system-message" role="status">
        <span>{messageText(message.system ?? { key: 'httpErrors.server' })}</span>
        {message.system?.retryOf && onRetry && (
          <button
            type="button"
            className="button button--quiet message__retry"
            data-testid="retry-button"
            onClick={() => onRetry(message)}
          >
            {t('chat.retry')}
          </button>
        )}
      </li>
    );
  }
  const mine = message.sender === 'user';
  // A picture request (`#gi:` + prompt) shows as the prompt with a picture mark.
  const request =
    mine && message.text.toLowerCase().startsWith(IMAGE_COMMAND)
      ? message.text.slice(IMAGE_COMMAND.length).trim()
      : null;
  return (
    <li
      className={`message ${mine ? 'message--user' : 'message--avatar'}`}
      data-testid={mine ? 'user-message' : 'avatar-message'}
      data-status={message.status}
    >
      {!mine && (
        <Portrait
          avatar={avatar}
          expression={message.expression ?? null}
          size={32}
          className="message__portrait"
        />
      )}
      <div
        className="message__bubble"
        {...(!mine && message.model === OFFLINE_MODEL
          ? { title: t('chat.offlineReplyInfo'), 'data-model': 'offline' }
          : {})}
      >
        {message.image && (
          <a
            className="message__image"
            href={imageUrl(message.image)}
            target="_blank"
            rel="noopener"
            data-testid="message-image"
          >
            <img src={imageUrl(message.image)} alt={t('chat.generatedImage')} width={320} height={320} />
            <span className="ai-label" data-testid="ai-label">
              {t('chat.aiGenerated')}
            </span>
          </a>
        )}
        <p className="message__text" dir="auto">
          {request !== null && (
            <span className="message__request" title={t('chat.image')}>
              <ImageIcon />
            </span>
          )}
          {request ?? message.text}
          {message.status === 'streaming' && <span className="message__caret" aria-hidden="true" />}
        </p>
        {message.status === 'unanswered' && <p className="message__note">{t('chat.unanswered')}</p>}
        {message.status === 'partial' && <p className="message__note">{t('chat.partial')}</p>}
      </div>
      {onReport && isReportable(message) && (
        <button
          type="button"
          className="message__report"
          data-testid="report-button"
          aria-label={t('chat.report.button')}
          title={t('chat.report.button')}
          aria-haspopup="dialog"
          onClick={() => onReport(message)}
        >
          <FlagIcon />
        </button>
      )}
    </li>
  );
}
