import { useMemo, useState } from 'react';
import type { LabelStock } from '../../stock/label-stock';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../stock/print-options';
import { stockOf } from '../../stock/stock-of';
import { DEFAULT_STOCK } from '../../stock/stock-lookup';

/** The stock the preview draws on, the options that go with it, and whether the chosen custom size has a problem. */
export type ShownStock = { stock: LabelStock; options: PrintOptions; invalid: boolean };

/**
 * The chosen stock; while a custom size has a problem, the last stock that had none (React's "information from
 * previous renders"), so the preview keeps its shape while the visitor corrects a figure.
 */
export function useShownStock(options: PrintOptions): ShownStock {
  const current = useMemo(() => {
    const stock = stockOf(options);
    return stock === null ? null : { stock, options };
  }, [options]);
  const [last, setLast] = useState(current ?? { stock: DEFAULT_STOCK, options: DEFAULT_PRINT_OPTIONS });
  if (current !== null && current !== last) setLast(current);
  return current === null ? { ...last, invalid: true } : { ...current, invalid: false };
}
