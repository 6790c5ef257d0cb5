import type { LabelData } from '../label/label-data';
import { contentsTotals } from './contents-totals';
import { customsFormFor, type CustomsForm } from './customs-form';
import type { Declaration } from './forms/declaration';
import { declarationFor, type ParcelFigures } from './parcel-declaration';
import type { InvoiceDocument } from './forms/invoice-pages';
import type { PackingSlipDocument } from './forms/packing-slip-pages';
import type { PackingSlipPaper, ParcelPaperwork } from './parcel-contents';
import { invoiceFor, packingSlipFor } from './parcel-papers';
import { readContents } from './read-contents';
import { readParcelWeightKg } from './weight-units';

// What prints with a label: which customs form and its content, and the documents the visitor asked for. The
// worker lays each out; the page's section shows the same choice of form, from the same rules.

/** Contents with a value no form could print: the page refuses them first, so reaching the worker is a fault (never shown). */
export class ContentsProblemError extends Error {
  constructor(paths: readonly string[]) {
    super(`The contents have a problem at ${paths.join(', ')}`);
    this.name = 'ContentsProblemError';
  }
}

export type ParcelPlan = {
  /** The PDF's title: what it holds. */
  title: string;
  customs: { form: CustomsForm; declaration: Declaration } | null;
  /** Copies of a CN 23 and of a commercial invoice. */
  copies: number;
  invoice: InvoiceDocument | null;
  packingSlip: { slip: PackingSlipDocument; paper: PackingSlipPaper } | null;
};

/** The figures every document shares: the items, their totals, one currency, and the parcel's gross weight. */
function figuresOf(label: LabelData, paperwork: ParcelPaperwork): ParcelFigures {
  const { customsForm, commercialInvoice } = paperwork.documents;
  const reading = readContents(paperwork.contents, { customsForm, weightsNeeded: customsForm || commercialInvoice });
  if (reading.problems.length > 0) throw new ContentsProblemError(reading.problems.map((problem) => problem.path));
  const totals = contentsTotals(reading.items);
  // The parcel as weighed (the label's Weight) includes its packing; never less than what is in it.
  const grossWeightKg = Math.max(readParcelWeightKg(label.weight) ?? 0, totals.netWeightKg);
  return { items: reading.items, totals, currency: totals.currency ?? reading.items[0]?.currency ?? 'EUR', grossWeightKg };
}

/** "Shipping label, customs form and packing slip": what the PDF holds. */
const titleOf = (plan: Omit<ParcelPlan, 'title'>): string => {
  const parts = [...(plan.customs ? ['customs form'] : []), ...(plan.invoice ? ['commercial invoice'] : []), ...(plan.packingSlip ? ['packing slip'] : [])];
  const last = parts.pop();
  return last === undefined ? 'Shipping label' : `${['Shipping label', ...parts].join(', ')} and ${last}`;
};

/** The plan for a label and its paperwork. */
export function parcelPlan(label: LabelData, paperwork: ParcelPaperwork): ParcelPlan {
  const figures = figuresOf(label, paperwork);
  const { documents, contents } = paperwork;
  const customs =
    documents.customsForm && figures.items.length > 0
      ? {
          form: customsFormFor({ value: figures.totals.value, currency: figures.totals.currency }, documents.formChoice).form,
          declaration: declarationFor(label, contents, figures),
        }
      : null;
  const hasItems = figures.items.length > 0;
  const plan = {
    customs,
    copies: documents.copies,
    invoice: documents.commercialInvoice && hasItems ? invoiceFor(label, paperwork, figures) : null,
    packingSlip: documents.packingSlip ? { slip: packingSlipFor(label, paperwork, figures), paper: documents.packingSlipPaper } : null,
  };
  return { ...plan, title: titleOf(plan) };
}

/** Every text the plan prints, for choosing the fonts its scripts need. */
export function paperworkText(plan: ParcelPlan): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(plan);
  return texts;
}
