import type { TAvatarView } from '@avatara/contracts/avatars';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarCard } from '../avatars/AvatarCard';
import { AvatarInfoModal } from '../avatars/AvatarInfoModal';
import { useAvatars } from '../avatars/useAvatars';
import { Spinner } from '../components/Spinner';

export interface AvatarSelectionScreenProps {
  /** Called with the chosen avatar's id; the gate then shows the chat. */
  onSelect: (id: string) => void;
}

/** Avatar selection (spec §2 step 6): the grid of avatar cards and the Info modal. */
export default function AvatarSelectionScreen({ onSelect }: AvatarSelectionScreenProps) {
  const { t } = useTranslation();
  const avatars = useAvatars();
  const [info, setInfo] = useState<TAvatarView | null>(null);
  return (
    <section
      className="avatar-selection"
      data-testid="avatar-selection-screen"
      aria-labelledby="avatar-selection-title"
    >
      <header className="avatar-selection__header">
        <h1 id="avatar-selection-title">{t('avatars.title')}</h1>
        <p className="avatar-selection__lead">{t('avatars.lead')}</p>
      </header>
      {avatars.isPending && <Spinner />}
      {avatars.isError && (
        <div className="form-alert form-alert--error" role="alert">
          <span>{t('avatars.loadError')}</span>{' '}
          <button type="button" className="button button--quiet" onClick={() => void avatars.refetch()}>
            {t('avatars.retry')}
          </button>
        </div>
      )}
      <div className="avatar-grid">
        {avatars.data?.map((avatar) => (
          <AvatarCard key={avatar.id} avatar={avatar} onInfo={setInfo} onSelect={(a) => onSelect(a.id)} />
        ))}
      </div>
      {info && <AvatarInfoModal avatar={info} onClose={() => setInfo(null)} />}
    </section>
  );
}
