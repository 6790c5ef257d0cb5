import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { deferredPart } from '../../ui/deferred-part';
import { useWhenPageIdle } from '../../ui/when-idle';
import { PRINTER_DPIS, isPrinterDpi, type PrinterDpi } from '../../label/printer-resolution';
import type { LabelStock } from '../../stock/label-stock';
import { stockShape } from '../../stock/print-options';
import { catalogueStock, CUSTOM_STOCK_ID } from '../../stock/stock-lookup';
import { faceSizeText } from '../../stock/stock-names';
import { FieldsetCard } from '../../ui/fieldset-card';
import { SelectField } from '../../ui/form-field';
import { SETTINGS_CONTROL } from './early-settings';
import { figureIn } from './figures';
import type { PrintSettings } from './print-settings';
import { StockPicker } from './stock-picker';
import { usePrintOptions } from './use-print-options';

// The custom size's fields are code of their own, fetched when "Custom size…" is chosen.
const CustomSizeFields = lazy(() => import('./custom-size-fields').then((module) => ({ default: module.CustomSizeFields })));
// A sheet's settings too: the prerendered page is an A4 page, so they are fetched when the page is idle, ready for a sheet.
const sheetSettings = deferredPart(() => import('./sheet-settings').then((module) => module.SheetSettings));
// The choice of the label's headings, on pages in another language than English, and its words: fetched when the page is idle.
const headingsChoice = deferredPart(() => import('./label-headings-choice').then((module) => module.LabelHeadingsChoice));
const nothingToLoad = () => undefined;

const DPI_NAMES: Record<PrinterDpi, MessageDescriptor> = {
  203: msg`203 dpi (most thermal printers)`,
  300: msg({ message: '300 dpi', comment: 'A printer resolution: dots per inch' }),
};

type PrintSettingsCardProps = { settings: PrintSettings };

/** Label stock, printer resolution and, on sheets, the first free label and the printer's shift: what the PDF is printed on. */
export function PrintSettingsCard({ settings }: PrintSettingsCardProps) {
  const { t, i18n } = useLingui();
  const options = usePrintOptions(settings);
  // A custom size's geometry and checks load with its fields and the sheet's settings; the catalogue's are here.
  const stock = catalogueStock(options.stockId);
  const { sheet } = stockShape(options);
  useWhenPageIdle(sheetSettings.load);
  const otherLanguage = i18n.locale !== 'en';
  useWhenPageIdle(otherLanguage ? headingsChoice.load : nothingToLoad);
  /** The PDF page a roll or a page prints on. */
  const pageNote = (roll: LabelStock): string => {
    if (!roll.continuous) {
      const size = faceSizeText(roll, figureIn(i18n));
      return t`The PDF page is exactly ${size}.`;
    }
    const width = figureIn(i18n)(roll.pageMm.width);
    return t`The PDF page is ${width} mm wide and as long as the label.`;
  };
  return (
    <FieldsetCard>
      <legend>
        <Trans>Label &amp; Printer</Trans>
      </legend>
      <StockPicker stockId={options.stockId} onChoose={settings.chooseStock} />
      {options.stockId === CUSTOM_STOCK_ID && (
        <Suspense fallback={null}>
          <CustomSizeFields values={options.custom} onChange={settings.setCustom} />
        </Suspense>
      )}
      <SelectField
        label={t`Printer resolution`}
        name={SETTINGS_CONTROL.dpi}
        value={options.dpi}
        onChange={(event) => {
          const dpi = Number(event.target.value);
          if (isPrinterDpi(dpi)) settings.chooseDpi(dpi);
        }}
      >
        {PRINTER_DPIS.map((dpi) => (
          <option key={dpi} value={dpi}>
            {i18n._(DPI_NAMES[dpi])}
          </option>
        ))}
      </SelectField>
      {otherLanguage && <headingsChoice.Part options={options} settings={settings} />}
      {sheet && <sheetSettings.Part options={options} settings={settings} />}
      {stock !== undefined && !sheet && <Note>{pageNote(stock)}</Note>}
    </FieldsetCard>
  );
}

const Note = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
