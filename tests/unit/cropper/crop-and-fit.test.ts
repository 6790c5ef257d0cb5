import { it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { carrierFixtures } from '../../support/carrier-pages';
import { gifPixelsOf } from '../../support/carrier-pages/gif-fixture';
import { decodeAllBarcodes } from '../../support/decode-label-barcodes';
import { writeCroppedPdf, type CropSources } from '../../../workers/cropper/write-cropped-pdf';
import { printOptionsFrom } from '../../../src/stock/print-options';
import { IMAGE_PX_PER_MM } from '../../../src/cropper/output-plan';
it('probe', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'probe-'));
  const fixtures = await carrierFixtures();
  for (const f of fixtures) {
    const files: CropSources = { get: () => f.kind === 'pdf' ? { kind: 'pdf', bytes: f.bytes } : { kind: 'image', cropped: async (crop) => {
      const px = gifPixelsOf(f.bytes);
      const left = Math.round(crop.xMm * IMAGE_PX_PER_MM), top = Math.round(crop.yMm * IMAGE_PX_PER_MM);
      const w = Math.round(crop.widthMm * IMAGE_PX_PER_MM), h = Math.round(crop.heightMm * IMAGE_PX_PER_MM);
      const c = createCanvas(w, h); const ctx = c.getContext('2d'); const img = ctx.createImageData(w, h);
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) { const v = px.luma[(top + y) * px.width + left + x]!; const o = (y * w + x) * 4; img.data[o] = img.data[o+1] = img.data[o+2] = v; img.data[o+3] = 255; }
      ctx.putImageData(img, 0, 0);
      return { png: new Uint8Array(await c.encode('png')), widthPx: w, heightPx: h };
    } } };
    const jobs = f.pages.flatMap((p, page) => p.labels.map((l) => ({ fileId: 'x', page, crop: l.rect, turns: 0 as const })));
    for (const mode of ['fit', 'actual'] as const) {
      const bytes = await writeCroppedPdf(printOptionsFrom({ stockId: '4x6' }), mode, jobs, files, async () => {});
      const path = join(dir, `${f.name}-${mode}.pdf`); writeFileSync(path, bytes);
      for (let p = 1; p <= jobs.length; p++) for (const r of ['poppler', 'ghostscript'] as const) {
        const t = Date.now();
        const d = decodeAllBarcodes(path, p, 203, r);
        const l = f.pages.flatMap(p => p.labels)[p-1]!;
        console.log(f.name, mode, p, r, d.code128.includes(l.code128), d.twoD.includes(l.twoD.text), JSON.stringify(d), Date.now() - t);
      }
    }
  }
  console.log(dir);
}, 200000);
