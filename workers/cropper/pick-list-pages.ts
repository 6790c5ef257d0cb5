import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import type { PageSizeMm } from '../../src/cropper/source-page';
import type { PickList } from '../../src/label-reading/pick-list';
import { PT_PER_MM } from './page-space';

// "Pick list first": the day's SKUs (description, total, orders) and its labels by carrier, on pages of the stock's
// own size before the labels, in Helvetica, so it prints on the same roll or sheets.

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Letters Helvetica's encoding (Windows-1252) has; any other prints as "?". */
const printable = (font: PDFFont, text: string): string =>
  [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');

/** Text cut to `width` points with an ellipsis. */
const fitted = (font: PDFFont, text: string, size: number, width: number): string => {
  const safe = printable(font, text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
};

/** A page writer that starts a new page of the same size when a row would not fit. */
function pageWriter(output: PDFDocument, size: PageSizeMm, fonts: Fonts) {
  const [width, height] = [size.widthMm * PT_PER_MM, size.heightMm * PT_PER_MM];
  const margin = Math.min(width, height) * 0.06;
  // 9 pt on a Letter page, smaller on a 4 × 6 label, never under 6.
  const fontSize = Math.max(6, Math.min(9, width / 60));
  const line = fontSize * 1.35;
  let page: PDFPage = output.addPage([width, height]);
  let y = height - margin;
  return {
    width: width - 2 * margin,
    fontSize,
    row(cells: readonly { text: string; x: number; width: number; bold?: boolean; right?: boolean }[], size = fontSize): void {
      if (y - size * 1.35 < margin) {
        page = output.addPage([width, height]);
        y = height - margin;
      }
      y -= size * 1.35;
      for (const cell of cells) {
        const font = cell.bold ? fonts.bold : fonts.regular;
        const text = fitted(font, cell.text, size, cell.width);
        const x = margin + cell.x + (cell.right ? cell.width - font.widthOfTextAtSize(text, size) : 0);
        page.drawText(text, { x, y, size, font, color: rgb(0, 0, 0) });
      }
    },
    gap: (): void => void (y -= line * 0.6),
  };
}

/** Draws the pick list on new pages of `size` at the end of `output` (call it before the labels). */
export async function drawPickList(output: PDFDocument, size: PageSizeMm, list: PickList): Promise<void> {
  const fonts = { regular: await output.embedFont(StandardFonts.Helvetica), bold: await output.embedFont(StandardFonts.HelveticaBold) };
  const writer = pageWriter(output, size, fonts);
  const w = writer.width;
  const columns = { sku: { x: 0, width: w * 0.3 }, description: { x: w * 0.31, width: w * 0.39 }, quantity: { x: w * 0.7, width: w * 0.08 }, orders: { x: w * 0.8, width: w * 0.2 } };
  writer.row([{ text: `Pick list: ${list.labels} ${list.labels === 1 ? 'label' : 'labels'}`, x: 0, width: w, bold: true }], writer.fontSize * 1.4);
  writer.gap();
  if (list.lines.length === 0) writer.row([{ text: 'No order list was read beside these labels.', x: 0, width: w }]);
  else {
    writer.row([
      { text: 'SKU', ...columns.sku, bold: true },
      { text: 'Description', ...columns.description, bold: true },
      { text: 'Qty', ...columns.quantity, bold: true, right: true },
      { text: 'Orders', ...columns.orders, bold: true },
    ]);
    for (const line of list.lines) {
      const orders = line.orders.length > 0 ? line.orders.map((order) => `#${order}`).join(', ') : '';
      writer.row([
        { text: line.sku || '(no SKU)', ...columns.sku },
        { text: line.description, ...columns.description },
        { text: String(line.quantity), ...columns.quantity, right: true },
        { text: orders, ...columns.orders },
      ]);
    }
    if (list.withoutItems > 0) writer.row([{ text: `${list.withoutItems} ${list.withoutItems === 1 ? 'label has' : 'labels have'} no order list beside ${list.withoutItems === 1 ? 'it' : 'them'}.`, x: 0, width: w }]);
  }
  writer.gap();
  writer.row([{ text: 'Labels by carrier', x: 0, width: w, bold: true }]);
  for (const { carrier, labels } of list.carriers) writer.row([{ text: carrier, x: 0, width: w * 0.7 }, { text: String(labels), x: w * 0.7, width: w * 0.08, right: true }]);
}
