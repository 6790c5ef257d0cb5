import type { LabelLayout } from '../../../label/face-layout';
import type { LabelData } from '../../../label/label-data';
import type { TextCoverage } from '../../../label/fonts-needed';
import type { LabelSize } from '../../../label/label-sizes';
import type { PrintOptions } from '../../../label/print-options';

/** What the preview knows beyond the layout: the barcode, fields cut to their limit, what the fonts leave out. */
export type PreviewFacts = { barcodeTooLong: boolean; cut: boolean; coverage: TextCoverage; fontsFailed: boolean };

/**
 * What the visitor should know before printing: fields cut, characters the fonts cannot print, fonts that
 * could not load, more than one label, smaller type, a barcode that cannot fit.
 */
export function previewNotes(layout: LabelLayout, size: LabelSize, options: PrintOptions, facts: PreviewFacts): string[] {
  const { barcodeTooLong, cut, coverage, fontsFailed } = facts;
  const count = layout.faces.length;
  const notes: string[] = cut ? ['Some details are longer than a label allows: the preview shows them cut to their limit.'] : [];
  if (fontsFailed) notes.push('The fonts for this address could not be loaded. Check your connection: the label cannot be made without them.');
  if (coverage.emoji) notes.push('Emoji are left out of the label: label printers and the label fonts do not print them.');
  if (coverage.unsupported) notes.push('Some characters are in a script the label fonts do not cover yet: they print as “?”.');
  if (count > 1) {
    notes.push(size.stock === 'page' ? `This label needs ${count} ${size.faceName} pages.` : `This label needs ${count} labels at ${size.faceName}.`);
  } else if (layout.fontScale < 1) {
    // No percentage: the notes are a live region, and a number that moves with each keystroke would be read out each time.
    notes.push('The text is set smaller so that everything fits on one label.');
  }
  if (barcodeTooLong) {
    notes.push(
      `The tracking number is too long for a barcode on ${size.faceName} at ${options.dpi} dpi: its bars would be thinner than one printer dot. ` +
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
