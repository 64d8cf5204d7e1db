import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { AdminTab } from './AdminTab';
import { FailureAlert } from './FailureAlert';
import { SETTINGS_FIELDS, SETTINGS_SECTIONS, SETTINGS_TABS, type TSettingsTabId } from './catalogue';
import type { TFieldErrors, TSettingsForm } from './form';
import { SettingsField } from './SettingsField';
import { T } from './texts';
import { useTradingSettings } from './useTradingSettings';
import './trading-settings.css';

/** The settings default to 'system' (trading-dashboard.md §1, §6) when no user id is given. */
const userIdOr = (id: string) => id.trim() || 'system';

/**
 * The full trading settings modal (trading-dashboard.md §2, §4, §5, §8): a user-id field, the tabs
 * Admin, Allgemein, Signals & Correlations, Filter / Guards, DCA, Mean Reversion, Trendfolge and
 * Grid, and the footer Close / Save ('Speichere…' while saving). Saving closes the modal.
 */
export function TradingSettingsModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [userIdInput, setUserIdInput] = useState(() => userIdOr(userId));
  const [activeUser, setActiveUser] = useState(() => userIdOr(userId));
  const [tab, setTab] = useState<TSettingsTabId>('general');
  const s = useTradingSettings(activeUser, { onSaved: onClose, showTab: setTab });

  const loadUser = (event: FormEvent) => {
    event.preventDefault();
    const next = userIdOr(userIdInput);
    setUserIdInput(next);
    if (next === activeUser) s.reload();
    else setActiveUser(next);
  };

  const errorCount = (id: TSettingsTabId) =>
    SETTINGS_FIELDS.filter((f) => f.tab === id && s.fieldErrors[f.key]).length;

  return (
    <Modal
      labelledBy="ts-title"
      testId="trading-settings"
      onClose={s.saving ? undefined : onClose}
      className="ts-modal"
    >
      <header className="ts-head">
        <h2 id="ts-title" className="ts-title">
          {T.title}
        </h2>
        <form className="ts-user" onSubmit={loadUser}>
          <label htmlFor="ts-user-id">{T.userId}</label>
          <input
            id="ts-user-id"
            data-testid="ts-user-id"
            className="ts-input"
            value={userIdInput}
            onChange={(e) => setUserIdInput(e.target.value)}
            title={T.userIdHint}
            spellCheck={false}
          />
          <button
            type="submit"
            className="button button--quiet button--small"
            data-testid="ts-user-load"
            disabled={s.saving}
          >
            {T.load}
          </button>
        </form>
      </header>
      <div className="ts-tabs" role="tablist" aria-label={T.title}>
        {SETTINGS_TABS.map((t) => {
          const errors = t.id === 'admin' ? 0 : errorCount(t.id);
          return (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`ts-tab-${t.id}`}
              data-testid={`ts-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls="ts-body"
              className={`ts-tab${tab === t.id ? ' ts-tab--active' : ''}`}
              onClick={() => setTab(t.id)}
            >
              {t.label}
              {errors > 0 && (
                <span className="ts-tab__errors" title={T.tabErrors(errors)}>
                  {errors}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        className="ts-body"
        id="ts-body"
        role="tabpanel"
        aria-labelledby={`ts-tab-${tab}`}
        data-testid="ts-body"
      >
        {/* The Admin tab stays mounted, so a running job keeps its progress while another tab is shown. */}
        <div hidden={tab !== 'admin'}>
          <AdminTab />
        </div>
        {tab !== 'admin' && (
          <ConfigTab
            tab={tab}
            loading={s.loading}
            empty={s.empty}
            form={s.form}
            errors={s.fieldErrors}
            onChange={s.setField}
          />
        )}
      </div>
      <footer className="ts-foot">
        <FailureAlert failure={s.loadError ?? s.saveError} testId="ts-error" />
        {s.loadError && (
          <button type="button" className="button button--quiet" onClick={s.reload} data-testid="ts-retry">
            {T.retry}
          </button>
        )}
        <button
          type="button"
          className="button button--quiet"
          onClick={onClose}
          disabled={s.saving}
          data-testid="ts-close"
        >
          {T.close}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={s.save}
          disabled={!s.form || s.saving}
          data-testid="ts-save"
        >
          {s.saving ? T.saving : T.save}
        </button>
      </footer>
    </Modal>
  );
}

interface ConfigTabProps {
  tab: Exclude<TSettingsTabId, 'admin'>;
  loading: boolean;
  empty: boolean;
  form: TSettingsForm | null;
  errors: TFieldErrors;
  onChange: (key: string, value: string) => void;
}

/** The fields of one config tab, section by section. */
function ConfigTab({ tab, loading, empty, form, errors, onChange }: ConfigTabProps) {
  if (loading) {
    return (
      <p className="ts-note ts-loading" data-testid="ts-loading" role="status">
        {T.loading}
      </p>
    );
  }
  if (!form) return null;
  return (
    <div className="ts-config" data-testid={`ts-panel-${tab}`}>
      <p className="ts-intro">
        {empty && (
          <span className="ts-empty" data-testid="ts-empty">
            {T.emptyForm}{' '}
          </span>
        )}
        {T.emptyMeansDefault}
      </p>
      {SETTINGS_SECTIONS[tab].map((section) => (
        <fieldset key={section.title} className="ts-section">
          <legend className="ts-section__title">{section.title}</legend>
          <div className="ts-grid">
            {section.fields.map((spec) => (
              <SettingsField
                key={spec.key}
                spec={spec}
                prefix="ts"
                value={form[spec.key] ?? ''}
                error={errors[spec.key]}
                onChange={(v) => onChange(spec.key, v)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

export default TradingSettingsModal;
