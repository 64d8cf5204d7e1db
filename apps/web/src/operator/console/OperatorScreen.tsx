import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useOperatorAccess } from '../../trading/useTradingAccess';
import { useUser } from '../../user/userContext';
import { OperatorNav } from './OperatorNav';
import '../operator.css';
import './console.css';

interface OperatorScreenProps {
  testId: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

/**
 * The frame of a console screen: the tabs, eyebrow, title and lead, and the screen itself for
 * operators only (the admin routes refuse everyone else as well).
 */
export function OperatorScreen({ testId, title, lead, children }: OperatorScreenProps) {
  const { t } = useTranslation();
  const { user } = useUser();
  const access = useOperatorAccess(user?.email ?? '');
  if (access.pending) return <Spinner />;
  return (
    <article className="operator-page console" data-testid={testId} aria-labelledby={`${testId}-title`}>
      {access.operator && <OperatorNav />}
      <p className="info-page__eyebrow">{t('operator.eyebrow')}</p>
      <h1 id={`${testId}-title`} className="info-page__title">
        {title}
      </h1>
      {access.operator ? (
        <>
          {lead && <p className="info-page__lead">{lead}</p>}
          {children}
        </>
      ) : (
        <p className="form-alert form-alert--error" role="alert" data-testid="operator-not-allowed">
          {t('operator.notAllowed')}
        </p>
      )}
    </article>
  );
}
