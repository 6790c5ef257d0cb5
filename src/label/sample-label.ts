import type { LabelData } from './label-data';

/** What the generator starts with; fictional people, 555 numbers, a test-format tracking number. */
export const SAMPLE_LABEL: LabelData = {
  toName: 'Maria Alvarez',
  toCompany: 'Bright Harbor Books',
  toAddress: '4821 Lakeview Avenue, Suite 210\nPortland, OR 97205\nUnited States',
  toPhone: '(503) 555-0148',
  fromName: 'Daniel Brooks',
  fromCompany: 'Maple Lane Crafts',
  fromAddress: '77 Orchard Street\nAustin, TX 78701\nUnited States',
  fromPhone: '(512) 555-0193',
  weight: '3.2 lbs',
  dimensions: '12 x 10 x 8 in',
  parcels: '',
  trackingNumber: '1Z999AA10123456784',
  reference: '',
  customMessage: '',
};
