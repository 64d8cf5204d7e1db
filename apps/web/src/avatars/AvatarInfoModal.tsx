import type { TAvatarView } from '@avatara/contracts/avatars';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../auth/CloseButton';
import { Modal } from '../components/Modal';
import { languageList } from './languageName';

/**
 * The Info modal (spec §2): profession, region (country - zipCode), languages, age (years since
 * the birth year) and the description (the hobbies).
 */
export function AvatarInfoModal({ avatar, onClose }: { avatar: TAvatarView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const rows: Array<[string, string, string]> = [
    ['profession', t('avatars.profession'), avatar.profession],
    ['region', t('avatars.region'), `${avatar.country} - ${avatar.zipCode}`],
    ['languages', t('avatars.languages'), languageList(avatar.languages, i18n.language)],
    ['age', t('avatars.age'), String(avatar.ageYears)],
    ['description', t('avatars.description'), avatar.description],
  ];
  return (
    <Modal
      labelledBy="avatar-info-title"
      testId="avatar-info-modal"
      onClose={onClose}
      className="avatar-info"
    >
      <div className="avatar-info__head">
        <img className="avatar-info__image" src={avatar.image} alt="" width={72} height={72} />
        <h2 id="avatar-info-title" className="avatar-info__title">
          {avatar.name}
        </h2>
        <CloseButton onClick={onClose} testId="avatar-info-close" />
      </div>
      <dl className="avatar-info__list">
        {rows.map(([key, label, value]) => (
          <div key={key} className="avatar-info__row" data-testid={`avatar-detail-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
