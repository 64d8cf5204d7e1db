import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { FieldErrorIcon } from './FieldErrorIcon';

interface FormFieldProps {
  /** Unique id prefix of the form, so two forms never share ids. */
  formId: string;
  field: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  value: string;
  onChange: (value: string) => void;
  /** The error text, if the field is invalid. */
  error?: string | undefined;
  /** `icon`: an error icon opening a popup (manual form); `inline`: the text under the field. */
  errorMode?: 'icon' | 'inline';
  autoComplete?: string;
  testId: string;
  /** Bounds of a date or number field. */
  min?: string;
  max?: string;
  required?: boolean;
  onFocus?: () => void;
  /** Id of an element that describes the field (a password's strength meter). */
  describedBy?: string;
  /** Shown under the input (a password's strength meter). */
  children?: ReactNode;
}

/** A labelled input with its error (icon and popup, or inline text). */
export function FormField({
  formId,
  field,
  label,
  type = 'text',
  value,
  onChange,
  error,
  errorMode = 'icon',
  autoComplete,
  testId,
  min,
  max,
  required,
  onFocus,
  describedBy,
  children,
}: FormFieldProps) {
  const inputId = `${formId}-${field}`;
  const errorId = `${inputId}-error`;
  const describedByIds = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={inputId} className="form-field__label">
        {label}
      </label>
      <div className="form-field__row">
        <input
          id={inputId}
          name={field}
          className="form-field__input"
          type={type}
          value={value}
          autoComplete={autoComplete}
          min={min}
          max={max}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds || undefined}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
        />
        {error && errorMode === 'icon' && (
          <FieldErrorIcon field={field} label={label} message={error} describedById={errorId} />
        )}
      </div>
      {error && errorMode === 'inline' && (
        <p id={errorId} className="form-field__message" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
