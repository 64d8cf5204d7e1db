import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { BootSpinner } from './components/BootSpinner';
import { GateProvider } from './gate/GateProvider';
import { useLanguageCookieSync } from './i18n/useLanguageCookieSync';
import { CookieConsentProvider } from './lib/CookieConsentProvider';
import { queryClient } from './queryClient';
import { AppRoutes } from './AppRoutes';
import { UserProvider } from './user/UserProvider';

/** Keeps the UI language in step with the `language` cookie (other tabs). */
function LanguageSync() {
  useLanguageCookieSync();
  return null;
}

/** Providers around the routes: server state, router, cookie consent, user, gate. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <CookieConsentProvider>
          <UserProvider>
            <GateProvider>
              <Suspense fallback={<BootSpinner />}>
                <LanguageSync />
                <AppRoutes />
              </Suspense>
            </GateProvider>
          </UserProvider>
        </CookieConsentProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
