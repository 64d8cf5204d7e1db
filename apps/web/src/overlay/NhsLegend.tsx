import { useTranslation } from 'react-i18next';

/** Which colour is whose: the user's bars and the AI's (the avatar's own) bars. */
export function NhsLegend() {
  const { t } = useTranslation();
  return (
    <ul className="nhs-legend" data-testid="nhs-legend">
      <li className="nhs-legend__item">
        <span className="nhs-legend__swatch nhs-legend__swatch--user" aria-hidden="true" />
        {t('overlay.legendUser')}
      </li>
      <li className="nhs-legend__item">
        <span className="nhs-legend__swatch nhs-legend__swatch--ai" aria-hidden="true" />
        {t('overlay.legendAi')}
      </li>
    </ul>
  );
}
