import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The reason every operator action needs (1–500 characters; stored in the audit log). */
export function ReasonField({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {t('console.actions.reason')}
      </label>
      <input
        id={id}
        className="form-field__input"
        value={value}
        maxLength={500}
        required
        aria-required="true"
        autoComplete="off"
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
