import { AUDIENCES, type TAudience } from '@avatara/contracts/plans';
import { useTranslation } from 'react-i18next';

/** The personal/business toggle of the pricing page (spec §2). */
export function AudienceToggle({
  value,
  onChange,
}: {
  value: TAudience;
  onChange: (value: TAudience) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="audience-toggle" role="group" aria-label={t('pricing.audience')}>
      {AUDIENCES.map((audience) => (
        <button
          key={audience}
          type="button"
          className="audience-toggle__option"
          aria-pressed={audience === value}
          data-testid={`audience-${audience}`}
          onClick={() => onChange(audience)}
        >
          {t(`pricing.${audience}`)}
        </button>
      ))}
    </div>
  );
}
