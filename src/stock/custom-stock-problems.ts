import { CUSTOM_LIMITS, CUSTOM_PAGES, shownIn, type CustomFault, customStockFaults } from './custom-stock';
import type { CustomField, CustomStockValues } from './custom-stock-values';

// The custom size's problems in words, for beside each field. Loaded with the fields, not with the page.

const FIELD_NAMES: Readonly<Record<CustomField, string>> = {
  width: 'label width',
  height: 'label height',
  left: 'left margin',
  top: 'top margin',
  gapAcross: 'gap between columns',
  gapDown: 'gap between rows',
  columns: 'number of columns',
  rows: 'number of rows',
};

/** One fault in words, naming its field and the figures in the visitor's unit. */
function faultText(field: CustomField, fault: CustomFault, values: CustomStockValues): string {
  const name = FIELD_NAMES[field];
  const { unit } = values;
  const page = (mm: number) => `the ${CUSTOM_PAGES[values.page].name} page (${shownIn(mm, unit)})`;
  switch (fault.kind) {
    case 'not-a-number':
      return `Enter the ${name} as a number, in ${unit === 'in' ? 'inches' : 'mm'}.`;
    case 'negative':
      return `The ${name} cannot be negative.`;
    case 'not-positive':
      return `The ${name} must be more than 0.`;
    case 'too-small':
      return `The ${name} must be at least ${shownIn(field === 'width' ? CUSTOM_LIMITS.minWidthMm : CUSTOM_LIMITS.minHeightMm, unit)}: a label needs room for a line of the address.`;
    case 'over-a-metre':
      return `The ${name} can be at most ${shownIn(CUSTOM_LIMITS.maxMm, unit)} (1 m).`;
    case 'not-a-count':
      return `Enter the ${name} as a whole number, 1 or more.`;
    case 'count-over-limit':
      return `The ${name} can be at most ${CUSTOM_LIMITS.maxLabelsPerSheet}.`;
    case 'too-many-labels':
      return `${values.columns} × ${values.rows} is ${fault.count} labels: a sheet can have at most ${CUSTOM_LIMITS.maxLabelsPerSheet}.`;
    case 'one-past-page':
      return fault.across
        ? `The label and the left margin come to ${shownIn(fault.mm, unit)}: wider than ${page(fault.pageMm)}.`
        : `The label and the top margin come to ${shownIn(fault.mm, unit)}: taller than ${page(fault.pageMm)}.`;
    case 'all-past-page':
      return fault.across
        ? `${values.columns} labels across come to ${shownIn(fault.mm, unit)} with the margin and gaps: wider than ${page(fault.pageMm)}.`
        : `${values.rows} rows come to ${shownIn(fault.mm, unit)} with the margin and gaps: taller than ${page(fault.pageMm)}.`;
  }
}

/** What is wrong with each field, in words for beside it; an empty object when the stock can be printed. */
export function customStockProblems(values: CustomStockValues): Partial<Record<CustomField, string>> {
  const faults = Object.entries(customStockFaults(values)) as [CustomField, CustomFault][];
  return Object.fromEntries(faults.map(([field, fault]) => [field, faultText(field, fault, values)]));
}
