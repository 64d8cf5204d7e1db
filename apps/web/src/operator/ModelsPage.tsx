import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { NoModelBanner } from '../chat/NoModelBanner';
import { Spinner } from '../components/Spinner';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { useOperatorAccess } from '../trading/useTradingAccess';
import { useUser } from '../user/userContext';
import { AddConnectionForm } from './AddConnectionForm';
import { ConnectionCard } from './ConnectionCard';
import { modelEndpoints } from './modelEndpoints';
import { NewsFeeds } from './NewsFeeds';
import { OperatorsSection } from './OperatorsSection';
import { usdText } from './modelSettings';
import { operatorKeys } from './queryKeys';
import { OperatorNav } from './console/OperatorNav';
import './operator.css';
import './models.css';

/**
 * `/operator/models` (docs/chat.md, "Connect a model"), loaded only when opened: connect an
 * OpenAI-compatible server, test it, delete it; per model whether users see it, its name, its prices
 * and the one default; each connection's health and whether it was found on this machine; and the
 * news feeds the avatars read, with their last fetch and error (docs/media.md).
 * Operators only (the admin routes refuse everyone else as well).
 */
export default function ModelsPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const access = useOperatorAccess(user?.email ?? '');
  if (access.pending) return <Spinner />;
  return (
    <article className="operator-page" data-testid="operator-models" aria-labelledby="operator-models-title">
      {access.operator && <OperatorNav />}
      <p className="info-page__eyebrow">{t('models.eyebrow')}</p>
      <h1 id="operator-models-title" className="info-page__title">
        {t('models.title')}
      </h1>
      {access.operator ? (
        <>
          <Connections />
          <NewsFeeds />
          <OperatorsSection />
        </>
      ) : (
        <p className="form-alert form-alert--error" role="alert" data-testid="operator-not-allowed">
          {t('operator.notAllowed')}
        </p>
      )}
    </article>
  );
}

function Connections() {
  const { t } = useTranslation();
  const text = useMessageText();
  const list = useQuery({
    // Every change on the page invalidates it, and the picker's list (useModelMutations).
    queryKey: operatorKeys.modelConnections(),
    queryFn: ({ signal }) => api.call(modelEndpoints.list, {}, { signal }),
  });
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <p className="form-alert form-alert--error" role="alert">
        {text(errorMessage(serverErrorOf(list.error)))}
      </p>
    );
  const { connections, offline, modelConnected, currentDefault } = list.data;
  return (
    <>
      <NoModelBanner connected={modelConnected} link={false} />
      <p className="info-page__lead">{t('models.lead')}</p>
      <p className="operator-note" data-testid="offline-price">
        {t('models.offline', {
          input: usdText(offline.inputMicroUsdPerMillion),
          output: usdText(offline.outputMicroUsdPerMillion),
        })}
      </p>
      <AddConnectionForm />
      <section className="operator-section" aria-label={t('models.title')}>
        {connections.length === 0 ? (
          <p className="operator-empty" data-testid="connections-empty">
            {t('models.empty')}
          </p>
        ) : (
          <ol className="model-connections">
            {connections.map((c) => (
              <ConnectionCard key={c.id} connection={c} currentDefault={currentDefault} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
