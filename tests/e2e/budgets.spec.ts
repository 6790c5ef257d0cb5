import { expect, test } from './support/fixtures';
import { gzipKb, routeChunkFiles, workerChunkFile } from '../support/built-chunks';

// Size budgets, read from the build (gzip -9), so a change that grows what a visitor downloads fails here.
// The targets are 80 KB (home) and 110 KB (generator). React DOM 19 alone is 65.7 KB and, with
// React and styled-components, the prescribed stack is 80.3 KB before any router or page code, so these
// budgets hold today's sizes (README, Performance) instead: they may shrink, never grow unnoticed. The
// generator grew from 117 to 124 KB with label sizes: the layout model the preview shares with the PDF
// (wrapping, Helvetica's widths, fitting and paging) and the size, resolution and slot controls.
const budgets = {
  home: { page: 'src/pages/home/home-page.tsx', kb: 102 },
  generator: { page: 'src/pages/generator/generator-page.tsx', kb: 124 },
};
const WORKER_BUDGET_KB = 520;

for (const [route, { page, kb }] of Object.entries(budgets)) {
  test(`the ${route} route's JavaScript stays within ${kb} KB gzip`, () => {
    const size = gzipKb(routeChunkFiles(page));
    expect(size, `${route}: ${size.toFixed(1)} KB`).toBeLessThanOrEqual(kb);
  });
}

test(`the label worker chunk stays within ${WORKER_BUDGET_KB} KB gzip`, () => {
  const worker = workerChunkFile();
  expect(worker).toBeDefined();
  const size = gzipKb([`assets/${worker}`]);
  expect(size, `${size.toFixed(1)} KB`).toBeLessThanOrEqual(WORKER_BUDGET_KB);
});
