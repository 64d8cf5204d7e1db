import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../auth/FormField';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { useCreateConnection } from './useModelMutations';

const FIELDS = ['name', 'baseUrl', 'apiKey'] as const;

/** Connects a server: name, base URL, optional API key; its models are listed at once (or the field at fault says why not). */
export function AddConnectionForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const formId = useId();
  const [values, setValues] = useState({ name: '', baseUrl: '', apiKey: '' });
  const create = useCreateConnection();
  const failure = create.isError ? serverErrorOf(create.error) : null;
  const message = failure ? text(errorMessage(failure)) : undefined;
  const fieldError = (field: string) => (failure?.field === field ? message : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        name: values.name.trim(),
        baseUrl: values.baseUrl.trim(),
        ...(values.apiKey.trim() ? { apiKey: values.apiKey.trim() } : {}),
      },
      { onSuccess: () => setValues({ name: '', baseUrl: '', apiKey: '' }) },
    );
  };
  return (
    <section className="operator-section" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t('models.add.title')}</h2>
      <form className="model-connect" onSubmit={submit} noValidate data-testid="connect-form">
        {FIELDS.map((field) => (
          <FormField
            key={field}
            formId={formId}
            field={field}
            label={t(`models.add.${field}`)}
            type={field === 'apiKey' ? 'password' : field === 'baseUrl' ? 'url' : 'text'}
            value={values[field]}
            onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
            error={fieldError(field)}
            errorMode="inline"
            autoComplete={field === 'apiKey' ? 'new-password' : 'off'}
            testId={`connect-${field}`}
            required={field !== 'apiKey'}
          />
        ))}
        <p className="operator-note">{t('models.add.baseUrlHint')}</p>
        {failure && !FIELDS.some((f) => f === failure.field) && (
          <p className="form-alert form-alert--error" role="alert">
            {message}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending}
          data-testid="connect-submit"
        >
          {create.isPending ? t('models.add.busy') : t('models.add.submit')}
        </button>
      </form>
    </section>
  );
}
