import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A word as poppler reads it back, its box (the font's ascent to descent) in mm from its page's top-left corner. */
export type PdfWord = { page: number; text: string; leftMm: number; rightMm: number; topMm: number; bottomMm: number };

const MM_PER_PT = 25.4 / 72;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&#39;': "'" };
// pdftotext wraps right-to-left words in bidi embedding controls; they are not typed text.
const BIDI_CONTROLS = /[\u202a-\u202e]/gu;

/** Every word of the PDF with its box, page by page, as `pdftotext -bbox` reads them. */
export function pdfWords(bytes: Uint8Array): PdfWord[] {
  const scratch = mkdtempSync(join(tmpdir(), 'shiplabel-words-'));
  try {
    writeFileSync(join(scratch, 'form.pdf'), bytes);
    const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', join(scratch, 'form.pdf'), '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
    const words: PdfWord[] = [];
    html.split(/<page /u).slice(1).forEach((page, index) => {
      for (const [, xMin, yMin, xMax, yMax, text] of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/gu)) {
        words.push({
          page: index + 1,
          text: (text ?? '').replace(/&[a-z#0-9]+;/gu, (entity) => ENTITIES[entity] ?? entity).replace(BIDI_CONTROLS, ''),
          leftMm: Number(xMin) * MM_PER_PT,
          rightMm: Number(xMax) * MM_PER_PT,
          topMm: Number(yMin) * MM_PER_PT,
          bottomMm: Number(yMax) * MM_PER_PT,
        });
      }
    });
    return words;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
