import type { TModelConnection } from '@avatara/contracts/models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { changedSettings, draftOf, type ModelDraft } from './modelSettings';
import { useConnectionMutations } from './useModelMutations';

/**
 * The models of a connection: per model whether users see it, the name they see, what it costs
 * (USD per million input and output tokens) and the one default for everyone. Saved together;
 * "Make default" applies at once.
 */
export function ModelTable({
  connection: c,
  currentDefault,
}: {
  connection: TModelConnection;
  /** The list name users get when they pick nothing: marked when no operator chose it. */
  currentDefault: string;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { update } = useConnectionMutations(c.id);
  const [drafts, setDrafts] = useState<ModelDraft[]>(() => c.models.map(draftOf));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // The server's answer (after a save, a test or another operator's change) is what is edited next.
  const [source, setSource] = useState(c.models);
  if (source !== c.models) {
    setSource(c.models);
    setDrafts(c.models.map(draftOf));
  }
  const edit = (id: string, patch: Partial<ModelDraft>) => {
    setSaved(false);
    setDrafts((all) => all.map((d) => (d.id === id ? { ...d, ...patch } : d)));
  };
  const save = () => {
    const result = changedSettings(c.models, drafts);
    if ('invalid' in result) return setInvalid(`${result.invalid.id}:${result.invalid.field}`);
    setInvalid(null);
    if (result.settings.length > 0)
      update.mutate({ models: result.settings }, { onSuccess: () => setSaved(true) });
  };
  const cell = (d: ModelDraft, field: 'displayName' | 'input' | 'output', label: string) => (
    <input
      className="model-table__input"
      aria-label={label}
      aria-invalid={invalid === `${d.id}:${field}` || undefined}
      inputMode={field === 'displayName' ? 'text' : 'decimal'}
      value={d[field]}
      onChange={(e) => edit(d.id, { [field]: e.target.value })}
      data-testid={`model-${field}`}
    />
  );
  if (c.models.length === 0) return null;
  return (
    <div className="model-table">
      <div className="table-scroll">
        <table className="cookie-table">
          <thead>
            <tr>
              {(['model', 'displayName', 'shown', 'input', 'output', 'default'] as const).map((k) => (
                <th key={k}>{t(`models.columns.${k}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {drafts.map((d) => {
              const model = c.models.find((x) => x.id === d.id)!;
              return (
                <tr key={d.id} data-testid="model-row" data-name={model.name}>
                  <td data-label={t('models.columns.model')}>
                    <code dir="ltr">{model.modelId}</code>
                    <br />
                    <small dir="ltr">{model.name}</small>
                  </td>
                  <td data-label={t('models.columns.displayName')}>
                    {cell(d, 'displayName', t('models.columns.displayName'))}
                  </td>
                  <td data-label={t('models.columns.shown')}>
                    <input
                      type="checkbox"
                      aria-label={t('models.columns.shown')}
                      checked={d.shown}
                      onChange={(e) => edit(d.id, { shown: e.target.checked })}
                      data-testid="model-shown"
                    />
                  </td>
                  <td data-label={t('models.columns.input')}>
                    {cell(d, 'input', t('models.columns.input'))}
                  </td>
                  <td data-label={t('models.columns.output')}>
                    {cell(d, 'output', t('models.columns.output'))}
                  </td>
                  <td data-label={t('models.columns.default')}>
                    {model.isDefault ? (
                      <span className="badge badge--ok" data-testid="model-default">
                        {t('models.columns.default')}
                      </span>
                    ) : (
                      <>
                        {model.name === currentDefault && (
                          <span
                            className="badge"
                            data-testid="model-default-now"
                            title={t('models.defaultNowHint')}
                          >
                            {t('models.defaultNow')}
                          </span>
                        )}
                        <button
                          type="button"
                          className="button button--quiet button--small"
                          disabled={update.isPending || !model.shown}
                          onClick={() => update.mutate({ models: [{ id: d.id, isDefault: true }] })}
                          data-testid="model-make-default"
                        >
                          {t('models.actions.makeDefault')}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {invalid && (
        <p className="form-alert form-alert--error" role="alert">
          {t('models.invalid')}
        </p>
      )}
      {update.isError && (
        <p className="form-alert form-alert--error" role="alert">
          {text(errorMessage(serverErrorOf(update.error)))}
        </p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={update.isPending}
          onClick={save}
          data-testid="models-save"
        >
          {update.isPending ? t('models.actions.saving') : t('models.actions.save')}
        </button>
        {saved && (
          <span className="operator-note" role="status">
            {t('models.saved')}
          </span>
        )}
      </div>
    </div>
  );
}
