import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCookieConsent } from '../lib/cookieConsentContext';
import { COOKIE_POLICY_PATH } from '../pages/pageIds';

/** Asks once: Accept All or Reject Non-Essential, with a link to the cookie policy (spec §1). */
export function CookieBanner() {
  const { t } = useTranslation();
  const { choice, choose } = useCookieConsent();
  const ref = useRef<HTMLElement>(null);

  // While the banner is shown the page lives in the band of the window above it
  // (--cookie-banner-space: its height, the gap under it and 8 px): the app shell is that high and
  // scrolls, so the banner covers nothing, not even on a page's first view (layout.css;
  // docs/ui-layout.md).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const measure = () => {
      const below = parseFloat(getComputedStyle(el).insetBlockEnd) || 0;
      root.style.setProperty(
        '--cookie-banner-space',
        `${Math.ceil(el.getBoundingClientRect().height + below) + 8}px`,
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-space');
    };
  }, [choice]);

  if (choice !== null) return null;
  return (
    <section
      ref={ref}
      className="cookie-banner"
      data-testid="cookie-banner"
      role="region"
      aria-labelledby="cookie-banner-title"
    >
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          {t('cookieBanner.title')}
        </h2>
        <p>
          {t('cookieBanner.text')}{' '}
          <Link to={COOKIE_POLICY_PATH} data-testid="cookie-policy-link">
            {t('cookieBanner.policyLink')}
          </Link>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="button button--quiet"
          data-testid="cookie-reject"
          onClick={() => choose('essential')}
        >
          {t('cookieBanner.reject')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="cookie-accept-all"
          onClick={() => choose('all')}
        >
          {t('cookieBanner.acceptAll')}
        </button>
      </div>
    </section>
  );
}
