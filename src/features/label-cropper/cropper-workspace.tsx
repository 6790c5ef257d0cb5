import { Trans, useLingui } from '@lingui/react/macro';
import { dotsPerMmOf } from '../../zpl/zpl-stock';
import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { CROPPER_PRINT_OPTIONS } from '../../cropper/cropper-print-options';
import { planOutput } from '../../cropper/output-plan';
import type { FitMode } from '../../cropper/label-fit';
import { applySettingsEdits, createPrintSettings, PrintSettingsCard, usePrintOptions } from '../print-settings';
import { readEarlyEdits, useOnceLive } from '../../ui/early-edits';
import { stockOf } from '../../stock/stock-of';
import { media } from '../../theme/theme';
import { FieldsetCard } from '../../ui/fieldset-card';
import { CropItemCard } from './crop-item-card';
import { CropperActions } from './cropper-actions';
import { createCropperStore } from './cropper-store';
import { createCropperWorkerBridge, startCropperWorker } from './cropper-worker';
import { DropZone } from './drop-zone';
import { FileList } from './file-list';
import { OutputPreview } from './output-preview';
import { ScaleChoice } from './scale-choice';
import { DayChoices } from './reading/day-choices';
import { checkKeyOf, checkLineOf, type PrintChecks } from './reading/print-checks';
import { useLabelDay } from './reading/use-label-day';
import { useArrivingFiles } from './arrivals/use-arriving-files';
import { pickListWords } from './reading/pick-list-words';
import type { SortKey } from '../../label-reading/label-order';

/** Where the print settings are: a choice made in them before the page's code had arrived is read from there. */
const SETTINGS_ID = 'cropper-print-settings';

