/**
 * The resolution an image label is taken to have: carriers make their PNG and GIF labels for 203-dpi thermal printers
 * (a 4 × 6 in label is 812 × 1218 pixels), and an image carries no trustworthy size of its own.
 */
export const NOMINAL_IMAGE_DPI = 203;
