import type { LabelLayout } from '../../../label/face-layout';
import type { LabelSize } from '../../../label/label-sizes';
import type { PrintOptions } from '../../../label/print-options';

/** What the visitor should know before printing: fields cut, more than one label, smaller type, a barcode that cannot fit. */
export function previewNotes(layout: LabelLayout, size: LabelSize, options: PrintOptions, barcodeTooLong: boolean, cut: boolean): string[] {
  const count = layout.faces.length;
  const notes: string[] = cut ? ['Some details are longer than a label allows: the preview shows them cut to their limit.'] : [];
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
