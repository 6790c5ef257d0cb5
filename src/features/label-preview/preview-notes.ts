import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import type { LabelLayout } from '../../label/face-layout';
import type { LabelData } from '../../label/label-data';
import type { OmittablePart } from '../../label/small-face-lines';
import type { TextCoverage } from '../../label/fonts-needed';
import type { LabelStock } from '../../stock/label-stock';
import type { PrintOptions } from '../../stock/print-options';

/** What the preview knows beyond the layout: the barcode, fields cut to their limit, what the fonts leave out. */
export type PreviewFacts = { barcodeTooLong: boolean; cut: boolean; coverage: TextCoverage; fontsFailed: boolean; invalidStock: boolean; parcels: number };

/** "an" for a size read with it in English ("an 80 × 50 mm": eight, eleven and eighteen start with a vowel), else "a". */
const articleOf = (size: string): 'an' | 'a' => (/^(8|1[18](?!\d))/.test(size) ? 'an' : 'a');

// The article before a size is English grammar: a select the other languages can give one text for both.

/** What a small label left out, in the words the preview uses, naming the label by its size. */
const OMISSION_NOTES: Record<OmittablePart, (size: string) => MessageDescriptor> = {
  barcode: (size) => {
    const article = articleOf(size);
    return msg({ message: `The barcode does not fit ${select(article, { an: `an ${size}`, other: `a ${size}` })} label: the tracking number prints as text.`, comment: '“an” is English grammar for a size read with a vowel (an 80 × 50 mm label); give both cases the same text if your language has no such article' });
  },
  reference: (size) => {
    const article = articleOf(size);
    return msg({ message: `The reference does not fit ${select(article, { an: `an ${size}`, other: `a ${size}` })} label and is left out.`, comment: '“an” is English grammar for a size read with a vowel (an 80 × 50 mm label); give both cases the same text if your language has no such article' });
  },
  package: (size) => {
    const article = articleOf(size);
    return msg({ message: `Package details do not fit ${select(article, { an: `an ${size}`, other: `a ${size}` })} label and are left out.`, comment: '“an” is English grammar for a size read with a vowel (an 80 × 50 mm label); give both cases the same text if your language has no such article' });
  },
  logo: (size) => {
    const article = articleOf(size);
    return msg({ message: `The logo does not fit ${select(article, { an: `an ${size}`, other: `a ${size}` })} label with everything else and is left out.`, comment: '“an” is English grammar for a size read with a vowel (an 80 × 50 mm label); give both cases the same text if your language has no such article' });
  },
  message: (size) => {
    const article = articleOf(size);
    return msg({ message: `The message does not fit ${select(article, { an: `an ${size}`, other: `a ${size}` })} label and is left out.`, comment: '“an” is English grammar for a size read with a vowel (an 80 × 50 mm label); give both cases the same text if your language has no such article' });
  },
};

/** More than one face: how many pages or labels the label needs. */
function facesNote(count: number, stock: LabelStock, size: string): MessageDescriptor {
  if (stock.group !== 'pages') return msg`This label needs ${plural(count, { one: '# label', other: '# labels' })} at ${size}.`;
  return stock.id === 'letter'
    ? msg`This label needs ${plural(count, { one: '# US Letter page', other: '# US Letter pages' })}.`
    : msg`This label needs ${plural(count, { one: '# A4 page', other: '# A4 pages' })}.`;
}

/**
 * What the visitor should know before printing: fields cut, characters the fonts cannot print, fonts that
 * could not load, what a small label leaves out, more than one label, smaller type, a barcode that cannot fit. `size` is
 * the label's size as the page shows it.
 */
export function previewNotes(layout: LabelLayout, stock: LabelStock, options: PrintOptions, facts: PreviewFacts, size: string = stock.sizeText): MessageDescriptor[] {
  const { barcodeTooLong, cut, coverage, fontsFailed, invalidStock, parcels } = facts;
  const count = layout.faces.length;
  const notes: MessageDescriptor[] = invalidStock ? [msg`The custom size has a problem (see its fields): the preview shows the last size that worked, and no PDF is made until it is fixed.`] : [];
  if (cut) notes.push(msg`Some details are longer than a label allows: the preview shows them cut to their limit.`);
  if (stock.feed === 'turned') {
    const longSide = Math.max(stock.labelMm.width, stock.labelMm.height);
    notes.push(msg`This label comes out of the printer short edge first: the address is printed along its ${longSide} mm length, a quarter turn from the way it feeds.`);
  }
  if (fontsFailed) notes.push(msg`The fonts for this address could not be loaded. Check your connection: the label cannot be made without them.`);
  if (coverage.emoji) notes.push(msg`Emoji are left out of the label: label printers and the label fonts do not print them.`);
  if (coverage.unsupported) notes.push(msg`Some characters are in a script the label fonts do not cover yet: they print as “?”.`);
  for (const part of layout.omitted) notes.push(OMISSION_NOTES[part](size));
  if (parcels > 1) {
    notes.push(
      msg({
        message: `Prints ${plural(parcels, { one: '# label', other: '# labels' })} with these addresses, marked 1 of ${parcels} to ${parcels} of ${parcels}: the preview shows the first.`,
        comment: '“1 of {parcels}” … “{parcels} of {parcels}” are the marks printed on the labels',
      }),
    );
  }
  if (count > 1) {
    notes.push(facesNote(count, stock, size));
  } else if (layout.fontScale < 1) {
    // No percentage: the notes are a live region, and a number that moves with each keystroke would be read out each time.
    notes.push(layout.omitted.length === 0 ? msg`The text is set smaller so that everything fits on one label.` : msg`The rest is set smaller so that it fits on one label.`);
  }
  // Bars left out for want of height need no word on their width.
  if (barcodeTooLong && !layout.omitted.includes('barcode')) {
    const dpi = options.dpi;
    notes.push(
      msg`The tracking number is too long for a barcode on ${size} at ${dpi} dpi: its bars would be thinner than one printer dot. It prints as text only; choose a larger label or 300 dpi for a barcode.`,
    );
  }
  return notes;
}

const questionMarks = (text: string): number => text.split('?').length - 1;

/** Whether the layout prints more "?" than were typed: characters no label font draws (a script not covered yet). */
export const printsQuestionMarks = (layout: LabelLayout, label: LabelData): boolean =>
  layout.faces.flat().reduce((count, item) => count + (item.kind === 'text' ? questionMarks(item.text) : 0), 0) >
  Object.values(label).reduce((count, value) => count + questionMarks(value), 0);
