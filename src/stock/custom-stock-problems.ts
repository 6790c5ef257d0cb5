import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import { CUSTOM_LIMITS, plainLength, shownIn, type CustomFault, type LengthFormat, customStockFaults } from './custom-stock';
import type { CustomField, CustomStockValues } from './custom-stock-values';

// The custom size's problems in words, for beside each field. Loaded with the fields, not with the page. Each fault is
// one sentence, its field named in it by a select over the fields that can have that fault; lengths are written by
// `format`, which the page gives in the visitor's language.

/** One fault in words, naming its field and the figures in the visitor's unit. */
function faultText(field: CustomField, fault: CustomFault, values: CustomStockValues, format: LengthFormat): MessageDescriptor {
  const { unit, page, columns, rows } = values;
  const length = (mm: number) => shownIn(mm, unit, format);
  switch (fault.kind) {
    case 'not-a-number':
      return msg({
        message: `Enter the ${select(field, { width: 'label width', height: 'label height', left: 'left margin', top: 'top margin', gapAcross: 'gap between columns', other: 'gap between rows' })} as a number, in ${select(unit, { in: 'inches', other: 'mm' })}.`,
        comment: 'A custom label size field holds no number; the field is named, then the unit it is typed in',
      });
    case 'negative':
      return msg`The ${select(field, { left: 'left margin', top: 'top margin', gapAcross: 'gap between columns', other: 'gap between rows' })} cannot be negative.`;
    case 'not-positive':
      return msg`The ${select(field, { width: 'label width', other: 'label height' })} must be more than 0.`;
    case 'too-small': {
      const least = length(field === 'width' ? CUSTOM_LIMITS.minWidthMm : CUSTOM_LIMITS.minHeightMm);
      return msg`The ${select(field, { width: 'label width', other: 'label height' })} must be at least ${least}: a label needs room for a line of the address.`;
    }
    case 'over-a-metre': {
      const most = length(CUSTOM_LIMITS.maxMm);
      return msg({
        message: `The ${select(field, { width: 'label width', height: 'label height', left: 'left margin', top: 'top margin', gapAcross: 'gap between columns', other: 'gap between rows' })} can be at most ${most} (1 m).`,
        comment: '{most} is one metre in the unit the visitor types in: 1000 mm or 39.37 in',
      });
    }
    case 'not-a-count':
      return msg`Enter the ${select(field, { columns: 'number of columns', other: 'number of rows' })} as a whole number, 1 or more.`;
    case 'count-over-limit': {
      const most = CUSTOM_LIMITS.maxLabelsPerSheet;
      return msg`The ${select(field, { columns: 'number of columns', other: 'number of rows' })} can be at most ${most}.`;
    }
    case 'too-many-labels': {
      const { count } = fault;
      const most = CUSTOM_LIMITS.maxLabelsPerSheet;
      return msg`${columns} × ${rows} is ${plural(count, { one: '# label', other: '# labels' })}: a sheet can have at most ${most}.`;
    }
    case 'one-past-page': {
      const total = length(fault.mm);
      const pageSize = length(fault.pageMm);
      return fault.across
        ? msg`The label and the left margin come to ${total}: wider than ${select(page, { a4: 'the A4 page', other: 'the US Letter page' })} (${pageSize}).`
        : msg`The label and the top margin come to ${total}: taller than ${select(page, { a4: 'the A4 page', other: 'the US Letter page' })} (${pageSize}).`;
    }
    case 'all-past-page': {
      const total = length(fault.mm);
      const pageSize = length(fault.pageMm);
      return fault.across
        ? msg`${plural(columns, { one: '# label across comes', other: '# labels across come' })} to ${total} with the margin and gaps: wider than ${select(page, { a4: 'the A4 page', other: 'the US Letter page' })} (${pageSize}).`
        : msg`${plural(rows, { one: '# row comes', other: '# rows come' })} to ${total} with the margin and gaps: taller than ${select(page, { a4: 'the A4 page', other: 'the US Letter page' })} (${pageSize}).`;
    }
  }
}

/**
 * What is wrong with each field, in words for beside it; an empty object when the stock can be printed. `format`
 * writes a length in the visitor's language (plain figures and the unit's symbol by default).
 */
export function customStockProblems(values: CustomStockValues, format: LengthFormat = plainLength): Partial<Record<CustomField, MessageDescriptor>> {
  const faults = Object.entries(customStockFaults(values)) as [CustomField, CustomFault][];
  return Object.fromEntries(faults.map(([field, fault]) => [field, faultText(field, fault, values, format)]));
}
