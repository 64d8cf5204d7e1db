import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Spinner';
import { useOperatorAccess } from '../trading/useTradingAccess';
import { useUser } from '../user/userContext';
import { ReferralCounts } from './ReferralCounts';
import { ReportQueue } from './ReportQueue';
import { OperatorNav } from './console/OperatorNav';
import './operator.css';

/**
 * `/operator/safety` (docs/safety.md), loaded only when opened: the queue of reported replies and
 * the crisis referral counts for the yearly report. Operators only (`GET /trading/access`); the
 * admin routes refuse everyone else as well.
 */
export default function SafetyPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const access = useOperatorAccess(user?.email ?? '');
  if (access.pending) return <Spinner />;
  return (
    <article className="operator-page" data-testid="operator-safety" aria-labelledby="operator-safety-title">
      {access.operator && <OperatorNav />}
      <p className="info-page__eyebrow">{t('operator.eyebrow')}</p>
      <h1 id="operator-safety-title" className="info-page__title">
        {t('operator.title')}
      </h1>
      {access.operator ? (
        <>
          <p className="info-page__lead">{t('operator.lead')}</p>
          <ReportQueue />
          <ReferralCounts />
        </>
      ) : (
        <p className="form-alert form-alert--error" role="alert" data-testid="operator-not-allowed">
          {t('operator.notAllowed')}
        </p>
      )}
    </article>
  );
}
