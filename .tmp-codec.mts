import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/e2e/support/chromium';
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage();
const b64 = readFileSync('/tmp/cb/thumb.webp').toString('base64');
const result = await page.evaluate(async (b64) => {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/webp' }));
  const code = `onmessage = async (e) => {
    const bitmap = e.data;
    const out = {};
    for (const [type, quality, scale] of [['image/webp', 0.85, 1], ['image/jpeg', 0.85, 1], ['image/png', undefined, 1], ['image/webp', 0.85, 0.5], ['image/jpeg', 0.85, 0.5], ['image/png', undefined, 0.5]]) {
      const w = Math.round(bitmap.width * scale), h = Math.round(bitmap.height * scale);
      const canvas = new OffscreenCanvas(w, h);
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      ctx.drawImage(bitmap, 0, 0, w, h);
      ctx.getImageData(0, 0, 1, 1);
      const times = [];
      let size = 0;
      for (let i = 0; i < 8; i++) { const t = performance.now(); const blob = await canvas.convertToBlob({ type, quality }); times.push(performance.now() - t); size = blob.size; }
      times.sort((a, b) => a - b);
      out[type + ' x' + scale] = { median: Math.round(times[4]), min: Math.round(times[0]), kb: Math.round(size / 1024) };
    }
    // transferToImageBitmap cost
    { const canvas = new OffscreenCanvas(bitmap.width, bitmap.height); const ctx = canvas.getContext('2d'); ctx.drawImage(bitmap, 0, 0); const t = performance.now(); const bm = canvas.transferToImageBitmap(); out.transferToImageBitmap = Math.round((performance.now() - t) * 10) / 10; }
    postMessage(out);
  };`;
  const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
  return new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage(bitmap, [bitmap]); });
}, b64);
console.log(result);
await browser.close();
