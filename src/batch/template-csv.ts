// The CSV a visitor downloads to fill in: ShipLabel's own headers and the sample label as one example row.
// Pure (no papaparse): the page offers it and the build can write it as a file.
import type { LabelData } from '../label/label-data';
import { SAMPLE_LABEL } from '../label/sample-label';
import { BATCH_COLUMNS, type BatchColumnId } from './batch-columns';


const EXAMPLE_ORDER_NUMBER = '1001';

type AddressParts = { address1: string; address2: string; city: string; state: string; postcode: string; country: string };

// "Portland, OR 97205": city, state and postcode, as batchRowsFrom joins them again.
const LOCALITY = /^(.+), (\S+) (\S+)$/;

const NO_PARTS: AddressParts = { address1: '', address2: '', city: '', state: '', postcode: '', country: '' };

/** An address as street lines, locality and country; one that does not split cleanly stays whole in line 1 (it joins back the same). */
const addressParts = (address: string): AddressParts => {
  const lines = address.split('\n');
  const locality = lines.length >= 3 && lines.length <= 4 ? LOCALITY.exec(lines.at(-2) ?? '') : null;
  if (locality === null) return { ...NO_PARTS, address1: address };
  const [, city = '', state = '', postcode = ''] = locality;
  const [address1 = '', address2 = ''] = lines.slice(0, -2);
  return { address1, address2, city, state, postcode, country: lines.at(-1) ?? '' };
};

const partyCells = (side: 'to' | 'from', name: string, company: string, address: string, phone: string): Partial<Record<BatchColumnId, string>> => {
  const { address1, address2, city, state, postcode, country } = addressParts(address);
  const cells = { Name: name, Company: company, Address1: address1, Address2: address2, City: city, State: state, Postcode: postcode, Country: country, Phone: phone };
  return Object.fromEntries(Object.entries(cells).map(([part, value]) => [`${side}${part}`, value]));
};

const exampleCells = (label: LabelData): Partial<Record<BatchColumnId, string>> => ({
  ...partyCells('to', label.toName, label.toCompany, label.toAddress, label.toPhone),
  ...partyCells('from', label.fromName, label.fromCompany, label.fromAddress, label.fromPhone),
  weight: label.weight,
  dimensions: label.dimensions,
  parcels: '1',
  trackingNumber: label.trackingNumber,
  customMessage: label.customMessage,
  orderNumber: EXAMPLE_ORDER_NUMBER,
});

/** A cell as RFC 4180 writes it: quoted, with quotes doubled, when it holds a comma, a quote or a line break. */
const csvCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const csvLine = (cells: readonly string[]): string => cells.map(csvCell).join(',');

/** A CSV in the template's columns: its header row, then a row for each set of cells, CRLF line ends as RFC 4180 has them. */
export function templateColumnsCsv(rows: readonly Partial<Record<BatchColumnId, string>>[]): string {
  const columns = BATCH_COLUMNS.filter((column) => column.inTemplate);
  return [csvLine(columns.map((column) => column.name)), ...rows.map((cells) => csvLine(columns.map((column) => cells[column.id] ?? '')))].join('\r\n') + '\r\n';
}

/** The template: a header row of the template columns' names and one example row. */
export const templateCsv = (): string => templateColumnsCsv([exampleCells(SAMPLE_LABEL)]);

/** A recipient in the template's columns (its address split into street, city, state and postcode where it splits cleanly). */
export const recipientCells = (name: string, company: string, address: string, phone: string, country: string | null): Partial<Record<BatchColumnId, string>> => {
  const cells = partyCells('to', name, company, country === null ? address : `${address}\n${country}`, phone);
  // An address that does not split keeps its country in the Country column, not in its last line.
  return cells.toCountry === '' && country !== null ? { ...partyCells('to', name, company, address, phone), toCountry: country } : cells;
};
