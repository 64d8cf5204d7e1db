import { useTranslation } from 'react-i18next';
import { useCookieConsent } from '../lib/cookieConsentContext';
import { CookieTable } from './CookieTable';

/** The cookie policy: which cookies exist, what for, how long, and the visitor's current choice. */
export default function CookiePolicyPage() {
  const { t } = useTranslation();
  const { choice, choose } = useCookieConsent();
  const current =
    choice === 'all'
      ? t('cookiePolicy.choiceAll')
      : choice === 'essential'
        ? t('cookiePolicy.choiceEssential')
        : t('cookiePolicy.choiceNone');
  return (
    <article
      className="info-page info-page--wide"
      data-testid="page-cookies"
      aria-labelledby="cookie-policy-title"
    >
      <h1 id="cookie-policy-title" className="info-page__title">
        {t('cookiePolicy.title')}
      </h1>
      <p className="info-page__lead">{t('cookiePolicy.intro')}</p>
      <h2>{t('cookiePolicy.essentialHeading')}</h2>
      <p>{t('cookiePolicy.essentialText')}</p>
      <CookieTable category="essential" />
      <h2>{t('cookiePolicy.nonEssentialHeading')}</h2>
      <p>{t('cookiePolicy.nonEssentialText')}</p>
      <CookieTable category="nonEssential" />
      <h2>{t('cookiePolicy.choiceHeading')}</h2>
      <p data-testid="cookie-current-choice">{t('cookiePolicy.currentChoice', { choice: current })}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => choose('essential')}
          aria-pressed={choice === 'essential'}
        >
          {t('cookieBanner.reject')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => choose('all')}
          aria-pressed={choice === 'all'}
        >
          {t('cookieBanner.acceptAll')}
        </button>
      </div>
    </article>
  );
}
