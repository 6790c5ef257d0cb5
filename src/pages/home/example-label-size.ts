/** Intrinsic size of src/assets/example-label.webp, so the page reserves its space before it loads. */
export const exampleLabelSize = { width: 600, height: 553 } as const;
