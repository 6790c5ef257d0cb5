import type { MessageDescriptor } from '@lingui/core';
import type { PageI18n } from '../../i18n/page-i18n';
import { msg } from '@lingui/core/macro';
import type { LengthFormat } from '../../stock/custom-stock';
import type { CustomUnit } from '../../stock/custom-stock-values';
import type { FigureFormat } from '../../stock/stock-names';

// Sizes as the visitor's language writes them: "4,25" in German. Never grouped ("1000 mm", not "1,000 mm"), as the
// figures are typed.

/** A figure of a size, to a thousandth. */
export const figureIn =
  (i18n: PageI18n): FigureFormat =>
  (value) =>
    i18n.number(value, { maximumFractionDigits: 3, useGrouping: false });

/** A length with its unit's symbol: "4.25 in", "108 mm"; "4,25 po" in French, "108毫米" in Chinese. */
export const lengthIn =
  (i18n: PageI18n): LengthFormat =>
  (value, unit) =>
    i18n.number(value, { style: 'unit', unit: unit === 'mm' ? 'millimeter' : 'inch', maximumFractionDigits: 3, useGrouping: false });

/** The units' symbols after a field's name: "Label width (mm)". */
export const UNIT_SYMBOLS: Readonly<Record<CustomUnit, MessageDescriptor>> = {
  mm: msg({ message: 'mm', context: 'unit symbol: millimetres' }),
  in: msg({ message: 'in', context: 'unit symbol: inches' }),
};
