import styled from 'styled-components';
import { LABEL_SIZE_IDS, LABEL_SIZES, faceSizeText, isLabelSizeId, slotCount } from '../../../label/label-sizes';
import { PRINTER_DPIS, isPrinterDpi, type PrinterDpi } from '../../../label/printer-resolution';
import { FieldsetCard } from '../../../ui/fieldset-card';
import { SelectField } from '../../../ui/form-field';
import type { PrintSettings } from './print-settings';
import { SheetDiagram } from './sheet-diagram';
import { slotPosition } from './slot-names';
import { SETTINGS_CONTROL } from '../early-edits';
import { usePrintOptions } from './use-print-options';

const DPI_NAMES: Record<PrinterDpi, string> = {
  203: '203 dpi (most thermal printers)',
  300: '300 dpi',
};

type PrintSettingsCardProps = { settings: PrintSettings };

/** Label size, printer resolution and, on sheets, the first free label: what the PDF is printed on. */
export function PrintSettingsCard({ settings }: PrintSettingsCardProps) {
  const options = usePrintOptions(settings);
  const size = LABEL_SIZES[options.size];
  const slots = Array.from({ length: slotCount(size) }, (_, index) => index + 1);
  return (
    <FieldsetCard>
      <legend>Label &amp; Printer</legend>
      <SelectField
        label="Label size"
        name={SETTINGS_CONTROL.size}
        value={options.size}
        onChange={(event) => isLabelSizeId(event.target.value) && settings.chooseSize(event.target.value)}
      >
        {LABEL_SIZE_IDS.map((id) => (
          <option key={id} value={id}>
            {LABEL_SIZES[id].name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Printer resolution"
        name={SETTINGS_CONTROL.dpi}
        value={options.dpi}
        onChange={(event) => {
          const dpi = Number(event.target.value);
          if (isPrinterDpi(dpi)) settings.chooseDpi(dpi);
        }}
      >
        {PRINTER_DPIS.map((dpi) => (
          <option key={dpi} value={dpi}>
            {DPI_NAMES[dpi]}
          </option>
        ))}
      </SelectField>
      {size.stock === 'sheet' && (
        <SheetRow>
          <SelectField label="Start at label" name={SETTINGS_CONTROL.startSlot} value={options.startSlot} onChange={(event) => settings.chooseStartSlot(Number(event.target.value))}>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {`${slot} (${slotPosition(size, slot)})`}
              </option>
            ))}
          </SelectField>
          <SheetDiagram size={size} startSlot={options.startSlot} />
        </SheetRow>
      )}
      <Note>
        {size.stock === 'sheet'
          ? `Each label is ${faceSizeText(size)}. On a part-used sheet, start at the first free label.`
          : `The PDF page is exactly ${faceSizeText(size)}.`}
      </Note>
    </FieldsetCard>
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
