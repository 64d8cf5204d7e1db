import type { TAvatarView } from '@avatara/contracts/avatars';
import { useTranslation } from 'react-i18next';

interface AvatarCardProps {
  avatar: TAvatarView;
  onSelect: (avatar: TAvatarView) => void;
  onInfo: (avatar: TAvatarView) => void;
}

/** One card of the avatar grid (spec §2): image, name, localized profession, Select and Info. */
export function AvatarCard({ avatar, onSelect, onInfo }: AvatarCardProps) {
  const { t } = useTranslation();
  const nameId = `avatar-${avatar.id}-name`;
  return (
    <article className="avatar-card" data-testid={`avatar-card-${avatar.id}`} aria-labelledby={nameId}>
      <img className="avatar-card__image" src={avatar.image} alt="" width={240} height={240} loading="lazy" />
      <div className="avatar-card__body">
        <h2 id={nameId} className="avatar-card__name">
          {avatar.name}
        </h2>
        <p className="avatar-card__profession">{avatar.profession}</p>
        <div className="avatar-card__actions">
          <button
            type="button"
            className="button button--quiet"
            data-testid={`avatar-info-${avatar.id}`}
            aria-label={t('avatars.infoAbout', { name: avatar.name })}
            onClick={() => onInfo(avatar)}
          >
            {t('avatars.info')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid={`avatar-select-${avatar.id}`}
            aria-label={t('avatars.selectNamed', { name: avatar.name })}
            onClick={() => onSelect(avatar)}
          >
            {t('avatars.select')}
          </button>
        </div>
      </div>
    </article>
  );
}
