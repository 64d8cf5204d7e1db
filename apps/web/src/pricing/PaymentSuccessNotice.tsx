import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { cookies } from '../lib/browserCookies';
import { useUser } from '../user/userContext';
import { checkoutReturn, withoutPaymentFlag, type CheckoutReturn } from './paymentSuccess';
import { takeReturn } from './returnTo';

/** How long the message stays unless dismissed. */
const NOTICE_MS = 12_000;

/**
 * The payment-success message (spec §2): shown when the checkout returns with
 * `?paymentSuccess=true` or the `paymentSuccess` cookie — or, for the free plan, which is
 * activated and not paid, `?planActivated=true` with its own message. Then the flag is consumed
 * and the user fetched again, so the fresh plan and balance move the gate on. A top-up started
 * in a chat returns to that chat.
 */
export function PaymentSuccessNotice() {
  const { t } = useTranslation();
  const { refresh } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [kind] = useState<CheckoutReturn>(() =>
    checkoutReturn(location.search, cookies.get('paymentSuccess')),
  );
  const [shown, setShown] = useState(kind !== null);

  useEffect(() => {
    if (!shown) return;
    cookies.remove('paymentSuccess');
    const search = withoutPaymentFlag(window.location.search);
    // A top-up started in a chat goes back to that chat.
    const back = takeReturn();
    if (back !== null) void navigate(back, { replace: true });
    else if (search !== window.location.search) void navigate({ search }, { replace: true });
    void refresh();
    const timer = window.setTimeout(() => setShown(false), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [shown, navigate, refresh]);

  if (!shown) return null;
  return (
    <div
      className="payment-success"
      role="status"
      data-testid="payment-success"
      data-kind={kind ?? undefined}
    >
      <span>{t(kind === 'activated' ? 'pricing.planActivated' : 'pricing.paymentSuccess')}</span>
      <button
        type="button"
        className="payment-success__close"
        aria-label={t('auth.close')}
        onClick={() => setShown(false)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
