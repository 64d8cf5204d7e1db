import type { TPlan } from '@avatara/contracts/plans';
import { useTranslation } from 'react-i18next';
import { formatUsd } from './formatUsd';

interface PlanCardProps {
  plan: TPlan;
  /** True while 'Noch nicht verfügbar!' is shown for this (inactive) plan. */
  showUnavailable: boolean;
  busy: boolean;
  onSelect: (plan: TPlan) => void;
}

/**
 * One plan card (spec §2): name, price, description, features and the select button. The
 * server's texts are in English only, so they get `dir="auto"` (features: `unicode-bidi: plaintext` in CSS) — no mirrored
 * punctuation in RTL.
 */
export function PlanCard({ plan, showUnavailable, busy, onSelect }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      className={plan.active ? 'plan-card' : 'plan-card plan-card--inactive'}
      data-testid={`plan-card-${plan.id}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="plan-card__name" dir="auto">
        {plan.name}
      </h2>
      <p className="plan-card__price">
        <span className="plan-card__amount" data-testid={`plan-price-${plan.id}`}>
          {formatUsd(plan.priceUsd, i18n.language)}
        </span>
      </p>
      <p className="plan-card__credit">
        {t('pricing.credit', { amount: formatUsd(plan.creditUsd, i18n.language) })}
      </p>
      <p className="plan-card__description" dir="auto">
        {plan.description}
      </p>
      {plan.features.length > 0 ? (
        <ul className="plan-card__features">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        <p className="plan-card__no-features" data-testid={`plan-no-features-${plan.id}`}>
          {t('pricing.noFeatures')}
        </p>
      )}
      {showUnavailable && (
        <p className="plan-card__unavailable" role="status" data-testid={`plan-unavailable-${plan.id}`}>
          {t('pricing.notAvailable')}
        </p>
      )}
      <button
        type="button"
        className="button button--primary plan-card__select"
        data-testid={`plan-select-${plan.id}`}
        disabled={busy}
        onClick={() => onSelect(plan)}
      >
        {t('pricing.select')}
      </button>
    </article>
  );
}
