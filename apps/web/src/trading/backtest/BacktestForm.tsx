import type { TBacktestInterval } from '@avatara/contracts/trading';
import { useId } from 'react';
import { TickSpacingField } from '../charts/TickSpacingField';
import { QUICK_RANGES, type TQuickRangeKey } from './range';
import { DateField, IntervalField } from './RangeFields';
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
        <IntervalField
          id={`${id}-interval`}
          label={L.interval}
          value={values.interval}
          onChange={(interval) => onChange({ interval })}
          testId="backtest-interval"
        />
        <TickSpacingField
          value={values.tickSpacing}
          onChange={(tickSpacing) => onChange({ tickSpacing })}
          testId="backtest-tick-spacing"
        />
      </div>
      <div className="tc-row bt-form__dates">
        <DateField
          id={`${id}-from`}
          label={L.from}
          value={values.from}
          max={maxDay}
          onChange={(from) => onChange({ from })}
          testId="backtest-from"
        />
        <DateField
          id={`${id}-to`}
          label={L.to}
          value={values.to}
          max={maxDay}
          onChange={(to) => onChange({ to })}
          testId="backtest-to"
        />
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
