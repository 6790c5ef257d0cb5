// npm run bench: drives the production build in Chromium and reports speed and size figures.
// Options: --runs N (default 5) for browser figures, --lighthouse-runs N (default 3).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { repeat } from './bench-part';
import { batchScaleRows } from './batch-scale-rows';
import { addressSearchRows } from './measure-address-search';
import { measureBarcode } from './measure-barcode';
import { measureBatchDocuments } from './measure-batch-documents';
import { cropperRows } from './measure-cropper';
import { zplRows } from './measure-zpl';
import { enterRealSender, importOrders, measureBatch, measureImport, openGenerator } from './measure-batch';
import { stockBatchRows } from './stock-batch-rows';
import { measureDownload, measurePrint } from './measure-download';
import { lighthouseRows, loadRows } from './load-rows';
import { measureScriptPdf } from './measure-scripts';
import { measureTyping } from './measure-typing';
import { markdownTable, met, type Row } from './report';
import { serveStatic } from '../support/static-server';
import { spread } from './stats';
import { controlRows, measureTypingWithControls, typingPages, typingRows } from './typing-controls';

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = option('--runs', 5);
const lighthouseRuns = option('--lighthouse-runs', 3);
const root = process.cwd();
const port = 4791;
const origin = `http://127.0.0.1:${port}`;
const routes = ['/', '/generator', '/contact', '/privacy', '/terms'];


