import { readFile, stat } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { WrittenImage } from './write-webp';

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
// Debian's Chromium; override with CHROMIUM_PATH elsewhere. The flags keep it quiet on a closed network.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

const pageHtml = (logoSvg: string, labelDataUri: string): string => `<!doctype html>
<html><head><style>
  html, body { margin: 0; width: ${OG_WIDTH}px; height: ${OG_HEIGHT}px; overflow: hidden; }
  body { background: #e0efff; font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; color: #0f172a;
         display: flex; align-items: center; gap: 48px; padding: 0 64px; box-sizing: border-box; }
  .copy { flex: 0 0 430px; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 64px; font-weight: 700; letter-spacing: -1px; }
  .brand svg { width: 72px; height: 72px; }
  h1 { margin: 28px 0 20px; font-size: 44px; line-height: 1.15; color: #1d4ed8; }
  p { margin: 0; font-size: 24px; line-height: 1.4; color: #475569; }
  .label { margin-left: auto; background: #fff; border-radius: 10px; overflow: hidden;
           box-shadow: 0 1px 3px rgb(15 23 42 / 0.10), 0 12px 32px rgb(15 23 42 / 0.16); }
  .label img { display: block; height: 510px; width: auto; }
</style></head><body>
  <div class="copy">
    <div class="brand">${logoSvg}<span>ShipLabel</span></div>
    <h1>Free Shipping Label Generator</h1>
    <p>Fill in the details, preview live, download a PDF. Nothing leaves your browser.</p>
  </div>
  <div class="label"><img src="${labelDataUri}" alt=""></div>
</body></html>`;

/** Composes the 1200 × 630 social sharing image: brand text beside the example label, on the hero blue. */
export const composeOgImage = async (label: WrittenImage, logoSvgPath: string, outPath: string): Promise<WrittenImage> => {
  const logoSvg = await readFile(logoSvgPath, 'utf8');
  const labelDataUri = `data:image/webp;base64,${(await readFile(label.path)).toString('base64')}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: OG_WIDTH, height: OG_HEIGHT } });
    await page.setContent(pageHtml(logoSvg, labelDataUri), { waitUntil: 'load' });
    await page.screenshot({ path: outPath, type: 'png' });
  } finally {
    await browser.close();
  }
  return { path: outPath, width: OG_WIDTH, height: OG_HEIGHT, bytes: (await stat(outPath)).size };
};
