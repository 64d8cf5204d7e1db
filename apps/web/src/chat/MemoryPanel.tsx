import { useTranslation } from 'react-i18next';
import { CloseButton } from '../auth/CloseButton';
import { Modal } from '../components/Modal';
import { Spinner } from '../components/Spinner';
import { useForgetMemory, useMemories } from './useChatQueries';

interface MemoryPanelProps {
  avatarId: string;
  avatarName: string;
  onClose: () => void;
}

/** "What I remember": the facts the avatar learnt about the user, each with a button to forget it. */
export function MemoryPanel({ avatarId, avatarName, onClose }: MemoryPanelProps) {
  const { t, i18n } = useTranslation();
  const memories = useMemories(avatarId, i18n.language, true);
  const forget = useForgetMemory(avatarId);
  return (
    <Modal labelledBy="memory-title" testId="memory-panel" onClose={onClose} className="memory-panel">
      <header className="memory-panel__header">
        <h2 id="memory-title">{t('chat.memoriesTitle', { name: avatarName })}</h2>
        <CloseButton onClick={onClose} testId="memory-close" />
      </header>
      <p className="memory-panel__lead">{t('chat.memoriesLead', { name: avatarName })}</p>
      {memories.isPending && <Spinner />}
      {memories.isError && <p className="form-alert form-alert--error">{t('chat.memoriesError')}</p>}
      {memories.data?.length === 0 && (
        <p className="memory-panel__empty" data-testid="memories-empty">
          {t('chat.memoriesEmpty', { name: avatarName })}
        </p>
      )}
      <ul className="memory-list">
        {memories.data?.map((m) => (
          <li key={m.id} className="memory-list__item" data-testid="memory-item">
            <span dir="auto">{m.text}</span>
            <button
              type="button"
              className="button button--quiet memory-list__forget"
              data-testid="memory-forget"
              disabled={forget.isPending && forget.variables === m.id}
              onClick={() => forget.mutate(m.id)}
            >
              {t('chat.forget')}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
