import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, LANGUAGE_ENDONYMS, isLanguage, type Language } from '../i18n/languages';
import { Flag } from './Flag';
import { LanguagePopup } from './LanguagePopup';

/**
 * The language button; it opens the flag selector popup. Closes on Escape or outside click.
 * `compact` shows only the flag (the chat bar); `testId` tells two buttons apart.
 */
export function LanguageButton({
  testId = 'language-button',
  compact = false,
}: {
  testId?: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const select = (language: Language) => {
    chooseLanguage(language);
    setOpen(false);
  };

  return (
    <div className="language-picker" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={compact ? 'language-button language-button--compact' : 'language-button'}
        data-testid={testId}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('language.button', { language: LANGUAGE_ENDONYMS[current] })}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag language={current} />
        {!compact && <span className="language-button__name">{LANGUAGE_ENDONYMS[current]}</span>}
      </button>
      {open && <LanguagePopup current={current} onSelect={select} />}
    </div>
  );
}
