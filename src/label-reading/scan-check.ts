import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { LabelFacts } from './label-facts';
import type { Say } from './say';

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

/** The card's words for its check; `stock` is the stock's size as sold ("4 × 6 in"). */
export function scanWords(check: ScanCheck, { stock, dpi, actualSize }: PrintedAs): MessageDescriptor {
  switch (check.kind) {
    case 'scans':
      return actualSize ? msg`Scans once printed on ${stock}.` : msg`Scans once fitted to ${stock}.`;
    case 'fails':
      if (!actualSize) {
        return msg({
          message: `Does not scan once fitted to ${stock}: choose Actual size or a larger label.`,
          comment: 'Actual size is a choice under “Size on the label”: use the same words as there',
        });
      }
      return dpi < 300
        ? msg`Does not scan once printed on ${stock} at ${plural(dpi, { other: '#' })} dpi: choose a larger label or a 300 dpi printer.`
        : msg`Does not scan once printed on ${stock} at ${plural(dpi, { other: '#' })} dpi: choose a larger label.`;
    case 'source-damaged':
      return msg`A barcode on it does not scan in the source file either: the fault is the source’s, not the print’s. Ask the carrier for the label again.`;
    case 'nothing-to-check':
      return msg`No barcode to check.`;
  }
}

/** The download's words: how many of the labels scan once printed, and how many do not and why, in one sentence. */
export function scanTally(checks: readonly ScanCheck[], say: Say): string {
  const total = checks.length;
  const scanning = checks.filter((check) => check.kind === 'scans').length;
  const failing = checks.filter((check) => check.kind === 'fails').length;
  const damaged = checks.filter((check) => check.kind === 'source-damaged').length;
  const unchecked = total - scanning - failing - damaged;
  const parts = [
    msg`${plural(scanning, { one: `# of ${plural(total, { other: '#' })} scan once printed`, other: `# of ${plural(total, { other: '#' })} scan once printed` })}`,
  ];
  if (failing > 0) parts.push(msg`${plural(failing, { one: '# does not: see the cards', other: '# do not: see the cards' })}`);
  if (damaged > 0) parts.push(msg`${plural(damaged, { one: '# has a barcode damaged in the source file', other: '# have barcodes damaged in the source file' })}`);
  if (unchecked > 0) parts.push(msg`${plural(unchecked, { one: '# had no barcode to check', other: '# had no barcode to check' })}`);
  const [first = '', ...rest] = parts.map(say);
  const tally = rest.reduce(
    (sentence, part) => say(msg({ message: `${sentence}; ${part}`, comment: 'Joins the next part of the scan tally (“1 does not: see the cards”) to the parts before it' })),
    first,
  );
  return say(msg({ message: `${tally}.`, comment: 'Ends the scan tally, its parts joined: “2 of 3 scan once printed; 1 does not: see the cards.”' }));
}
