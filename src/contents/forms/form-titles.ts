import type { DeclarationCategory } from './declaration';

// The UPU's words on the CN 22 and CN 23, English and French, with each numbered box's number as published.
// Sources (which edition each layout follows is written at the top of cn22-face.ts and cn23-pages.ts):
// - CN 23: Poste Italiane's print of the UPU CN 23 (github.com/umbertoragone/cn23-pdf, public/assets/docs/CN23.pdf,
//   2025) and the OECD's reproduction of the UPU form ("Misuse of small parcels for trade in counterfeit goods",
//   2018, annex A, figure A.1).
// - CN 22: La Poste tunisienne's French CN 22 (boxes (1)–(7), the six categories) as reproduced in a public template,
//   the UPU's instructions for the CN 22 as India Post publishes them (2018: (4*) and (5*) for commercial items), and
//   India Post's English CN 22 (the declaration sentence and box (8)).
// French where no source gave it is the UPU's wording on its earlier editions of the same boxes.

export type Title = { en: string; fr: string };

export const FORM_TITLE: Title = { en: 'CUSTOMS DECLARATION', fr: 'DÉCLARATION EN DOUANE' };
export const OPERATOR: Title = { en: 'Designated operator', fr: 'Opérateur désigné' };
export const MAY_BE_OPENED: Title = { en: 'May be opened officially', fr: 'Peut être ouvert d’office' };

/** The categories both forms tick, in the UPU's words. */
export const CATEGORY_TITLES: Record<DeclarationCategory, Title> = {
  gift: { en: 'Gift', fr: 'Cadeau' },
  'commercial-sample': { en: 'Commercial sample', fr: 'Échantillon commercial' },
  documents: { en: 'Documents', fr: 'Documents' },
  'returned-goods': { en: 'Returned goods', fr: 'Retour de marchandise' },
  'sale-of-goods': { en: 'Sale of goods', fr: 'Vente de marchandises' },
  other: { en: 'Other (please specify)', fr: 'Autre (veuillez spécifier)' },
};
export const EXPLANATION: Title = { en: 'Explanation:', fr: 'Explication :' };

export const CN22 = {
  description: { en: 'Quantity and detailed description of contents (1)', fr: 'Quantité et description détaillée du contenu' },
  netWeight: { en: 'Net weight (in kg) (2)', fr: 'Poids net (en kg)' },
  value: { en: 'Value and currency (3)', fr: 'Valeur et monnaie' },
  hsCode: { en: 'HS tariff number* (4)', fr: 'N° tarifaire du SH*' },
  origin: { en: 'Country of origin of goods* (5)', fr: 'Pays d’origine des marchandises*' },
  commercialOnly: { en: '* For commercial items only', fr: '* Pour les envois commerciaux seulement' },
  totalWeight: { en: 'Total weight (in kg) (6)', fr: 'Poids total (en kg)' },
  totalValue: { en: 'Total value (7)', fr: 'Valeur totale' },
  declaration: {
    en: 'I, the undersigned, whose name and address are given on the item, certify that the particulars given in this declaration are correct and that this item does not contain any dangerous article or articles prohibited by legislation or by postal or customs regulations.',
    fr: 'Je, soussigné, dont le nom et l’adresse figurent sur l’envoi, certifie que les renseignements donnés dans la présente déclaration sont exacts et que cet envoi ne contient aucun objet dangereux ou interdit par la législation ou par la réglementation postale ou douanière.',
  },
  signature: { en: 'Date and sender’s signature (8)', fr: 'Date et signature de l’expéditeur' },
  // Not the UPU's: a row saying how many lines are left for a CN 23 ("CN 23" held on one row by a no-break space).
  more: (count: number): Title => ({ en: `+ ${count} more item${count === 1 ? '' : 's'}: see CN\u00a023`, fr: `+ ${count} autre${count === 1 ? '' : 's'} : voir CN\u00a023` }),
} as const;

export const CN23 = {
  from: { en: 'From', fr: 'De' },
  to: { en: 'To', fr: 'À' },
  name: { en: 'Name', fr: 'Nom' },
  business: { en: 'Business', fr: 'Entreprise' },
  address: { en: 'Address', fr: 'Adresse' },
  phone: { en: 'Tel. No.', fr: 'N° de téléphone' },
  senderReference: { en: 'Sender’s customs reference (if any)', fr: 'Référence en douane de l’expéditeur (si elle existe)' },
  itemNumber: { en: 'No. of item (barcode, if any)', fr: 'N° de l’envoi (code à barres, s’il existe)' },
  importerReference: {
    en: 'Importer/addressee reference (if any) (tax code/VAT No./importer code) (optional)',
    fr: 'Référence de l’importateur/du destinataire (si elle existe) (code fiscal/N° de TVA/code de l’importateur) (facultatif)',
  },
  importerContact: { en: 'Importer/addressee fax/e-mail (if known)', fr: 'Fax/e-mail de l’importateur/du destinataire (s’il est connu)' },
  description: { en: 'Detailed description of contents (1)', fr: 'Description détaillée du contenu' },
  quantity: { en: 'Quantity (2)', fr: 'Quantité' },
  netWeight: { en: 'Net weight (in kg) (3)', fr: 'Poids net (en kg)' },
  totalWeight: { en: 'Total gross weight (4)', fr: 'Poids brut total' },
  value: { en: 'Value (5)', fr: 'Valeur' },
  totalValue: { en: 'Total value (6)', fr: 'Valeur totale' },
  commercialOnly: { en: 'For commercial items only', fr: 'Pour les envois commerciaux seulement' },
  hsCode: { en: 'HS tariff number (7)', fr: 'N° tarifaire du SH' },
  origin: { en: 'Country of origin of goods (8)', fr: 'Pays d’origine des marchandises' },
  postalCharges: { en: 'Postal charges/Fees (9)', fr: 'Frais de port/Frais' },
  category: { en: 'Category of item (10)', fr: 'Catégorie de l’envoi' },
  office: { en: 'Office of origin/Date of posting', fr: 'Bureau d’origine/Date de dépôt' },
  comments: {
    en: 'Comments (11): (e.g.: goods subject to quarantine, sanitary/phytosanitary inspection or other restrictions)',
    fr: 'Observations : (p. ex. marchandise soumise à la quarantaine, à des contrôles sanitaires, phytosanitaires ou à d’autres restrictions)',
  },
  licence: { en: 'Licence (12)', fr: 'Licence' },
  licenceNumbers: { en: 'No(s). of licence(s)', fr: 'N° de la (des) licence(s)' },
  certificate: { en: 'Certificate (13)', fr: 'Certificat' },
  certificateNumbers: { en: 'No(s). of certificate(s)', fr: 'N° du (des) certificat(s)' },
  invoice: { en: 'Invoice (14)', fr: 'Facture' },
  invoiceNumber: { en: 'No. of invoice', fr: 'N° de la facture' },
  declaration: {
    en: 'I certify that the particulars given in this customs declaration are correct and that this item does not contain any dangerous article or articles prohibited by legislation or by postal or customs regulations.',
    fr: 'Je certifie que les renseignements donnés dans la présente déclaration en douane sont exacts et que cet envoi ne contient aucun objet dangereux ou interdit par la législation ou par la réglementation postale ou douanière.',
  },
  signature: { en: 'Date and sender’s signature (15)', fr: 'Date et signature de l’expéditeur' },
  page: (page: number, pages: number): Title => ({ en: `Page ${page} of ${pages}`, fr: `Page ${page} sur ${pages}` }),
} as const;
