import { useTranslation } from 'react-i18next';

interface ChatBarProps {
  /** Opens the Brain States & Hormones overlay (the 'E' button). */
  onOpenEmotions: () => void;
  /** Whether the overlay is open (for the button's aria-expanded). */
  emotionsOpen: boolean;
}

/** The chat bar placeholder: the input arrives with the chat issue; 'E' opens the emotions overlay. */
export function ChatBar({ onOpenEmotions, emotionsOpen }: ChatBarProps) {
  const { t } = useTranslation();
  return (
    <div className="chat-bar" data-testid="chat-bar">
      <textarea className="chat-bar__input" rows={1} placeholder={t('chat.placeholder')} aria-label={t('chat.placeholder')} disabled />
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
    </div>
  );
}