/** The cropper: files in, each page's label found and adjustable, the stock chosen, the labels out as one PDF. */
export function CropperWorkspace() {
  const { t, i18n } = useLingui();
  const [bridge] = useState(() => createCropperWorkerBridge(startCropperWorker));
  const [settings] = useState(() => createPrintSettings(undefined, CROPPER_PRINT_OPTIONS));
  // A ZPL file is read at the printer resolution chosen when it is added: 203 dpi (8 dots/mm) unless 300 is chosen. A
  // file's size is written in the page's language, which stays the same while the page is open.
  const [store] = useState(() => createCropperStore(bridge, undefined, () => dotsPerMmOf(settings.get().dpi), i18n.locale));
  // Read in the first render, before hydration puts the remembered choice back in the selects; applied once live.
  const [earlyChoices] = useState(() => (typeof document === 'undefined' ? [] : readEarlyEdits(document, SETTINGS_ID)));
  useOnceLive(() => {
    if (earlyChoices.length > 0) applySettingsEdits(earlyChoices, settings);
  });
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  useArrivingFiles(store.addFiles, store.notify);
  const options = usePrintOptions(settings);
  const [mode, setMode] = useState<FitMode>('actual');
  // Leaving the page lets the files go: their pictures' URLs are released, and the worker with pdf.js is ended.
  useEffect(
    () => () => {
      store.clear();
      bridge.end();
    },
    [store, bridge],
  );
  // A file dropped anywhere on the page is taken, not opened by the browser in place of the page. Files dragged in start
  // the worker while they are on their way.
  useEffect(() => {
    const coming = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) bridge.warmUp();
    };
    const allow = (event: DragEvent) => event.preventDefault();
    const take = (event: DragEvent) => {
      if (event.defaultPrevented) return; // the drop zone took it
      event.preventDefault();
      store.addFiles([...(event.dataTransfer?.files ?? [])]);
    };
    window.addEventListener('dragenter', coming);
    window.addEventListener('dragover', allow);
    window.addEventListener('drop', take);
    return () => {
      window.removeEventListener('dragenter', coming);
      window.removeEventListener('dragover', allow);
      window.removeEventListener('drop', take);
    };
  }, [store, bridge]);

  const [sortKey, setSortKey] = useState<SortKey>('added');
  const [pickListFirst, setPickListFirst] = useState(false);
  const [checks, setChecks] = useState<PrintChecks>(new Map());
  const day = useLabelDay(state.items, sortKey);
  const stock = stockOf(options);
  const { labels } = day;
  const plan = useMemo(
    () => (stock ? planOutput(labels.map((item) => ({ crop: item.crop, turns: item.turns, pxPerMm: item.pxPerMm })), stock, options, mode) : []),
    [labels, stock, options, mode],
  );
  const actualSizes = new Map(labels.map((item, index) => [item.key, plan[index]?.fitted.actualSize ?? false]));
  const shrinks = new Map(labels.flatMap((item, index) => {
    const fitted = plan[index]?.fitted;
    return fitted?.shrinks ? [[item.key, fitted.scale * 100] as const] : [];
  }));
  // A page that could not be drawn has no picture either, but it is done with (skipped 'failed'): only pages not yet looked at wait.
  const waiting = state.items.filter((item) => item.thumbnailUrl === null && item.skipped === null).length + state.files.filter((entry) => entry.state === 'reading').length;
  // Every label is read before its PDF is made: the print check compares the printed codes with the source's.
  const unread = labels.some((item) => item.reading === null || (item.reading !== 'failed' && !day.factsByKey.get(item.key)));
  const blockedBy =
    waiting > 0 ? t`Finding the labels on your pages…`
    : unread ? t`Reading the labels’ text and barcodes…`
    : stock === null ? t({ message: 'The custom label size has a problem: fix it under “Label & Printer”.', comment: '“Label & Printer” is the print settings’ heading: use the same words as there' })
    : labels.length === 0 ? (state.items.length === 0 ? t`Add a label file first.` : t`Every page is skipped: include one to print it.`)
    : null;

  return (
    <Layout>
      <Pages aria-label={t`Your labels`}>
        <DropZone onFiles={store.addFiles} onChoosing={bridge.warmUp} />
        {state.notices.map((notice) => {
          const text = i18n._(notice);
          return (
            <Problem key={text} role="alert">
              {text}
            </Problem>
          );
        })}
        <FileList files={state.files} onRemove={store.removeFile} />
        <Items>
          {day.items.map((item) => (
            <CropItemCard
              key={item.key}
              item={item}
              store={store}
              shrinkPercent={shrinks.get(item.key) ?? null}
              facts={day.factsByKey.get(item.key) ?? null}
              repeats={day.repeatsByKey.get(item.key) ?? null}
              // No label is checked before the first PDF: no key is made for each card each time the page changes.
              check={checks.size === 0 ? null : checkLineOf(checks.get(checkKeyOf(item, options, mode)), stock, options.dpi, actualSizes.get(item.key))}
            />
          ))}
        </Items>
      </Pages>
      <Output aria-label={t({ message: 'Printing', context: 'section of the label cropper' })}>
        <div id={SETTINGS_ID}>
          <PrintSettingsCard settings={settings} />
        </div>
        <FieldsetCard>
          <legend>
            <Trans>Size on the label</Trans>
          </legend>
          <ScaleChoice mode={mode} onChange={setMode} />
        </FieldsetCard>
        <FieldsetCard>
          <legend>
            <Trans>Your labels in order</Trans>
          </legend>
          <DayChoices sortKey={sortKey} onSort={setSortKey} pickListFirst={pickListFirst} onPickListFirst={setPickListFirst} />
        </FieldsetCard>
        <CropperActions
          bridge={bridge}
          openForPdf={store.openForPdf}
          labels={labels}
          facts={day.labelFacts}
          options={options}
          mode={mode}
          pickListFirst={pickListFirst}
          checks={checks}
          // Every card's check line changes at once: drawn in slices, the page stays responsive.
          onChecked={(made) => startTransition(() => setChecks((before) => new Map([...before, ...made])))}
          blockedBy={blockedBy}
        />
        {stock && plan.length > 0 && (
          <section aria-labelledby="as-printed">
            <h2 id="as-printed">
              <Trans>As it will print</Trans>
            </h2>
            <OutputPreview items={labels} plan={plan} stock={stock} shift={options.shift} lead={pickListFirst ? i18n._(pickListWords(day.labelFacts)) : null} />
          </section>
        )}
      </Output>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  padding-bottom: 48px;
  ${media.wide} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Pages = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Output = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  h2 { font-size: 1.125rem; margin-bottom: 12px; }
`;

const Items = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
