import { barcodeValue, canDrawBarcode } from './barcode-rules';
import { barcodeLine, contentOf, gapLine, readingOrder, runsLine, valueRuns, type FaceLine, type FontRole, type LineSetting } from './face-line-parts';
import type { LabelData } from './label-data';
import { hasMessage, messageText } from './message-rules';
import { packageValues, shipmentValues } from './package-values';
import { partyLines } from './party-lines';
import { ENGLISH_HEADINGS, markIn, type LabelHeadings } from './label-headings';
import { senderRowsWithLogo, type LogoShape } from './logo-lines';
import { printableText } from './printable-text';
import type { FontWeight } from './text-measure';

// The small form of a face, for address labels and small rolls: what a person reads first comes first and largest.

/**
 * What the small form may leave out, most important first: the barcode's bars (the number is then printed as
 * text), the reference, the package row, the message, the sender's logo. It keeps as many of them as fit, in this
 * order. The parcel mark ("Parcel 2 of 3") is never left out: without it a box of a shipment cannot be told apart.
 */
export const OMITTABLE_PARTS = ['barcode', 'reference', 'package', 'message', 'logo'] as const;

export type OmittablePart = (typeof OMITTABLE_PARTS)[number];

/** WEIGHT and DIMENSIONS as one row, or null when neither is filled. */
const packageText = (printed: LabelData, headings: LabelHeadings = ENGLISH_HEADINGS): string | null => {
  const { weight, dimensions } = packageValues(printed);
  const parts = [weight === null ? '' : `${headings.weightLine} ${weight}`, dimensions === null ? '' : `${headings.dimensionsLine} ${dimensions}`].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(' · ');
};

/** The parts of this label the small form could leave out (those it prints at all), most important first. */
export const omittableParts = (label: LabelData, printed: LabelData, logo: LogoShape | null = null): OmittablePart[] => {
  const present: Record<OmittablePart, boolean> = {
    logo: logo !== null && partyLines(printed, 'from').length > 0,
    barcode: canDrawBarcode(barcodeValue(label)),
    reference: shipmentValues(printed).reference !== null,
    package: packageText(printed) !== null,
    message: hasMessage(printed),
  };
  return OMITTABLE_PARTS.filter((part) => present[part]);
};

/**
 * The label as an address label: the recipient's first line (the name) largest, in bold where Helvetica draws it,
 * then the rest of the recipient; the sender as one "From:" line; the parcel mark and reference, the package row and the
 * message; the barcode, or
 * the tracking number as text (with the mark and reference, then); the sender's logo at the right of the "From:" rows. Everything typed for the recipient
 * and the sender is printed; only `omitted` is not.
 */
export const smallFaceLines = (setting: LineSetting, label: LabelData, printed: LabelData, omitted: readonly OmittablePart[], logo: LogoShape | null = null): FaceLine[] => {
  const content = contentOf(setting);
  const order = readingOrder();
  const { headings } = setting;
  // Each row asks for its reading-order number as it is made, so the parts are made top to bottom.
  const rows = (values: readonly string[], role: FontRole, weight: FontWeight = 'regular', reserveMm = 0): FaceLine[] =>
    valueRuns(setting, values, { ...content, widthMm: content.widthMm - reserveMm }, role, order, weight).map((run) => runsLine(setting, [run]));
  const drawnInHelvetica = (text: string) => setting.fonts.runsOf(text).every((run) => run.font === 'Helvetica');

  const [first, ...rest] = partyLines(printed, 'to');
  const recipient = first === undefined ? [] : [...rows([first], 'name', drawnInHelvetica(first) ? 'bold' : 'regular'), ...rows(rest, 'recipient')];
  const sender = partyLines(printed, 'from');
  const returnAddress =
    sender.length === 0
      ? []
      : senderRowsWithLogo(setting, omitted.includes('logo') ? null : logo, (reserveMm) => rows([`${headings.fromLine} ${sender.join(', ')}`], 'sender', 'regular', reserveMm), 0, order);
  const pack = packageText(printed, headings);
  const { reference, parcel } = shipmentValues(printed);
  const shipment = [parcel === null ? '' : `${headings.parcelLine} ${markIn(headings, parcel)}`, reference === null || omitted.includes('reference') ? '' : `${headings.referenceLine} ${reference}`].filter((part) => part !== '');
  const value = barcodeValue(label);
  // Where the bars are left out, the tracking number is a line of text, and the mark and reference share it: a row
  // of their own would cost the smallest labels a second label for every parcel.
  const trackingAsText = canDrawBarcode(value) && omitted.includes('barcode');
  const details = [
    ...(shipment.length === 0 || trackingAsText ? [] : rows([shipment.join(' · ')], 'details')),
    ...(pack === null || omitted.includes('package') ? [] : rows([pack], 'details')),
    ...(!hasMessage(printed) || omitted.includes('message') ? [] : rows([messageText(printed)], 'details')),
  ];
  const tracking = !canDrawBarcode(value)
    ? []
    : trackingAsText
      ? rows([[...shipment, `${headings.trackingLine} ${printableText(value).replace(/\n/g, ' ')}`].join(' · ')], 'details')
      : [barcodeLine(setting, value, order)];

  // A little space between the parts, none before the first.
  return [recipient, returnAddress, details, tracking]
    .filter((part) => part.length > 0)
    .flatMap((part, index) => (index === 0 ? part : [gapLine(setting), ...part]));
};
