import type { LabelLayout } from '../../label/face-layout';
import type { LabelData } from '../../label/label-data';
import type { OmittablePart } from '../../label/small-face-lines';
import type { TextCoverage } from '../../label/fonts-needed';
import type { LabelStock } from '../../stock/label-stock';
import type { PrintOptions } from '../../stock/print-options';

/** What the preview knows beyond the layout: the barcode, fields cut to their limit, what the fonts leave out. */
export type PreviewFacts = { barcodeTooLong: boolean; cut: boolean; coverage: TextCoverage; fontsFailed: boolean; invalidStock: boolean; parcels: number };

/** "a 2⅝ × 1 in", "an 80 × 50 mm": the article a size is read with (eight, eleven and eighteen start with a vowel). */
const aSize = (size: string): string => `${/^(8|1[18](?!\d))/.test(size) ? 'an' : 'a'} ${size}`;

/** What a small label left out, in the words the preview uses, naming the label by its size. */
const OMISSION_NOTES: Record<OmittablePart, (size: string) => string> = {
  barcode: (size) => `The barcode does not fit ${aSize(size)} label: the tracking number prints as text.`,
  reference: (size) => `The reference does not fit ${aSize(size)} label and is left out.`,
  package: (size) => `Package details do not fit ${aSize(size)} label and are left out.`,
  logo: (size) => `The logo does not fit ${aSize(size)} label with everything else and is left out.`,
  message: (size) => `The message does not fit ${aSize(size)} label and is left out.`,
};

/**
 * What the visitor should know before printing: fields cut, characters the fonts cannot print, fonts that
 * could not load, what a small label leaves out, more than one label, smaller type, a barcode that cannot fit.
 */
export function previewNotes(layout: LabelLayout, stock: LabelStock, options: PrintOptions, facts: PreviewFacts): string[] {
  const { barcodeTooLong, cut, coverage, fontsFailed, invalidStock, parcels } = facts;
  const count = layout.faces.length;
  const notes: string[] = invalidStock ? ['The custom size has a problem (see its fields): the preview shows the last size that worked, and no PDF is made until it is fixed.'] : [];
  if (cut) notes.push('Some details are longer than a label allows: the preview shows them cut to their limit.');
  if (stock.feed === 'turned') {
    const longSide = Math.max(stock.labelMm.width, stock.labelMm.height);
    notes.push(`This label comes out of the printer short edge first: the address is printed along its ${longSide} mm length, a quarter turn from the way it feeds.`);
  }
  if (fontsFailed) notes.push('The fonts for this address could not be loaded. Check your connection: the label cannot be made without them.');
  if (coverage.emoji) notes.push('Emoji are left out of the label: label printers and the label fonts do not print them.');
  if (coverage.unsupported) notes.push('Some characters are in a script the label fonts do not cover yet: they print as “?”.');
  for (const part of layout.omitted) notes.push(OMISSION_NOTES[part](stock.sizeText));
  if (parcels > 1) notes.push(`Prints ${parcels} labels with these addresses, marked 1 of ${parcels} to ${parcels} of ${parcels}: the preview shows the first.`);
  if (count > 1) {
    notes.push(stock.group === 'pages' ? `This label needs ${count} ${stock.product.replace(/ page$/, '')} pages.` : `This label needs ${count} labels at ${stock.sizeText}.`);
  } else if (layout.fontScale < 1) {
    // No percentage: the notes are a live region, and a number that moves with each keystroke would be read out each time.
    notes.push(layout.omitted.length === 0 ? 'The text is set smaller so that everything fits on one label.' : 'The rest is set smaller so that it fits on one label.');
  }
  // Bars left out for want of height need no word on their width.
  if (barcodeTooLong && !layout.omitted.includes('barcode')) {
    notes.push(
      `The tracking number is too long for a barcode on ${stock.sizeText} at ${options.dpi} dpi: its bars would be thinner than one printer dot. ` +
        'It prints as text only; choose a larger label or 300 dpi for a barcode.',
    );
  }
  return notes;
}

const questionMarks = (text: string): number => text.split('?').length - 1;

/** Whether the layout prints more "?" than were typed: characters no label font draws (a script not covered yet). */
export const printsQuestionMarks = (layout: LabelLayout, label: LabelData): boolean =>
  layout.faces.flat().reduce((count, item) => count + (item.kind === 'text' ? questionMarks(item.text) : 0), 0) >
  Object.values(label).reduce((count, value) => count + questionMarks(value), 0);
