import type { TModelConnection } from '@avatara/contracts/models';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { ConnectionSettings } from './ConnectionSettings';
import { ModelTable } from './ModelTable';
import { useConnectionMutations } from './useModelMutations';

/** Where a connection came from, as its badge says it. */
function sourceKey(c: TModelConnection) {
  if (c.source === 'discovered')
    return c.onThisMachine ? 'models.source.discovered' : 'models.source.discoveredRemote';
  return c.source === 'env' ? 'models.source.env' : 'models.source.operator';
}

/** One connection: name, address, where it came from, health (last error and time), key, actions and models. */
export function ConnectionCard({
  connection: c,
  currentDefault,
}: {
  connection: TModelConnection;
  /** The list name users get when they pick nothing (`currentDefault`). */
  currentDefault: string;
}) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const m = useConnectionMutations(c.id);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const failed = [m.test, m.remove].find((x) => x.isError);
  const remove = () => {
    if (window.confirm(t('models.actions.confirmDelete', { name: c.name }))) m.remove.mutate();
  };
  return (
    <li className="model-connection" data-testid="model-connection" data-health={c.health.status}>
      <div className="model-connection__head">
        <h3>
          <bdi>{c.name}</bdi>
        </h3>
        <span className="badge badge--ok" data-testid="connection-source">
          {t(sourceKey(c))}
        </span>
        <span
          className={`badge ${c.health.status === 'down' ? 'badge--warn' : 'badge--ok'}`}
          data-testid="connection-health"
        >
          {t(`models.health.${c.health.status}`)}
        </span>
      </div>
      <p className="model-connection__facts">
        <code dir="ltr">{c.baseUrl}</code> · {c.hasApiKey ? t('models.key.set') : t('models.key.none')}
      </p>
      {c.health.lastError && c.health.lastErrorAt && (
        <p className="model-connection__error" data-testid="connection-error">
          {t('models.health.lastError', { time: when(c.health.lastErrorAt), error: c.health.lastError })}
        </p>
      )}
      {c.health.lastSuccessAt && (
        <p className="operator-note">
          {t('models.health.lastSuccess', { time: when(c.health.lastSuccessAt) })}
        </p>
      )}
      {c.source === 'env' && <p className="operator-note">{t('models.envNote')}</p>}
      <div className="button-row">
        <button
          type="button"
          className="button button--quiet button--small"
          disabled={m.test.isPending}
          onClick={() => m.test.mutate()}
          data-testid="connection-test"
        >
          {m.test.isPending ? t('models.actions.testing') : t('models.actions.test')}
        </button>
        {c.source !== 'env' && (
          <button
            type="button"
            className="button button--danger button--small"
            disabled={m.remove.isPending}
            onClick={remove}
            data-testid="connection-delete"
          >
            {t('models.actions.delete')}
          </button>
        )}
      </div>
      {failed && (
        <p className="form-alert form-alert--error" role="alert">
          {text(errorMessage(serverErrorOf(failed.error)))}
        </p>
      )}
      {c.source !== 'env' && <ConnectionSettings connection={c} />}
      <ModelTable connection={c} currentDefault={currentDefault} />
    </li>
  );
}
