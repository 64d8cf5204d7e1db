import { useTranslation } from 'react-i18next';

/** The × button that closes a form or dialog. */
export function CloseButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="close-button"
      aria-label={t('auth.close')}
      data-testid={testId}
      onClick={onClick}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
