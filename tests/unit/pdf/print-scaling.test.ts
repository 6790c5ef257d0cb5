import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../support/read-pdf';
import { makeLabel } from '../../support/make-label';
import { renderLabelPdf } from '../../support/render-label-pdf';

const viewerPreferences = async (bytes: Uint8Array) => {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const preferences = await pdf.getViewerPreferences();
  await pdf.destroy();
  return preferences;
};

describe('PDF print scaling', () => {
  it.each(['a4', '4x6', 'avery-l7169', 'dymo-30252', 'brother-dk-22205'] as const)('asks viewers to print %s at actual size, without scaling, and keeps showing its title', async (size) => {
    expect(await viewerPreferences(await renderLabelPdf(makeLabel(), { stockId: size }))).toEqual({ DisplayDocTitle: true, PrintScaling: 'None' });
  });

  it('keeps the PDF whole: pdfjs and poppler read every page and value of the updated file', async () => {
    const bytes = await renderLabelPdf(makeLabel({ toName: 'Grace Hopper' }), { stockId: '4x6', dpi: 203 });
    const scratch = mkdtempSync(join(tmpdir(), 'shiplabel-scaling-'));
    try {
      writeFileSync(join(scratch, 'label.pdf'), bytes);
      const info = execFileSync('pdfinfo', [join(scratch, 'label.pdf')], { encoding: 'utf8' });
      expect(info).toMatch(/Pages:\s+1\n/);
      expect(info).toMatch(/Page size:\s+288 x 432 pts/);
      expect((await readPdf(bytes)).texts.map((run) => run.text.trim())).toContain('Grace Hopper');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
