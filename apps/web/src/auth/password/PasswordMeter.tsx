import { MIN_PASSWORD_LENGTH, type TPasswordScore } from '@avatara/contracts/password-policy';
import { useTranslation } from 'react-i18next';
import type { PasswordStrength } from './usePasswordStrength';
import './PasswordMeter.css';

const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const satisfies Record<
  TPasswordScore,
  string
>;

/**
 * The strength meter under a new-password field: five segments, the level in words and the
 * policy's hints (docs/accounts.md "Passwords"). The bar is a labelled `meter`; the level and
 * hints are a polite status, read out when they change. The field names `statusId(id)` in its
 * `aria-describedby`. Shown once the field was focused; the server decides, this only helps.
 */
export function PasswordMeter({
  id,
  strength,
  testId,
}: {
  id: string;
  strength: PasswordStrength;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!strength.active) return null;
  const { verdict, checking } = strength;
  const level = verdict ? LEVELS[verdict.score] : null;
  const levelText = level ? t(`passwordStrength.levels.${level}`) : t('passwordStrength.checking');
  return (
    <div
      className="password-meter"
      data-testid={testId}
      data-level={level ?? 'none'}
      data-acceptable={verdict ? String(verdict.acceptable) : undefined}
    >
      {verdict && (
        <div
          className="password-meter__bar"
          role="meter"
          aria-labelledby={`${id}-label`}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={verdict.score}
          aria-valuetext={levelText}
        >
          {LEVELS.map((name, i) => (
            <span
              key={name}
              className={
                i <= verdict.score
                  ? 'password-meter__segment password-meter__segment--on'
                  : 'password-meter__segment'
              }
            />
          ))}
        </div>
      )}
      <div id={statusId(id)} className="password-meter__status" role="status" aria-live="polite">
        {(verdict || checking) && (
          <p className="password-meter__level">
            <span id={`${id}-label`}>{t('passwordStrength.label')}</span>
            {': '}
            <strong data-testid={`${testId}-level`}>{levelText}</strong>
          </p>
        )}
        {verdict && verdict.hints.length > 0 && (
          <ul className="password-meter__hints" data-testid={`${testId}-hints`}>
            {verdict.hints.map((hint) => (
              <li key={hint}>{t(`passwordStrength.hints.${hint}`, { minimum: MIN_PASSWORD_LENGTH })}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The id of the meter's status (level and hints), for the field's `aria-describedby`. */
export function statusId(id: string): string {
  return `${id}-status`;
}
