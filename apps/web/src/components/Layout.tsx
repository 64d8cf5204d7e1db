import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useGate } from '../gate/gateContext';
import { CookieBanner } from './CookieBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { Spinner } from './Spinner';

/** Header, page content, footer and cookie banner around every route. */
export function Layout() {
  const { pathname } = useLocation();
  const { screen } = useGate();
  // The login screen carries its own language button in its header; never show two.
  const loginShown =
    screen === 'login' && (pathname === '/' || pathname === '/topup' || pathname.startsWith('/chat/'));
  return (
    <div className="app-shell">
      <SiteHeader showLanguageButton={!loginShown} />
      <main className="app-main" id="main">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}
