import { useId } from 'react';
import { parseTickSpacing, TICK_SPACING_MAX, TICK_SPACING_MIN } from './tickSpacing';

interface TickSpacingFieldProps {
  /** The text as typed (kept while typing; the chart uses parseTickSpacing of it). */
  value: string;
  onChange: (text: string) => void;
  testId: string;
}

/** 'Tick-Abstand (px)': number input 1–200, step 1; on leaving the field the text shows the value used. */
export function TickSpacingField({ value, onChange, testId }: TickSpacingFieldProps) {
  const id = useId();
  return (
    <label className="tc-field" htmlFor={id}>
      <span className="tc-field__label">Tick-Abstand (px)</span>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={TICK_SPACING_MIN}
        max={TICK_SPACING_MAX}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onChange(String(parseTickSpacing(value)))}
        data-testid={testId}
      />
    </label>
  );
}
