import { countryName } from '../address/country-names';
import type { LabelData } from '../label/label-data';
import type { ContentsTotals } from './contents-totals';
import type { Declaration, DeclarationParty } from './forms/declaration';
import { kgFigure, moneyFigure } from './money';
import type { ParcelContents } from './parcel-contents';
import type { ReadItem } from './read-contents';
import { readTypedNumber } from './typed-number';

// The customs declaration of one parcel: the label's parties and the section's contents, read and formatted as the
// forms print them. The label is the one that prints (each address already in its country's order).

const lines = (text: string): string[] => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

/** The label's sender or recipient as the forms name them, with the customs reference typed for them. */
export const partyOf = (label: LabelData, side: 'from' | 'to', reference: string): DeclarationParty => ({
  name: label[`${side}Name`].trim(),
  business: label[`${side}Company`].trim(),
  addressLines: lines(label[`${side}Address`]),
  phone: label[`${side}Phone`].trim(),
  reference: reference.trim(),
});

/** The signature: the sender's name as typed on the label, or a blank line to sign by hand (also when no name is typed). */
export const signatureOf = (label: LabelData, contents: ParcelContents): string | null =>
  contents.signWith === 'typed-name' && label.fromName.trim() !== '' ? label.fromName.trim() : null;

/** A country of origin as printed: its English name, which every customs office reads. */
export const originName = (code: string): string => (code === '' ? '' : countryName(code));

export type ParcelFigures = { items: readonly ReadItem[]; totals: ContentsTotals; currency: string; grossWeightKg: number };

/** The CN 22's or CN 23's content for this label and these contents. */
export function declarationFor(label: LabelData, contents: ParcelContents, figures: ParcelFigures): Declaration {
  const { items, totals, currency, grossWeightKg } = figures;
  const postalCharges = readTypedNumber(contents.postalCharges);
  return {
    category: contents.category,
    categoryExplanation: contents.category === 'other' ? contents.categoryExplanation.trim() : '',
    lines: items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      netWeight: kgFigure(item.netWeightKg),
      value: moneyFigure(item.value, currency),
      hsCode: item.hsCode,
      origin: originName(item.origin),
    })),
    currency,
    totalGrossWeight: kgFigure(grossWeightKg),
    totalNetWeight: kgFigure(totals.netWeightKg),
    totalValue: moneyFigure(totals.value, currency),
    sender: partyOf(label, 'from', contents.senderReference),
    addressee: partyOf(label, 'to', contents.importerReference),
    importerContact: label.toPhone.trim(),
    invoiceNumber: contents.invoiceNumber.trim(),
    licenceNumbers: contents.licenceNumbers.trim(),
    certificateNumbers: contents.certificateNumbers.trim(),
    postalCharges: postalCharges === null ? '' : moneyFigure(postalCharges, currency),
    comments: contents.comments.trim(),
    date: contents.date,
    signature: signatureOf(label, contents),
  };
}
