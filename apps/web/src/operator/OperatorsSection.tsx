import { operatorEndpoints } from '@avatara/contracts/http/operators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { Spinner } from '../components/Spinner';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { operatorKeys } from './queryKeys';

/**
 * Who runs this server (docs/accounts.md "Operators"): the operators, a form that names another by
 * the email of their account, and revoking a granted role (never the last one's).
 */
export function OperatorsSection() {
  const { t } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const list = useQuery({
    queryKey: operatorKeys.operators(),
    queryFn: ({ signal }) => api.call(operatorEndpoints.list, {}, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: operatorKeys.operators() });
  const grant = useMutation({
    mutationFn: (address: string) => api.call(operatorEndpoints.grant, { body: { email: address } }),
    onSuccess: async () => {
      setEmail('');
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (operatorId: string) => api.call(operatorEndpoints.revoke, { params: { id: operatorId } }),
    onSuccess: refresh,
  });
  const failure = grant.error ?? revoke.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== '' && !grant.isPending) grant.mutate(email.trim());
  };

  return (
    <section className="operator-section" aria-labelledby={`${id}-title`} data-testid="operators">
      <h2 id={`${id}-title`}>{t('operator.operators.title')}</h2>
      <p className="operator-note">{t('operator.operators.lead')}</p>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {text(errorMessage(serverErrorOf(list.error)))}
        </p>
      ) : (
        <ul className="operator-list" data-testid="operators-list">
          {list.data.operators.map((o) => (
            <li key={o.id} data-testid="operator-row">
              <span>
                {o.name} &lt;{o.email}&gt;
              </span>{' '}
              {o.source === 'config' ? (
                <span className="operator-note">{t('operator.operators.config')}</span>
              ) : (
                <button
                  type="button"
                  className="button button--quiet"
                  data-testid="operator-revoke"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(o.id)}
                >
                  {t('operator.operators.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="account-form" noValidate onSubmit={submit}>
        <div className="form-field">
          <label htmlFor={`${id}-email`} className="form-field__label">
            {t('operator.operators.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className="form-field__input"
            value={email}
            autoComplete="off"
            data-testid="operator-grant-email"
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="button button--primary"
          data-testid="operator-grant"
          disabled={grant.isPending}
        >
          {t('operator.operators.grant')}
        </button>
      </form>
      {failure && (
        <p className="form-alert form-alert--error" role="alert" data-testid="operators-error">
          {text(errorMessage(serverErrorOf(failure)))}
        </p>
      )}
    </section>
  );
}
