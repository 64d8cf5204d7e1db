import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tradingKeys } from '../queryKeys';
import { fieldSpec, type TSettingsTabId } from './catalogue';
import { configToForm, formToConfig, type TFieldErrors, type TSettingsForm } from './form';
import { errorField, failureText, fetchTradingConfig, saveTradingConfig } from './settingsApi';
import { T } from './texts';

/**
 * The settings modal's state (trading-dashboard.md §4 "Trading settings"): loading, loaded (a 404
 * yields an empty form), saving, then `onSaved`; a failure keeps the form and shows the error.
 */
export function useTradingSettings(
  userId: string,
  { onSaved, showTab }: { onSaved: () => void; showTab: (tab: TSettingsTabId) => void },
) {
  const query = useQuery({
    queryKey: tradingKeys.config(userId),
    queryFn: ({ signal }) => fetchTradingConfig(userId, signal),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  // The form follows each newly loaded config (React's "adjust state when a prop changes" pattern).
  const [form, setForm] = useState<TSettingsForm | null>(null);
  const [source, setSource] = useState<Record<string, unknown> | undefined>(undefined);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  if (query.data !== source) {
    setSource(query.data);
    setForm(query.data ? configToForm(query.data) : null);
    setFieldErrors({});
  }

  const mutation = useMutation({
    mutationFn: (config: Record<string, unknown>) => saveTradingConfig(userId, config),
    onSuccess: onSaved,
    onError: (error) => {
      const field = errorField(error);
      const spec = field ? fieldSpec(field) : undefined;
      if (!spec) return;
      setFieldErrors((e) => ({ ...e, [spec.key]: `${T.serverField}: ${failureText(error, '').detail}` }));
      showTab(spec.tab);
    },
  });

  const setField = (key: string, value: string) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setFieldErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  };

  /** Validates and saves; an invalid field is marked and its tab shown. */
  const save = () => {
    if (!form || mutation.isPending) return;
    const { config, errors } = formToConfig(form);
    setFieldErrors(errors);
    const first = Object.keys(errors)[0];
    const tab = first ? fieldSpec(first)?.tab : undefined;
    if (first) {
      if (tab) showTab(tab);
      return;
    }
    mutation.reset();
    mutation.mutate(config);
  };

  const saveError = mutation.isError
    ? failureText(mutation.error, T.saveFailed)
    : Object.keys(fieldErrors).length > 0
      ? { title: T.fixFields, detail: '' }
      : null;
  return {
    loading: query.isPending,
    loadError: query.isError ? failureText(query.error, T.loadFailed) : null,
    empty: query.isSuccess && Object.keys(query.data).length === 0,
    reload: () => void query.refetch(),
    form,
    setField,
    fieldErrors,
    save,
    saving: mutation.isPending,
    saveError,
  };
}
