import { ENGLISH_HEADINGS, type LabelHeadings } from '../../src/label/label-headings';

// Headings in other languages, as the page sends them when the visitor chooses their language's (src/locales holds the
// site's own; these are fixed here so the model's tests need no catalog). German's are among the longest.

export const GERMAN_HEADINGS: LabelHeadings = {
  to: 'EMPFÄNGER:',
  from: 'ABSENDER:',
  weight: 'GEWICHT:',
  dimensions: 'ABMESSUNGEN:',
  reference: 'REFERENZ:',
  parcel: 'PAKET:',
  message: 'HINWEIS:',
  fromLine: 'Absender:',
  weightLine: 'Gewicht:',
  dimensionsLine: 'Abmessungen:',
  referenceLine: 'Referenz:',
  parcelLine: 'Paket',
  trackingLine: 'Sendungsnummer:',
  parcelMark: '{number} von {count}',
};

export const JAPANESE_HEADINGS: LabelHeadings = {
  ...ENGLISH_HEADINGS,
  to: 'お届け先:',
  from: 'ご依頼主:',
  weight: '重量:',
  dimensions: 'サイズ:',
  parcel: '個口:',
  parcelMark: '{count}個口中{number}',
};

export const ARABIC_HEADINGS: LabelHeadings = { ...ENGLISH_HEADINGS, to: 'إلى:', from: 'من:' };
