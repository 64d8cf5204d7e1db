import type { TAudience, TCheckoutRequest, TPlan } from '@avatara/contracts/plans';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isHttpError } from '../api/ApiError';
import { reasonMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { api } from '../api/client';
import { planEndpoints } from '../api/endpoints/plans';
import { Spinner } from '../components/Spinner';
import { PAYMENT_SESSION_ERROR_LOG } from '../i18n/specTexts';
import { cookies } from '../lib/browserCookies';
import { AudienceToggle } from '../pricing/AudienceToggle';
import { PlanCard } from '../pricing/PlanCard';
import { usePlans } from '../pricing/usePlans';
import { isReturnPath, rememberReturn } from '../pricing/returnTo';
import { useUser } from '../user/userContext';
import { justRegistered } from '../auth/registrationNotice';

/** How long 'Noch nicht verfügbar!' stays on an inactive plan (spec §9). */
export const UNAVAILABLE_NOTICE_MS = 3000;

/**
 * Pricing and payment (spec §2 step 2): title, personal/business toggle and four plan cards.
 * Selecting a plan stores `selectedPlan` (1 day) and goes to the checkout (spec §4).
 */
export default function PricingScreen() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { user } = useUser();
  const plans = usePlans();
  const [audience, setAudience] = useState<TAudience>('personal');
  const [unavailable, setUnavailable] = useState<string | null>(null);
  // POST /create-checkout-session → the checkout URL to go to (Stripe, the sandbox page, or `/?planActivated=true` for the free plan).
  const checkout = useMutation({
    mutationFn: (request: TCheckoutRequest) => api.call(planEndpoints.checkout, { body: request }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      console.error(PAYMENT_SESSION_ERROR_LOG, error);
      // 409 (the free plan's one-time credit was used, the plan is not available): its reason in the UI language.
      const conflict = isHttpError(error, 409) ? reasonMessage(serverErrorOf(error)) : null;
      window.alert(conflict ? messageText(conflict) : t('pricing.paymentFailed'));
    },
  });
  // Busy from the click until the browser leaves for the checkout.
  const busy = checkout.isPending || checkout.isSuccess;
  const location = useLocation();
  const navigate = useNavigate();
  // `/topup?return=/chat/<avatar>`: a top-up from a chat, which it goes back to afterwards.
  const back = location.pathname === '/topup' ? new URLSearchParams(location.search).get('return') : null;
  const returnPath = isReturnPath(back) && (user?.balance ?? 0) > 0 ? back : null;

  useEffect(() => {
    if (unavailable === null) return;
    const timer = window.setTimeout(() => setUnavailable(null), UNAVAILABLE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [unavailable]);

  const select = (plan: TPlan) => {
    if (!plan.active) {
      setUnavailable(`${plan.audience}-${plan.id}`);
      return;
    }
    if (user === null || busy) return;
    cookies.set('selectedPlan', plan.id);
    rememberReturn(back);
    checkout.mutate({ plan: plan.id, email: user.email, audience: plan.audience });
  };

  const shown = (plans.data ?? []).filter((plan) => plan.audience === audience);
  return (
    <section className="pricing" data-testid="pricing-screen" aria-labelledby="pricing-title">
      <header className="pricing__header">
        <h1 id="pricing-title" className="pricing__title" data-testid="pricing-title">
          {t('pricing.title')}
        </h1>
        <p className="pricing__lead">{t('pricing.lead')}</p>
        {justRegistered(user?.email) && (
          <p className="form-alert form-alert--success" role="status" data-testid="registration-check-mail">
            {t('auth.checkMail')}
          </p>
        )}
        <AudienceToggle value={audience} onChange={setAudience} />
        {returnPath && (
          <p className="pricing__back">
            <button
              type="button"
              className="button button--quiet"
              data-testid="back-to-chat"
              onClick={() => void navigate(returnPath)}
            >
              {t('pricing.backToChat')}
            </button>
          </p>
        )}
      </header>
      {plans.isPending && <Spinner />}
      {plans.isError && (
        <p className="form-alert form-alert--error" role="alert">
          {t('pricing.loadError')}
        </p>
      )}
      <div className="pricing__grid">
        {shown.map((plan) => (
          <PlanCard
            key={`${plan.audience}-${plan.id}`}
            plan={plan}
            busy={busy}
            showUnavailable={unavailable === `${plan.audience}-${plan.id}`}
            onSelect={select}
          />
        ))}
      </div>
    </section>
  );
}
