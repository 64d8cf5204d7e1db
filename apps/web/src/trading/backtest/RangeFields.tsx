import { BACKTEST_INTERVALS, type TBacktestInterval } from '@avatara/contracts/trading';

interface FieldProps<T> {
  /** The input's id (the label points at it). */
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  testId: string;
}

/** A labelled select of the backtester's candle intervals (backtest and research dialogs). */
export function IntervalField({ id, label, value, onChange, testId }: FieldProps<TBacktestInterval>) {
  return (
    <label className="tc-field" htmlFor={id}>
      <span className="tc-field__label">{label}</span>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as TBacktestInterval)}
        data-testid={testId}
      >
        {BACKTEST_INTERVALS.map((i) => (
          <option key={i} value={i}>
            {i}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled date input (`YYYY-MM-DD`); `max`: the latest day it offers. */
export function DateField({
  id,
  label,
  value,
  onChange,
  testId,
  max,
}: FieldProps<string> & { max?: string }) {
  return (
    <label className="tc-field" htmlFor={id}>
      <span className="tc-field__label">{label}</span>
      <input
        id={id}
        type="date"
        value={value}
        {...(max ? { max } : {})}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
