import { useTranslation } from 'react-i18next';

/** The chat bar placeholder: input and the 'E' (emotions) button arrive with the chat issue. */
export function ChatBar() {
  const { t } = useTranslation();
  return (
    <div className="chat-bar" data-testid="chat-bar">
      <textarea className="chat-bar__input" rows={1} placeholder={t('chat.placeholder')} aria-label={t('chat.placeholder')} disabled />
      <button type="button" className="chat-bar__emotions" data-testid="emotions-button" aria-label={t('chat.emotions')} title={t('chat.emotions')} disabled>
        E
      </button>
    </div>
  );
}
