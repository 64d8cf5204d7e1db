import { useTranslation } from 'react-i18next';

interface NhsBarProps {
  who: 'user' | 'ai';
  /** The value as shown (number with unit), or null when this side has none. */
  text: string | null;
  /** Bar length 0–1. */
  fraction: number;
  value: number | null;
  min: number;
  max: number;
}

/** One horizontal bar with its value; it grows from the inline start (the right in RTL). */
export function NhsBar({ who, text, fraction, value, min, max }: NhsBarProps) {
  const { t } = useTranslation();
  const name = t(who === 'user' ? 'overlay.legendUser' : 'overlay.legendAi');
  const shown = text ?? t('overlay.noValue');
  return (
    <div
      className={`nhs-bar nhs-bar--${who}`}
      data-testid={`nhs-bar-${who}`}
      data-value={value ?? ''}
      role="meter"
      aria-label={`${name}: ${shown}`}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value ?? min}
      aria-valuetext={shown}
    >
      <span className="nhs-bar__track">
        <span className="nhs-bar__fill" style={{ inlineSize: `${(fraction * 100).toFixed(1)}%` }} />
      </span>
      <span className="nhs-bar__value">{text ?? '–'}</span>
    </div>
  );
}
