import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { SHIFT_LIMITS } from '../../stock/print-options';
import type { PrintShift } from '../../stock/stock-geometry';
import { TextField } from '../../ui/form-field';
import { figureFrom } from '../../ui/typed-figure';
import { UNIT_SYMBOLS } from './figures';

type PrinterShiftFieldsProps = { shift: PrintShift; onShift: (shift: PrintShift) => void };

const FIELDS = [
  { key: 'rightMm', label: msg`Shift print right`, hint: msg`negative moves it left` },
  { key: 'downMm', label: msg`Shift print down`, hint: msg`negative moves it up` },
] as const;

/** The shift's problem in words, or null: a number from −5 to 5 mm, to a tenth of a millimetre. */
const shiftProblem = (text: string): MessageDescriptor | null => {
  const value = figureFrom(text);
  if (Number.isNaN(value)) return msg`Enter a number of millimetres, such as 1.5 or -0.5.`;
  if (value < SHIFT_LIMITS.minMm || value > SHIFT_LIMITS.maxMm) return msg`Enter a shift from −5 to 5 mm.`;
  if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-9) return msg`Enter the shift to a tenth of a millimetre, such as 1.5.`;
  return null;
};

/** "Shift print right" and "Shift print down", in mm: moves every label of the sheet to match the printer. */
export function PrinterShiftFields({ shift, onShift }: PrinterShiftFieldsProps) {
  const { t, i18n } = useLingui();
  const unit = i18n._(UNIT_SYMBOLS.mm);
  return (
    <Row>
      {FIELDS.map(({ key, label, hint }) => {
        const name = i18n._(label);
        return (
          <ShiftField
            key={key}
            label={t({ message: `${name} (${unit})`, comment: 'A size field’s name, then its unit’s symbol (mm or in)' })}
            hint={i18n._(hint)}
            value={shift[key]}
            onValue={(mm) => onShift({ ...shift, [key]: mm })}
          />
        );
      })}
    </Row>
  );
}

type ShiftFieldProps = { label: string; hint: string; value: number; onValue: (mm: number) => void };

/** One shift, kept as typed (so "-" or "1." can be on the way to a number) and applied once it is a valid one. */
function ShiftField({ label, hint, value, onValue }: ShiftFieldProps) {
  const { i18n } = useLingui();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Another stock chosen: its own remembered shift replaces what was typed.
  if (value !== shown) {
    setShown(value);
    setText(String(value));
  }
  const problem = shiftProblem(text);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={SHIFT_LIMITS.minMm}
      max={SHIFT_LIMITS.maxMm}
      step={SHIFT_LIMITS.stepMm}
      value={text}
      title={hint}
      error={problem === null ? undefined : i18n._(problem)}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (shiftProblem(next) === null) {
          const mm = Math.round(figureFrom(next) * 10) / 10;
          setShown(mm);
          onValue(mm);
        }
      }}
    />
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
`;
