import { STRATEGY_NAMES, type TStrategyName } from '@avatara/contracts/trading';
import { useId } from 'react';
import { clampInt } from '../numbers';
import { parseQuotaInput, type TBacktestPrefs } from './storage';
import { BACKTEST_LABELS as L } from './texts';

interface AllocationPanelProps {
  prefs: TBacktestPrefs;
  onChange: (prefs: TBacktestPrefs) => void;
}

/**
 * Total allocation (0–100 %, default 100) and the strategy table: an on/off switch and a whole
 * percent (0–100, empty = the configured quota) per strategy. Remembered by the caller.
 */
export function AllocationPanel({ prefs, onChange }: AllocationPanelProps) {
  const id = useId();
  const setEnabled = (s: TStrategyName, on: boolean) =>
    onChange({ ...prefs, enabled: { ...prefs.enabled, [s]: on } });
  const setQuota = (s: TStrategyName, text: string) => {
    const next = { ...prefs.strategyQuotaPct };
    const v = parseQuotaInput(text);
    if (v === undefined) delete next[s];
    else next[s] = v;
    onChange({ ...prefs, strategyQuotaPct: next });
  };
  return (
    <fieldset className="bt-alloc">
      <legend className="bt-alloc__title">{L.allocation}</legend>
      <label className="bt-alloc__total" htmlFor={`${id}-total`}>
        <span className="tc-field__label">{L.totalQuota}</span>
        <input
          id={`${id}-total`}
          type="range"
          min={0}
          max={100}
          step={1}
          value={prefs.totalQuotaPct}
          onChange={(e) => onChange({ ...prefs, totalQuotaPct: clampInt(e.target.value, 0, 100, 100) })}
          data-testid="backtest-total-quota"
        />
        <output
          htmlFor={`${id}-total`}
          className="bt-alloc__total-value"
          data-testid="backtest-total-quota-value"
        >
          {prefs.totalQuotaPct} %
        </output>
      </label>
      <table className="bt-table bt-alloc__table" data-testid="backtest-strategies">
        <thead>
          <tr>
            <th scope="col">{L.colOn}</th>
            <th scope="col">{L.colStrategy}</th>
            <th scope="col" className="bt-num">
              {L.colAlloc}
            </th>
          </tr>
        </thead>
        <tbody>
          {STRATEGY_NAMES.map((s) => (
            <tr key={s} data-testid={`backtest-strategy-${s}`}>
              <td>
                <input
                  type="checkbox"
                  role="switch"
                  className="bt-switch"
                  checked={prefs.enabled[s]}
                  onChange={(e) => setEnabled(s, e.target.checked)}
                  aria-label={`${s} an`}
                  data-testid={`backtest-enabled-${s}`}
                />
              </td>
              <td className="bt-alloc__name">{s}</td>
              <td className="bt-num">
                <input
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  className="tc-input bt-alloc__quota"
                  value={prefs.strategyQuotaPct[s] ?? ''}
                  placeholder={L.allocPlaceholder}
                  onChange={(e) => setQuota(s, e.target.value)}
                  aria-label={`${s} ${L.colAlloc}`}
                  data-testid={`backtest-quota-${s}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
