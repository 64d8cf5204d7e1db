import { DEFAULT_TRADING_CONFIG } from '@avatara/contracts/trading-config';
import type { TFieldSpec } from './catalogue';
import { describeDuration, parseDecimal, placeholderOf } from './form';
import { T } from './texts';

interface SettingsFieldProps {
  spec: TFieldSpec;
  /** The form text ('' = empty; flags '', '0', '1'). */
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Prefix of the input's test id and DOM id ('ts' → data-testid="ts-field-feeRate"). */
  prefix: string;
  /** Placeholder instead of the field's default (the quick dialog shows the stored value). */
  placeholder?: string;
  /** Label suffix, e.g. the spec's short field name in the quick dialog. */
  note?: string;
}

/** One settings field: label, input with its unit, a hint (what 0 means, ms as words) and its error. */
export function SettingsField({
  spec,
  value,
  error,
  onChange,
  prefix,
  placeholder,
  note,
}: SettingsFieldProps) {
  const id = `${prefix}-field-${spec.key}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const shownPlaceholder = placeholder ?? placeholderOf(spec);
  const duration = spec.unit === 'ms' ? describeDuration(parseDecimal(value.trim() || shownPlaceholder)) : '';
  const hint = [duration && `= ${duration}`, spec.hint].filter(Boolean).join(' · ');
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;

  if (spec.kind === 'flag') {
    const explicit = value === '0' || value === '1';
    const checked = explicit ? value === '1' : DEFAULT_TRADING_CONFIG[spec.key] === 1;
    return (
      <div className={`ts-field ts-field--flag${error ? ' ts-field--invalid' : ''}`}>
        <label className="ts-flag" htmlFor={id}>
          <input
            id={id}
            data-testid={id}
            type="checkbox"
            checked={checked}
            onChange={(e) => onChange(e.target.checked ? '1' : '0')}
            aria-describedby={describedBy}
          />
          <span>{spec.label}</span>
          {note && <span className="ts-field__note">{note}</span>}
        </label>
        <div className="ts-field__hint" id={hintId}>
          {explicit ? (
            <button
              type="button"
              className="ts-link"
              onClick={() => onChange('')}
              data-testid={`${id}-reset`}
            >
              {T.flagReset}
            </button>
          ) : (
            <span className="ts-badge">
              {T.flagDefault}: {checked ? T.on : T.off}
            </span>
          )}
        </div>
        {error && <FieldError id={errorId} testId={`${prefix}-field-error-${spec.key}`} text={error} />}
      </div>
    );
  }

  const common = {
    id,
    'data-testid': id,
    value,
    placeholder: shownPlaceholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    spellCheck: false,
  } as const;
  return (
    <div
      className={`ts-field${spec.kind === 'json' ? ' ts-field--wide' : ''}${error ? ' ts-field--invalid' : ''}`}
    >
      <label className="ts-field__label" htmlFor={id}>
        {spec.label}
        {note && <span className="ts-field__note">{note}</span>}
      </label>
      <div className="ts-field__control">
        {spec.kind === 'json' ? (
          <textarea
            {...common}
            rows={2}
            className="ts-input ts-input--json"
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...common}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="ts-input"
            onChange={(e) => onChange(e.target.value)}
          />
        )}
        {spec.kind !== 'json' && <span className="ts-field__unit">{spec.unit}</span>}
      </div>
      {hint && (
        <div className="ts-field__hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && <FieldError id={errorId} testId={`${prefix}-field-error-${spec.key}`} text={error} />}
    </div>
  );
}

function FieldError({ id, testId, text }: { id: string; testId: string; text: string }) {
  return (
    <div className="ts-field__error" id={id} data-testid={testId} role="alert">
      {text}
    </div>
  );
}
