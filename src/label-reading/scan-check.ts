import type { LabelFacts } from './label-facts';

// Whether a label still scans as it prints: each barcode that decoded on its source page must decode, with the same
// data, from the label drawn at the printer's dots. A code that did not decode in the source is the source's fault.

/** A label's check: it scans, it does not, or there was nothing in its source that scanned to check. */
export type ScanCheck = { kind: 'scans' } | { kind: 'fails'; missing: number } | { kind: 'nothing-to-check' };

/** `printed` is the data of every code decoded from the printed label. */
export function scanCheck(source: Pick<LabelFacts, 'codes'>, printed: readonly string[]): ScanCheck {
  if (source.codes.length === 0) return { kind: 'nothing-to-check' };
  const left = [...printed];
  let missing = 0;
  for (const code of source.codes) {
    const at = left.indexOf(code.text);
    if (at < 0) missing += 1;
    else left.splice(at, 1);
  }
  return missing === 0 ? { kind: 'scans' } : { kind: 'fails', missing };
}

/** The card's words for its check; `stock` names the label stock, `actualSize` says nothing was scaled. */
export function scanWords(check: ScanCheck, facts: Pick<LabelFacts, 'damaged'>, stock: string, actualSize: boolean): string {
  switch (check.kind) {
    case 'scans':
      return `Scans once printed on ${stock}.`;
    case 'fails':
      return actualSize
        ? `Does not scan once printed on ${stock}: choose a larger label, or a 300 dpi printer.`
        : `Does not scan once fitted to ${stock}: choose Actual size or a larger label.`;
    case 'nothing-to-check':
      return facts.damaged > 0 ? 'Its barcode does not scan in the source file either: the fault is the source’s, not the print’s.' : 'No barcode to check.';
  }
}

/** The download's words: how many of the labels scan once printed. */
export function scanTally(checks: readonly ScanCheck[]): string {
  const scanning = checks.filter((check) => check.kind === 'scans').length;
  const failing = checks.filter((check) => check.kind === 'fails').length;
  const unchecked = checks.length - scanning - failing;
  const parts = [`${scanning} of ${checks.length} scan once printed`];
  if (failing > 0) parts.push(`${failing} ${failing === 1 ? 'does' : 'do'} not: see the cards`);
  if (unchecked > 0) parts.push(`${unchecked} had no barcode that scanned in the file`);
  return `${parts.join('; ')}.`;
}
