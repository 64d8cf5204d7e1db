import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldErrorIconProps {
  /** The field's name, for test ids (`field-error-email`). */
  field: string;
  /** The field's label, named in the icon's accessible name. */
  label: string;
  /** The error text shown in the popup. */
  message: string;
  /** The id of the hidden description the input points to. */
  describedById: string;
}

/** The error icon next to a field (spec §2); clicking it opens the error popup. */
export function FieldErrorIcon({ field, label, message, describedById }: FieldErrorIconProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <span className="field-error" ref={rootRef}>
      <button
        type="button"
        className="field-error__icon"
        data-testid={`field-error-${field}`}
        aria-label={t('auth.showError', { field: label })}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        !
      </button>
      <span id={describedById} className="visually-hidden">
        {message}
      </span>
      {open && (
        <span className="field-error__popup" role="alert" data-testid="error-popup">
          {message}
        </span>
      )}
    </span>
  );
}
