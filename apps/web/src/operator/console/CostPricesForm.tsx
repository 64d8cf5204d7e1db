import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCostPrices } from '@avatara/contracts/usage';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { consoleKeys } from './consoleKeys';
import { usageEndpoints } from './endpoints';
import { ErrorLine } from './ErrorLine';
import { ReasonField } from './ReasonField';

const FIELDS = ['imageUsd', 'azure', 'espeak'] as const;
type Field = (typeof FIELDS)[number];

/**
 * What a picture and 1,000 spoken characters cost this server (`PUT /admin/usage/costs`, with a
 * reason; audited). The models' cost prices are set on the Models page.
 */
export function CostPricesForm() {
  const { t } = useTranslation();
  const id = useId();
  const costs = useQuery({
    queryKey: consoleKeys.costs(),
    queryFn: ({ signal }) => api.call(usageEndpoints.costs, {}, { signal }),
  });
  return (
    <section className="operator-section" aria-labelledby={`${id}-title`} data-testid="cost-prices">
      <h2 id={`${id}-title`}>{t('console.costs.title')}</h2>
      <p className="operator-note">{t('console.costs.lead')}</p>
      {costs.isPending ? (
        <Spinner />
      ) : costs.isError ? (
        <ErrorLine error={costs.error} />
      ) : (
        <PricesForm prices={costs.data} />
      )}
    </section>
  );
}

function PricesForm({ prices }: { prices: TCostPrices }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    imageUsd: String(prices.imageUsd),
    azure: String(prices.speechPer1000Usd.azure),
    espeak: String(prices.speechPer1000Usd.espeak),
  }));
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (body: {
      imageUsd: number;
      speechPer1000Usd: { azure: number; espeak: number };
      reason: string;
    }) => api.call(usageEndpoints.setCosts, { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(consoleKeys.costs(), saved);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: consoleKeys.usageAll() });
      await queryClient.invalidateQueries({ queryKey: consoleKeys.audit() });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = (f: Field) => Number(values[f].replace(',', '.'));
    const ok = FIELDS.every(
      (f) => values[f].trim() !== '' && Number.isFinite(n(f)) && n(f) >= 0 && n(f) <= 100,
    );
    setInvalid(!ok || reason.trim() === '');
    if (ok && reason.trim() !== '')
      save.mutate({
        imageUsd: n('imageUsd'),
        speechPer1000Usd: { azure: n('azure'), espeak: n('espeak') },
        reason: reason.trim(),
      });
  };
  return (
    <form className="console-card account-form" noValidate onSubmit={submit}>
      <div className="console-filters">
        {FIELDS.map((f) => (
          <label key={f} className="form-field">
            <span className="form-field__label">{t(`console.costs.${f}`)}</span>
            <input
              className="form-field__input"
              inputMode="decimal"
              value={values[f]}
              data-testid={`cost-${f}`}
              onChange={(e) => setValues({ ...values, [f]: e.target.value })}
            />
          </label>
        ))}
      </div>
      <ReasonField value={reason} onChange={setReason} testId="cost-reason" />
      {invalid && (
        <p className="form-alert form-alert--error" role="alert">
          {t('console.actions.invalid')}
        </p>
      )}
      <ErrorLine error={save.error} />
      {save.isSuccess && (
        <p className="form-alert form-alert--success" role="status">
          {t('console.actions.done')}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={save.isPending}
        data-testid="cost-save"
      >
        {t('console.costs.save')}
      </button>
    </form>
  );
}
