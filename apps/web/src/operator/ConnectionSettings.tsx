import type { TModelConnection } from '@avatara/contracts/models';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../auth/FormField';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { useConnectionMutations } from './useModelMutations';

/** A connection's name, address and key, changed (a new address or key is tried before it is kept). */
export function ConnectionSettings({ connection: c }: { connection: TModelConnection }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const formId = useId();
  const [name, setName] = useState(c.name);
  const [baseUrl, setBaseUrl] = useState(c.baseUrl);
  const [apiKey, setApiKey] = useState('');
  const [clearKey, setClearKey] = useState(false);
  const { update } = useConnectionMutations(c.id);
  const failure = update.isError ? serverErrorOf(update.error) : null;
  const message = failure ? text(errorMessage(failure)) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const key = clearKey ? '' : apiKey.trim();
    update.mutate(
      {
        ...(name.trim() !== c.name ? { name: name.trim() } : {}),
        ...(baseUrl.trim() !== c.baseUrl ? { baseUrl: baseUrl.trim() } : {}),
        ...(clearKey || key !== '' ? { apiKey: key } : {}),
      },
      { onSuccess: () => (setApiKey(''), setClearKey(false)) },
    );
  };
  return (
    <details className="model-connection__settings">
      <summary>{t('models.actions.edit')}</summary>
      <form onSubmit={submit} noValidate className="model-connect">
        <FormField
          formId={formId}
          field="name"
          label={t('models.add.name')}
          value={name}
          onChange={setName}
          error={failure?.field === 'name' ? message : undefined}
          errorMode="inline"
          testId="settings-name"
        />
        <FormField
          formId={formId}
          field="baseUrl"
          label={t('models.add.baseUrl')}
          type="url"
          value={baseUrl}
          onChange={setBaseUrl}
          error={failure?.field === 'baseUrl' ? message : undefined}
          errorMode="inline"
          testId="settings-baseUrl"
        />
        <FormField
          formId={formId}
          field="apiKey"
          label={`${t('models.key.new')} — ${t('models.key.keep')}`}
          type="password"
          value={apiKey}
          onChange={setApiKey}
          autoComplete="new-password"
          error={failure?.field === 'apiKey' ? message : undefined}
          errorMode="inline"
          testId="settings-apiKey"
        />
        {c.hasApiKey && (
          <label className="model-check">
            <input type="checkbox" checked={clearKey} onChange={(e) => setClearKey(e.target.checked)} />
            {t('models.key.clear')}
          </label>
        )}
        {failure && !['name', 'baseUrl', 'apiKey'].includes(failure.field ?? '') && (
          <p className="form-alert form-alert--error" role="alert">
            {message}
          </p>
        )}
        <button type="submit" className="button button--quiet button--small" disabled={update.isPending}>
          {update.isPending ? t('models.actions.saving') : t('models.actions.save')}
        </button>
      </form>
    </details>
  );
}
