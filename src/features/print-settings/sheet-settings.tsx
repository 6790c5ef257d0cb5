import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { PrintOptions } from '../../stock/print-options';
import { slotCount } from '../../stock/stock-geometry';
import { faceSizeText } from '../../stock/stock-names';
import { stockOf } from '../../stock/stock-of';
import { SelectField } from '../../ui/form-field';
import { SETTINGS_CONTROL } from './early-settings';
import { AlignmentTestButton } from './alignment-test-button';
import { figureIn } from './figures';
import type { PrintSettings } from './print-settings';
import { PrinterShiftFields } from './printer-shift-fields';
import { SheetDiagram } from './sheet-diagram';
import { slotPosition } from './slot-names';

export type SheetSettingsProps = { options: PrintOptions; settings: PrintSettings };

/**
 * A sheet's own settings: the first free label (with a picture of the sheet), the printer's shift and its test page.
 * None while a custom sheet's figures have a problem: its fields say what to fix.
 */
export function SheetSettings({ options, settings }: SheetSettingsProps) {
  const { t, i18n } = useLingui();
  const stock = stockOf(options);
  if (stock === null) return null;
  const slots = Array.from({ length: slotCount(stock) }, (_, index) => index + 1);
  const size = faceSizeText(stock, figureIn(i18n));
  return (
    <>
      <SheetRow>
        <SelectField label={t`Start at label`} name={SETTINGS_CONTROL.startSlot} value={options.startSlot} onChange={(event) => settings.chooseStartSlot(Number(event.target.value))}>
          {slots.map((slot) => {
            const position = slotPosition(stock, slot, i18n);
            return (
              <option key={slot} value={slot}>
                {position === '' ? String(slot) : t({ message: `${slot} (${position})`, comment: 'A label of the sheet in the Start at label list: its number, then its place on the sheet' })}
              </option>
            );
          })}
        </SelectField>
        <SheetDiagram stock={stock} startSlot={options.startSlot} />
      </SheetRow>
      <PrinterShiftFields shift={options.shift} onShift={settings.setShift} />
      <AlignmentTestButton options={options} />
      <Note>
        <Trans>
          Each label is {size}. On a part-used sheet, start at the first free label. If the print misses the labels, print the
          alignment test page, hold it against a sheet to the light, and shift the print.
        </Trans>
      </Note>
    </>
  );
}

const SheetRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 16px;
  > :first-child { flex: 1; }
`;

const Note = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
