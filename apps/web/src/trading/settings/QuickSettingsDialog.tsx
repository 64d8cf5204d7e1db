import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../components/Modal';
import { tradingKeys } from '../queryKeys';
import { FailureAlert } from './FailureAlert';
import { QUICK_GROUPS, fieldSpec } from './catalogue';
import { formatFieldValue, mergeQuick, placeholderOf, type TFieldErrors, type TSettingsForm } from './form';
import { SettingsField } from './SettingsField';
import { failureText, fetchTradingConfig, saveTradingConfig } from './settingsApi';
import { T } from './texts';
import './trading-settings.css';

/** The short field name the spec lists ("Grid_fixedStepPct" → "fixedStepPct"). */
const shortName = (key: string) => key.slice(key.indexOf('_') + 1);

/**
 * The quick settings dialog of the panel (trading-dashboard.md §2 "Settings dialog"): grid, minimum
 * trade, trend following and mean reversion fields, all initially empty. Saving reads the stored
 * config, writes the filled fields over it and PUTs it back (docs/dashboard-settings.md); then it closes.
 */
export function QuickSettingsDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const user = userId.trim() || 'system';
  const [form, setForm] = useState<TSettingsForm>({});
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  // Only for the placeholders (the stored value where there is one); saving reads the config again.
  const stored = useQuery({
    queryKey: tradingKeys.config(user),
    queryFn: ({ signal }) => fetchTradingConfig(user, signal),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const save = useMutation({
    mutationFn: async () => {
      const { config, errors: invalid, changed } = mergeQuick(await fetchTradingConfig(user), form);
      setErrors(invalid);
      if (Object.keys(invalid).length > 0) return false;
      if (changed === 0) {
        setNotice(T.nothingToSave);
        return false;
      }
      await saveTradingConfig(user, config);
      return true;
    },
    onSuccess: (saved) => saved && onClose(),
  });

  const onChange = (key: string, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
    setNotice(null);
  };
  const failure = save.isError
    ? failureText(save.error, T.saveFailed)
    : Object.keys(errors).length > 0
      ? { title: T.fixFields, detail: '' }
      : notice
        ? { title: notice, detail: '' }
        : null;

  return (
    <Modal
      labelledBy="qs-title"
      testId="trading-quick-settings"
      onClose={save.isPending ? undefined : onClose}
      className="ts-modal ts-modal--quick"
    >
      <header className="ts-head">
        <h2 id="qs-title" className="ts-title">
          {T.quickTitle}
        </h2>
        <span className="ts-user__shown" data-testid="qs-user-id">
          {T.userId}: {user}
        </span>
      </header>
      <form
        className="ts-body"
        id="qs-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!save.isPending) save.mutate();
        }}
      >
        <p className="ts-intro">{T.quickIntro}</p>
        {QUICK_GROUPS.map((group) => (
          <fieldset key={group.title} className="ts-section">
            <legend className="ts-section__title">{group.title}</legend>
            <div className="ts-grid">
              {group.keys.map((key) => {
                const spec = fieldSpec(key)!;
                const current = stored.data?.[key];
                return (
                  <SettingsField
                    key={key}
                    spec={spec}
                    prefix="qs"
                    note={shortName(key)}
                    value={form[key] ?? ''}
                    placeholder={
                      current === null || current === undefined
                        ? placeholderOf(spec)
                        : formatFieldValue(spec, current)
                    }
                    error={errors[key]}
                    onChange={(v) => onChange(key, v)}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </form>
      <footer className="ts-foot">
        <FailureAlert failure={failure} testId="qs-error" />
        <button
          type="button"
          className="button button--quiet"
          onClick={onClose}
          disabled={save.isPending}
          data-testid="qs-close"
        >
          {T.close}
        </button>
        <button
          type="submit"
          form="qs-form"
          className="button button--primary"
          disabled={save.isPending}
          data-testid="qs-save"
        >
          {save.isPending ? T.saving : T.save}
        </button>
      </footer>
    </Modal>
  );
}

export default QuickSettingsDialog;
