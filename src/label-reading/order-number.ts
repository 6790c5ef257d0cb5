import type { TextLine } from './text-lines';

// The order number a page prints ("Order #5012", "Order ID: 113-1234567-1234567", "Bestellnummer 4711"): only a
// number under an order caption is one, and it has a digit in it.

const ORDER = /\b(?:order|sub\s*order|bestell|commande|pedido|ordine|zamówienie|bestelling)\s*(?:no\.?|number|nr\.?|id|nummer|numéro|n[°º]\.?|#)?\s*[:#.]?\s*#?\s*([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)/i;

/** The first order number among the lines, or null. */
export function orderNumberIn(lines: readonly TextLine[]): string | null {
  for (const line of lines) {
    for (const text of [line.text, ...line.cells.map((cell) => cell.text)]) {
      const match = ORDER.exec(text);
      if (match?.[1]) return match[1].replace(/-+$/, '');
    }
  }
  return null;
}
