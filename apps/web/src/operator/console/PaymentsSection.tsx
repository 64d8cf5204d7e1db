import type { TAdminPayment, TAdminUserDetail } from '@avatara/contracts/admin-users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { adminUserEndpoints } from './endpoints';
import { ErrorLine } from './ErrorLine';
import { usd, when } from './format';
import { ReasonField } from './ReasonField';
import { useUserAction } from './useUserAction';

/** The account's checkouts; a paid one can be refunded in full, with a reason. */
export function PaymentsSection({ user }: { user: TAdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [refunding, setRefunding] = useState<TAdminPayment | null>(null);
  return (
    <section className="operator-section" data-testid="user-payments">
      <h2>{t('console.user.payments')}</h2>
      {user.payments.length === 0 ? (
        <p className="operator-empty">{t('console.user.noPayments')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('console.when')}</th>
                <th scope="col">{t('console.user.plans')}</th>
                <th scope="col" className="num">
                  {t('console.user.price')}
                </th>
                <th scope="col">{t('console.user.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.actions.refund')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {user.payments.map((p) => (
                <tr key={p.id} data-testid="payment-row">
                  <td className="nowrap">{when(p.paidAt ?? p.createdAt, locale)}</td>
                  <td>
                    {p.plan} · {p.audience} · {p.provider}
                  </td>
                  <td className="num">{usd(p.priceUsd, locale)}</td>
                  <td>{t(`console.payment.${p.status}`)}</td>
                  <td>
                    {p.refundable && (
                      <button
                        type="button"
                        className="button button--quiet"
                        data-testid="payment-refund"
                        onClick={() => setRefunding(p)}
                      >
                        {t('console.actions.refund')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {refunding && <RefundForm user={user} payment={refunding} onClose={() => setRefunding(null)} />}
    </section>
  );
}

function RefundForm({
  user,
  payment,
  onClose,
}: {
  user: TAdminUserDetail;
  payment: TAdminPayment;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const refund = useUserAction(
    user.id,
    () =>
      api.call(adminUserEndpoints.refund, {
        params: { id: user.id, checkoutId: payment.id },
        body: { reason: reason.trim() },
      }),
    onClose,
  );
  return (
    <form
      className="console-card account-form"
      noValidate
      data-testid="refund-form"
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(reason.trim() === '');
        if (reason.trim() !== '') refund.mutate(undefined);
      }}
    >
      <h3>
        {t('console.actions.refundOf', { price: usd(payment.priceUsd, i18n.language), plan: payment.plan })}
      </h3>
      <ReasonField value={reason} onChange={setReason} testId="refund-reason" />
      {missing && (
        <p className="form-alert form-alert--error" role="alert">
          {t('console.actions.reasonRequired')}
        </p>
      )}
      <ErrorLine error={refund.error} testId="refund-error" />
      <div className="console-buttons">
        <button
          type="submit"
          className="button button--danger"
          disabled={refund.isPending}
          data-testid="refund-submit"
        >
          {t('console.actions.refund')}
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('console.actions.cancel')}
        </button>
      </div>
    </form>
  );
}
