/** `shipping-label-{Date.now()}.zpl`: named like the PDF. */
export const zplFileName = (now: number = Date.now()): string => `shipping-label-${now}.zpl`;

/** `shipping-labels-{Date.now()}.zpl`: a batch's ZPL, named like its PDF. */
export const batchZplFileName = (now: number = Date.now()): string => `shipping-labels-${now}.zpl`;
