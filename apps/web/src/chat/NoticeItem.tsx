import { useTranslation } from 'react-i18next';
import type { UiMessage } from './uiMessage';
import { linkifyNotice, servicesWithHiddenSite, type TextSegment } from './crisisLinks';
import { FlagIcon, InfoIcon, LifebuoyIcon } from './icons';
import type { UiNotice } from './uiMessage';

/**
 * A notice of the server outside the avatar's role (docs/safety.md), never an avatar bubble: the
 * crisis referral as a card of its own (heading, the server's text with its numbers to call, the
 * services' websites), the AI disclosure as a small centred line.
 */
interface NoticeItemProps {
  message: UiMessage;
  notice: UiNotice;
  /** Opens the report dialog (a stored crisis referral can be reported). */
  onReport?: () => void;
}

export function NoticeItem({ message, notice, onReport }: NoticeItemProps) {
  return notice.kind === 'crisis' ? (
    <CrisisNotice message={message} notice={notice} {...(onReport ? { onReport } : {})} />
  ) : (
    <li className="disclosure-notice" data-testid="disclosure-notice" data-notice-id={message.id ?? ''}>
      <InfoIcon />
      <span dir="auto">{message.text}</span>
    </li>
  );
}

function CrisisNotice({ message, notice, onReport }: NoticeItemProps) {
  const { t } = useTranslation();
  const titleId = `crisis-${message.key}`;
  const sites = servicesWithHiddenSite(message.text, notice.services);
  return (
    <li className="crisis-notice" data-testid="crisis-notice" aria-labelledby={titleId} role="group">
      <div className="crisis-notice__head">
        <h2 id={titleId} className="crisis-notice__title">
          <LifebuoyIcon />
          {t('chat.notice.crisisTitle')}
        </h2>
        {onReport && (
          <button
            type="button"
            className="message__report"
            data-testid="report-button"
            aria-label={t('chat.report.notice')}
            title={t('chat.report.notice')}
            aria-haspopup="dialog"
            onClick={onReport}
          >
            <FlagIcon />
          </button>
        )}
      </div>
      <p className="crisis-notice__text" dir="auto">
        <Segments segments={linkifyNotice(message.text, notice.services)} />
      </p>
      {sites.length > 0 && (
        <ul className="crisis-notice__sites" aria-label={t('chat.notice.websites')}>
          {sites.map((s) => (
            <li key={s.url}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" dir="auto">
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Segments({ segments }: { segments: TextSegment[] }) {
  return segments.map((s, i) =>
    s.href ? (
      <a
        key={i}
        href={s.href}
        className="crisis-notice__link"
        dir="ltr"
        {...(s.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {s.text}
      </a>
    ) : (
      <span key={i}>{s.text}</span>
    ),
  );
}
