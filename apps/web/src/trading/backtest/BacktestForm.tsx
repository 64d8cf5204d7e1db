import { BACKTEST_INTERVALS, type TBacktestInterval } from '@avatara/contracts/trading';
import { useId } from 'react';
import { TickSpacingField } from '../charts/TickSpacingField';
import { QUICK_RANGES, type TQuickRangeKey } from './range';
import { BACKTEST_LABELS as L } from './texts';

export interface TBacktestFormValues {
  symbol: string;
  interval: TBacktestInterval;
  from: string;
  to: string;
  tickSpacing: string;
}

interface BacktestFormProps {
  values: TBacktestFormValues;
  /** Latest day the end may be (yesterday, UTC): the date inputs' max. */
  maxDay: string;
  onChange: (patch: Partial<TBacktestFormValues>) => void;
  onQuickRange: (key: TQuickRangeKey) => void;
}

/** Symbol, interval, Von/Bis, tick spacing and the quick ranges of §4. */
export function BacktestForm({ values, maxDay, onChange, onQuickRange }: BacktestFormProps) {
  const id = useId();
  return (
    <fieldset className="bt-form">
      <legend className="visually-hidden">{L.title}</legend>
      <div className="tc-row">
        <label className="tc-field" htmlFor={`${id}-symbol`}>
          <span className="tc-field__label">{L.symbol}</span>
          <input
            id={`${id}-symbol`}
            className="bt-form__symbol"
            value={values.symbol}
            maxLength={15}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => onChange({ symbol: e.target.value })}
            data-testid="backtest-symbol"
          />
        </label>
        <label className="tc-field" htmlFor={`${id}-interval`}>
          <span className="tc-field__label">{L.interval}</span>
          <select
            id={`${id}-interval`}
            value={values.interval}
            onChange={(e) => onChange({ interval: e.target.value as TBacktestInterval })}
            data-testid="backtest-interval"
          >
            {BACKTEST_INTERVALS.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </label>
        <TickSpacingField
          value={values.tickSpacing}
          onChange={(tickSpacing) => onChange({ tickSpacing })}
          testId="backtest-tick-spacing"
        />
      </div>
      <div className="tc-row bt-form__dates">
        <label className="tc-field" htmlFor={`${id}-from`}>
          <span className="tc-field__label">{L.from}</span>
          <input
            id={`${id}-from`}
            type="date"
            value={values.from}
            max={maxDay}
            onChange={(e) => onChange({ from: e.target.value })}
            data-testid="backtest-from"
          />
        </label>
        <label className="tc-field" htmlFor={`${id}-to`}>
          <span className="tc-field__label">{L.to}</span>
          <input
            id={`${id}-to`}
            type="date"
            value={values.to}
            max={maxDay}
            onChange={(e) => onChange({ to: e.target.value })}
            data-testid="backtest-to"
          />
        </label>
      </div>
      <div className="bt-form__quick" role="group" aria-label={L.quickRanges}>
        <span className="tc-field__label">{L.quickRanges}</span>
        <div className="tc-row">
          {QUICK_RANGES.map((q) => (
            <button
              key={q.key}
              type="button"
              className="tc-button tc-button--small"
              onClick={() => onQuickRange(q.key)}
              data-testid={`backtest-quick-${q.key}`}
            >
              {q.label}
            </button>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
