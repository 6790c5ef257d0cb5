import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ContentsTotals } from '../../contents/contents-totals';
import { formatKg, formatMoney } from '../../contents/money';

/**
 * The totals line, "Total: 3 items, 1.250 kg, 85.00 EUR" (pieces, not lines), or why there is none yet; the weight
 * and value written in `locale`'s figures.
 */
export function totalsText(totals: ContentsTotals | null, rowsWithProblems: boolean, locale: string): MessageDescriptor {
  if (totals === null) return msg`No items yet: the PDF holds the label alone.`;
  if (totals.quantity === 0) return rowsWithProblems ? msg`Total: nothing counted yet (items with a problem are not counted yet)` : msg`Total: nothing counted yet`;
  const { quantity } = totals;
  const weight = formatKg(totals.netWeightKg, locale);
  if (totals.currency === null) {
    return rowsWithProblems
      ? msg`Total: ${plural(quantity, { one: '# item', other: '# items' })}, ${weight}, values in more than one currency (items with a problem are not counted yet)`
      : msg`Total: ${plural(quantity, { one: '# item', other: '# items' })}, ${weight}, values in more than one currency`;
  }
  const value = formatMoney(totals.value, totals.currency, locale);
  return rowsWithProblems
    ? msg`Total: ${plural(quantity, { one: '# item', other: '# items' })}, ${weight}, ${value} (items with a problem are not counted yet)`
    : msg`Total: ${plural(quantity, { one: '# item', other: '# items' })}, ${weight}, ${value}`;
}
