import { useState } from 'react';
import { TextField } from '../../ui/form-field';
import { figureFrom } from '../../ui/typed-figure';

const textOf = (value: number): string => (Number.isNaN(value) ? '' : String(value));

const sameFigure = (a: number, b: number): boolean => a === b || (Number.isNaN(a) && Number.isNaN(b));

type CustomSizeFieldProps = {
  label: string;
  value: number;
  error: string | undefined;
  /** "numeric" for counts (columns, rows), "decimal" for lengths. */
  inputMode: 'decimal' | 'numeric';
  onValue: (value: number) => void;
};

/**
 * One figure of the custom size. A text input rather than type="number", which rejects "2,5" and reads "1." as
 * empty. No `name`: the page's early-edits code reads the prerendered form's named controls, and these are not among them.
 */
export function CustomSizeField({ label, value, error, inputMode, onValue }: CustomSizeFieldProps) {
  const [typed, setTyped] = useState(() => textOf(value));
  // The text stays as typed ("1.", "", "-") while it stands for the value; a value set elsewhere (a new unit) replaces it.
  const text = sameFigure(figureFrom(typed), value) ? typed : textOf(value);
  return (
    <TextField
      label={label}
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={false}
      value={text}
      error={error}
      onChange={(event) => {
        setTyped(event.target.value);
        onValue(figureFrom(event.target.value));
      }}
    />
  );
}
