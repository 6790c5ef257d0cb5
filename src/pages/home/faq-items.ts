import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type FaqItem = { question: MessageDescriptor; answer: MessageDescriptor };

/** The home page's questions and answers; the FAQ section and its structured data both read them. */
export const faqItems: readonly FaqItem[] = [
  {
    question: msg`Is this shipping label generator really free?`,
    answer: msg`Yes. ShipLabel is completely free to use, with no sign-up and no limit on the number of labels you can create.`,
  },
  {
    question: msg`Can I use these labels for real shipping?`,
    answer: msg`ShipLabel labels give your parcels a clean, professional look. For real carrier shipping you still need the carrier's services: buy postage and an official shipping label or tracking number from your carrier.`,
  },
  {
    question: msg`What information can I put on a label?`,
    answer: msg({
      message:
        'You can edit the sender and recipient details, the package weight and dimensions, a tracking number (printed as a barcode), a reference such as an order number, how many parcels the shipment has (each label marked 1 of 3, 2 of 3 …), your logo beside the sender, and a custom message such as handling instructions.',
      comment: '“1 of 3, 2 of 3” is how a label of a shipment of several parcels is numbered; use your language’s wording for it',
    }),
  },
  {
    question: msg`What format is the label downloaded in?`,
    answer: msg`Labels are downloaded as an A4 PDF file, ready to print on any printer or to save for later.`,
  },
  {
    question: msg`Is my shipping information stored anywhere?`,
    answer: msg({
      message:
        'Your label is created entirely in your browser, and the shipping information you type is never sent to a server. Nothing you type is kept, unless you press Save sender (which keeps the sender’s logo with it) or Save recipient (or turn on Remember recipients I print): what you save then stays in your browser on this device only, until you delete it (Delete in the generator, or Forget everything on this device on the privacy page).',
      comment:
        'Save sender, Save recipient, Remember recipients I print, Delete and Forget everything on this device are the names of buttons and a checkbox of the site: use the same words as those',
    }),
  },
];
