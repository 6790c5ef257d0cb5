/** A label that could not be drawn into the PDF: which one (from 0, in the order given) and why. */
export class LabelPdfError extends Error {
  override readonly name = 'LabelPdfError';
  readonly labelIndex: number;

  constructor(labelIndex: number, cause: unknown) {
    super(`Label ${labelIndex + 1} could not be drawn: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.labelIndex = labelIndex;
  }
}
