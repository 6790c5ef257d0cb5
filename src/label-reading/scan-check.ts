import type { LabelFacts } from './label-facts';

// Whether a label still scans as it prints: each barcode that decoded on its source page must decode, with the same
// data, from the label drawn at the printer's dots. A code that did not decode in the source is the source's fault.

/**
 * A label's check: it scans; it does not; its source's codes that decoded scan but another was damaged in the source
 * itself; or no code in its source decoded, so there was nothing to check.
 */
export type ScanCheck = { kind: 'scans' } | { kind: 'fails'; missing: number } | { kind: 'source-damaged' } | { kind: 'nothing-to-check' };

/** `printed` is the data of every code decoded from the printed label. */
export function scanCheck(source: Pick<LabelFacts, 'codes' | 'damaged'>, printed: readonly string[]): ScanCheck {
  if (source.codes.length === 0) return source.damaged > 0 ? { kind: 'source-damaged' } : { kind: 'nothing-to-check' };
  const left = [...printed];
  let missing = 0;
  for (const code of source.codes) {
    const at = left.indexOf(code.text);
    if (at < 0) missing += 1;
    else left.splice(at, 1);
  }
  if (missing > 0) return { kind: 'fails', missing };
  return source.damaged > 0 ? { kind: 'source-damaged' } : { kind: 'scans' };
}

/** How a label printed: on which stock (named), at what resolution, and whether at its own size or fitted. */
export type PrintedAs = { stock: string; dpi: number; actualSize: boolean };

/** The card's words for its check. */
export function scanWords(check: ScanCheck, { stock, dpi, actualSize }: PrintedAs): string {
  switch (check.kind) {
    case 'scans':
      return actualSize ? `Scans once printed on ${stock}.` : `Scans once fitted to ${stock}.`;
    case 'fails':
      return actualSize
        ? `Does not scan once printed on ${stock} at ${dpi} dpi: choose a larger label${dpi < 300 ? ' or a 300 dpi printer' : ''}.`
        : `Does not scan once fitted to ${stock}: choose Actual size or a larger label.`;
    case 'source-damaged':
      return 'A barcode on it does not scan in the source file either: the fault is the source’s, not the print’s. Ask the carrier for the label again.';
    case 'nothing-to-check':
      return 'No barcode to check.';
  }
}

/** The download's words: how many of the labels scan once printed. */
export function scanTally(checks: readonly ScanCheck[]): string {
  const scanning = checks.filter((check) => check.kind === 'scans').length;
  const failing = checks.filter((check) => check.kind === 'fails').length;
  const damaged = checks.filter((check) => check.kind === 'source-damaged').length;
  const unchecked = checks.length - scanning - failing - damaged;
  const parts = [`${scanning} of ${checks.length} scan once printed`];
  if (failing > 0) parts.push(`${failing} ${failing === 1 ? 'does' : 'do'} not: see the cards`);
  if (damaged > 0) parts.push(`${damaged} ${damaged === 1 ? 'has a barcode' : 'have barcodes'} damaged in the source file`);
  if (unchecked > 0) parts.push(`${unchecked} had no barcode to check`);
  return `${parts.join('; ')}.`;
}
