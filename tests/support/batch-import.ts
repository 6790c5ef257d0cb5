// A file imported as the page does it, in Node: read, columns guessed, rows made; and the page's addressing.
import { guessMapping } from '../../src/batch/column-mapping';
import { batchRowsFrom, PLAIN_ROWS, type BatchRow, type BatchRowsOptions } from '../../src/batch/batch-rows';
import type { Addressing } from '../../src/batch/row-address';
import { loadAddressReading } from '../../src/address/address-reading';
import { addressingFor } from '../../src/features/batch/batch-addressing';
import { labelFrom, type LabelData } from '../../src/label/label-data';
import { parseTable } from '../../workers/batch/parse-table';

/** The single-label form with nothing typed: the file alone makes each label. */
export const EMPTY_FORM: LabelData = labelFrom({});

/** What the page does with a file's text: read it, guess the columns, make the rows, with the form's values as fallback. */
export const importBatch = (text: string, form: LabelData = EMPTY_FORM, options: BatchRowsOptions = PLAIN_ROWS): BatchRow[] => {
  const table = parseTable(text);
  return batchRowsFrom(table, guessMapping(table.headers), form, options);
};

/** How the page lays a batch's addresses out for this form: the sender's country chosen, or read from its address. */
export const pageAddressing = async (form: LabelData, chosenSenderCountry: string | null = null): Promise<Addressing> =>
  addressingFor(await loadAddressReading(), form, chosenSenderCountry);
