import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdftotext wraps right-to-left lines in bidi embedding controls (U+202A–U+202E); they are not typed text.
const BIDI_CONTROLS = /[\u202a-\u202e]/gu;
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * Lines as compared: bidi controls gone, runs of spaces as one, no blank lines, and composed (NFC): poppler
 * writes an ActualText's vowel signs decomposed (Bengali "ো" as "ে" + "া"), the same text by Unicode's rules.
 */
const tidy = (lines: readonly string[]): string[] =>
  lines.map((line) => line.normalize('NFC').replace(BIDI_CONTROLS, '').replace(/\s+/gu, ' ').trim()).filter((line) => line !== '');

/** The PDF's text as poppler's pdftotext reads it (copy and search in poppler viewers), line by line. */
export function pdftotextLines(bytes: Uint8Array): string[] {
  const scratch = mkdtempSync(join(tmpdir(), 'shiplabel-text-'));
  try {
    const path = join(scratch, 'label.pdf');
    writeFileSync(path, bytes);
    return tidy(execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).split(/[\n\f]/u));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The PDF's text as pdf.js reads it (Firefox's copy, search and text layer), line by line: its text items in
 * the order drawn, spaces and all, a new line where pdf.js ends one or an item leaves the baseline or starts
 * far to the right of the last (the next column of the label).
 */
export async function pdfjsLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    let last: { y: number; endX: number; height: number } | undefined;
    for (const item of (await (await pdf.getPage(number)).getTextContent()).items) {
      if (!('str' in item)) continue;
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      if (last === undefined || Math.abs(y - last.y) > 1 || x > last.endX + 2 * last.height) lines.push('');
      lines[lines.length - 1] += item.str;
      last = item.hasEOL ? undefined : { y, endX: x + item.width, height: item.height };
    }
  }
  await pdf.destroy();
  return tidy(lines);
}

const escape = (char: string) => char.replace(/[\\^$.*+?()[\]{}|]/gu, '\\$&');

/**
 * Whether `typed` reads back from these lines exactly: every character in typed order and every space where
 * typed, from a line's start or a space (pdf.js reads a field's caption and value on one baseline as one line)
 * to a line's end or a space, though the label may have wrapped it at a space or between CJK characters.
 */
export function readsBackAsTyped(lines: readonly string[], typed: string): boolean {
  const chars = Array.from(typed.normalize('NFC').replace(/\s+/gu, ' ').trim());
  const pattern = chars.map((char) => (char === ' ' ? '[ \\n]' : escape(char))).join('\\n?');
  return new RegExp(`(^|[\\n ])${pattern}($|[\\n ])`, 'u').test(lines.join('\n'));
}
