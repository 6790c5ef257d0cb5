import type { ContentsTotals } from '../../contents/contents-totals';
import { formatKg, formatMoney } from '../../contents/money';

/** The totals line, "Total: 3 items, 1.250 kg, 85.00 EUR" (pieces, not lines), or why there is none yet. */
export function totalsText(totals: ContentsTotals | null, rowsWithProblems: boolean): string {
  if (totals === null) return 'No items yet: the PDF holds the label alone.';
  const unread = rowsWithProblems ? ' (items with a problem are not counted yet)' : '';
  if (totals.quantity === 0) return `Total: nothing counted yet${unread}`;
  const pieces = `${totals.quantity} ${totals.quantity === 1 ? 'item' : 'items'}`;
  const value = totals.currency === null ? 'values in more than one currency' : formatMoney(totals.value, totals.currency);
  return `Total: ${pieces}, ${formatKg(totals.netWeightKg)}, ${value}${unread}`;
}
