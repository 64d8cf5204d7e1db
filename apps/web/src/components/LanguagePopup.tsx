import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_ENDONYMS, type Language } from '../i18n/languages';
import { Flag } from './Flag';

interface LanguagePopupProps {
  current: Language;
  onSelect: (language: Language) => void;
}

/** The flag selector: one button per UI language (spec §2, §9); focus starts on the current one. */
export function LanguagePopup({ current, onSelect }: LanguagePopupProps) {
  const { t } = useTranslation();
  return (
    <div
      className="language-popup"
      role="dialog"
      aria-label={t('language.choose')}
      data-testid="language-popup"
    >
      <p className="language-popup__title">{t('language.choose')}</p>
      <ul className="language-popup__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              className="language-option"
              data-testid={`language-option-${language}`}
              lang={language}
              aria-pressed={language === current}
              autoFocus={language === current}
              onClick={() => onSelect(language)}
            >
              <Flag language={language} />
              <span>{LANGUAGE_ENDONYMS[language]}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