const server = await serveStatic(join(root, 'dist'), port);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const rows: Row[] = [];
const kb = (bytes: number) => bytes / 1024;
try {
  const typing4 = await repeat('typing at 4x', runs, () => measureTyping(browser, origin, 4));
  rows.push(...typingRows(4, typing4));
  // At 6x the generator is typed into beside two script-free control pages, run by run (typing-controls.ts).
  const typingPageSet = await typingPages(origin);
  let turn = 0;
  const typing6 = await repeat('typing at 6x: generator, static control, bare control', runs, () => measureTypingWithControls(browser, typingPageSet, 6, turn++));
  rows.push(...typingRows(6, typing6.map((run) => run.live)), ...controlRows(6, typing6));
  rows.push(...(await addressSearchRows(browser, origin, runs, repeat)));
  for (const rate of [1, 6]) {
    const downloads = await repeat(`download at ${rate}x`, runs, () => measureDownload(browser, origin, rate));
    rows.push(
      { figure: `cold Download click → file, ${rate}x`, unit: 'ms', value: spread(downloads.map((run) => run.coldMs)), ...(rate === 1 ? { target: { op: '<=', limit: 300 } } : {}) },
      { figure: `warm Download click → file, ${rate}x`, unit: 'ms', value: spread(downloads.map((run) => run.warmMs)), ...(rate === 1 ? { target: { op: '<=', limit: 30 } } : {}) },
      { figure: `main-thread long tasks during Download, ${rate}x`, unit: '', value: spread(downloads.map((run) => run.coldLongTasks + run.warmLongTasks)), ...(rate === 6 ? { target: { op: '=', limit: 0 } } : {}) },
    );
  }
  const thermal = await repeat('download of a 4 × 6 in label at 1x', runs, () => measureDownload(browser, origin, 1, '4 × 6 in thermal label'));
  rows.push(
    { figure: 'cold Download click → file, 4 × 6 in label, 1x', unit: 'ms', value: spread(thermal.map((run) => run.coldMs)), target: { op: '<=', limit: 300 } },
    { figure: 'warm Download click → file, 4 × 6 in label, 1x', unit: 'ms', value: spread(thermal.map((run) => run.warmMs)), target: { op: '<=', limit: 30 } },
  );
  const japanese = { toName: '山田太郎様', toAddress: '東京都渋谷区渋谷２丁目２１−１\nヒカリエ11階' };
  const oneScript = await repeat('a Japanese label, fonts fetched', runs, () => measureScriptPdf(browser, origin, japanese));
  rows.push(
    { figure: 'Japanese label: first PDF incl. font fetch, 1x', unit: 'ms', value: spread(oneScript.map((run) => run.firstMs)), target: { op: '<=', limit: 1500 } },
    { figure: 'Japanese label: repeat PDF, 1x', unit: 'ms', value: spread(oneScript.map((run) => run.repeatMs)), target: { op: '<=', limit: 300 } },
    { figure: 'Japanese label: PDF size', unit: 'KB', value: spread(oneScript.map((run) => kb(run.bytes))), target: { op: '<=', limit: 150 } },
  );
  const sixScripts = {
    toName: 'Γεώργιος Παπαδόπουλος',
    toCompany: 'شركة النور للتجارة',
    toAddress: '東京都渋谷区渋谷２丁目\nनई दिल्ली 110001\nกรุงเทพมหานคร\n서울특별시 강남구',
  };
  const mixed = await repeat('a label in six scripts, fonts fetched', runs, () => measureScriptPdf(browser, origin, sixScripts));
  rows.push(
    { figure: 'six-script label: first PDF incl. font fetch, 1x', unit: 'ms', value: spread(mixed.map((run) => run.firstMs)), target: { op: '<=', limit: 3000 } },
    { figure: 'six-script label: repeat PDF, 1x', unit: 'ms', value: spread(mixed.map((run) => run.repeatMs)) },
  );
  for (const count of [100, 1000]) {
    const batches = await repeat(`a batch of ${count} labels at 4 × 6 in`, runs, () => measureBatch(browser, origin, count));
    rows.push(
      { figure: `batch of ${count} labels, 4 × 6 in: Create → PDF ready, 1x`, unit: 'ms', value: spread(batches.map((run) => run.createMs)), target: { op: '<=', limit: count === 100 ? 2000 : 10000 } },
      { figure: `batch of ${count}: page long tasks while it runs`, unit: '', value: spread(batches.map((run) => run.longTasks)), target: { op: '=', limit: 0 } },
      { figure: `batch of ${count}: batch worker memory at its peak`, unit: 'MB', value: spread(batches.map((run) => run.workerPeakMb)), ...(count === 1000 ? { target: { op: '<=', limit: 400 } } : {}) },
      { figure: `batch of ${count}: page heap after Download ÷ before Create`, unit: '%', value: spread(batches.map((run) => (100 * run.pageHeapAfterMb) / run.pageHeapBeforeMb)), target: { op: '<=', limit: 120 } },
    );
  }
  rows.push(...(await batchScaleRows(browser, origin, runs, repeat)));
  const labelsOnly = rows.find((row) => row.figure === 'batch of 1000 labels, 4 × 6 in: Create → PDF ready, 1x');
  const withDocuments = await repeat('a batch of 1,000 orders with customs forms, invoices and packing slips', runs, () => measureBatchDocuments(browser, origin, 1000));
  const documentsMs = spread(withDocuments.map((run) => run.createMs));
  rows.push(
    { figure: 'batch of 1,000 orders with CN 22s, invoices (3 copies) and packing slips, 4 × 6 in: Create → PDF ready, 1x', unit: 'ms', value: documentsMs },
    ...(labelsOnly ? [{ figure: 'batch of 1,000 with documents ÷ labels alone (medians)', unit: '×', value: spread([documentsMs.median / labelsOnly.value.median]), target: { op: '<=' as const, limit: 3 } }] : []),
    { figure: 'batch of 1,000 with documents: page long tasks while it runs', unit: '', value: spread(withDocuments.map((run) => run.longTasks)), target: { op: '=', limit: 0 } },
  );
  rows.push(...(await stockBatchRows(browser, origin, runs, repeat)));
  rows.push(...(await cropperRows(browser, origin, runs, repeat)));
  rows.push(...(await zplRows(browser, origin, runs, repeat)));
  const imports = await repeat('import of 10,000 rows', runs, () => measureImport(browser, origin, 10_000));
  rows.push({ figure: '10,000-row CSV: file picked → read, matched, checked, review shown', unit: 'ms', value: spread(imports), target: { op: '<=', limit: 1000 } });
  const typingInBatch = await repeat('typing at 6x during a batch of 1,000', runs, () =>
    measureTyping(browser, origin, 6, async (page) => {
      await openGenerator(page, origin);
      await enterRealSender(page);
      await importOrders(page, 1000);
      await page.getByRole('region', { name: 'Labels from a spreadsheet' }).getByRole('button', { name: /^Create/ }).click();
    }),
  );
  rows.push(
    { figure: 'typing at 6x during a batch of 1,000: p95 interaction', unit: 'ms', value: spread(typingInBatch.map((run) => run.p95)) },
    { figure: 'typing at 6x during a batch of 1,000: long tasks', unit: '', value: spread(typingInBatch.map((run) => run.longTasks)), target: { op: '=', limit: 0 } },
  );
  rows.push({ figure: 'Print click → tab showing the PDF, 1x', unit: 'ms', value: spread(await repeat('print', runs, () => measurePrint(browser, origin))) });
  const barcode = (await repeat('preview barcode', runs, () => measureBarcode(browser, origin))).flat();
  rows.push({ figure: 'tracking keystroke → preview barcode, 1x', unit: 'ms', value: spread(barcode), target: { op: '<=', limit: 100 } });

  rows.push(...(await loadRows(browser, origin, routes)));
  rows.push(...(await lighthouseRows(origin, lighthouseRuns, (label) => process.stderr.write(`  ${label}\n`))));

  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, Chromium ${browser.version()} (headless)`;
  const table = markdownTable(rows);
  console.log(`\nShipLabel bench — ${new Date().toISOString()}\n${machine}\nruns: ${runs} (Lighthouse: ${lighthouseRuns}); median, min and max\n\n${table}\n`);
  const missed = rows.filter((row) => met(row) === false).map((row) => row.figure);
  console.log(missed.length === 0 ? 'Every target met.' : `Targets not met: ${missed.join('; ')}`);

  const folder = join(root, 'bench-results');
  mkdirSync(folder, { recursive: true });
  const json = JSON.stringify({ date: new Date().toISOString(), machine, runs, lighthouseRuns, rows: rows.map((row) => ({ ...row, met: met(row) })) }, null, 2);
  writeFileSync(join(folder, `bench-${Date.now()}.json`), json);
  writeFileSync(join(folder, 'latest.json'), json);
  writeFileSync(join(folder, 'latest.md'), `${machine}\n\n${table}\n`);
} finally {
  await browser.close();
  server.close();
}
