import { useTranslation } from 'react-i18next';

/** A quiet loading indicator with a translated accessible name. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
