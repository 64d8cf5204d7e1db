import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './components/Layout';
import { ScreenGate } from './gate/ScreenGate';
import {
  COOKIE_POLICY_PATH,
  OPERATOR_AUDIT_PATH,
  OPERATOR_MODELS_PATH,
  OPERATOR_SAFETY_PATH,
  OPERATOR_USAGE_PATH,
  OPERATOR_USERS_PATH,
  PAGE_IDS,
} from './pages/pageIds';

const InfoPage = lazy(() => import('./pages/InfoPage'));
const CookiePolicyPage = lazy(() => import('./pages/CookiePolicyPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const AccountPage = lazy(() => import('./pages/AccountPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));
const SignInLinkPage = lazy(() => import('./pages/SignInLinkPage'));
/** Operators only; with its schemas, loaded when opened (docs/safety.md). */
const SafetyPage = lazy(() => import('./operator/SafetyPage'));
/** Operators only: model connections (docs/chat.md, "Connect a model"), loaded when opened. */
const ModelsPage = lazy(() => import('./operator/ModelsPage'));
/** Operators only: the console's Users, Usage and revenue, Audit log (docs/operator.md), loaded when opened. */
const UsersPage = lazy(() => import('./operator/console/UsersPage'));
const UsagePage = lazy(() => import('./operator/console/UsagePage'));
const AuditPage = lazy(() => import('./operator/console/AuditPage'));

/**
 * Client routes: the gate at '/', '/chat/:avatar' and '/topup', one page per menu entry, the cookie
 * policy, the account page, the screens of the mailed links (reset, confirmation, sign-in), the operators'
 * safety and Models pages, the operator's console (users, usage, audit log), and 404.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<ScreenGate />} />
        <Route path="chat/:avatar" element={<ScreenGate />} />
        <Route path="topup" element={<ScreenGate />} />
        {PAGE_IDS.map((id) => (
          <Route key={id} path={id} element={<InfoPage page={id} />} />
        ))}
        <Route path={COOKIE_POLICY_PATH.slice(1)} element={<CookiePolicyPage />} />
        <Route path="my-account" element={<AccountPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="sign-in" element={<SignInLinkPage />} />
        <Route path={OPERATOR_SAFETY_PATH.slice(1)} element={<SafetyPage />} />
        <Route path={OPERATOR_MODELS_PATH.slice(1)} element={<ModelsPage />} />
        <Route path={OPERATOR_USERS_PATH.slice(1)} element={<UsersPage />} />
        <Route path={`${OPERATOR_USERS_PATH.slice(1)}/:id`} element={<UsersPage />} />
        <Route path={OPERATOR_USAGE_PATH.slice(1)} element={<UsagePage />} />
        <Route path={OPERATOR_AUDIT_PATH.slice(1)} element={<AuditPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
