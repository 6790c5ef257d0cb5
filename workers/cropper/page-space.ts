import type { CropRect, QuarterTurns } from '../../src/cropper/source-page';

// From the page as the visitor sees it (mm from its top-left corner, its /Rotate applied) to PDF user space (points
// from the bottom-left corner, before /Rotate), and where a turned, scaled crop is drawn on the output page.

export const PT_PER_MM = 72 / 25.4;

/** A box in PDF user space, in points. */
export type PdfBox = { left: number; bottom: number; right: number; top: number };

/** The crop's box in the source page's user space: `view` is the page's crop box, `rotate` its /Rotate (0, 90, 180, 270). */
export function userBoxOfCrop(crop: CropRect, view: { x: number; y: number; width: number; height: number }, rotate: number): PdfBox {
  const x = crop.xMm * PT_PER_MM;
  const y = crop.yMm * PT_PER_MM;
  const width = crop.widthMm * PT_PER_MM;
  const height = crop.heightMm * PT_PER_MM;
  const right = view.x + view.width;
  const top = view.y + view.height;
  switch (((rotate % 360) + 360) % 360) {
    case 90:
      return { left: view.x + y, right: view.x + y + height, bottom: view.y + x, top: view.y + x + width };
    case 180:
      return { left: right - x - width, right: right - x, bottom: view.y + y, top: view.y + y + height };
    case 270:
      return { left: right - y - height, right: right - y, bottom: top - x - width, top: top - x };
    default:
      return { left: view.x + x, right: view.x + x + width, bottom: top - y - height, top: top - y };
  }
}

/** Where to draw a form whose box starts at its origin so that, turned `turns` clockwise, it fills `target` (PDF points). */
export function turnedDrawing(turns: QuarterTurns, target: PdfBox): { x: number; y: number; rotateDegrees: number } {
  switch (turns) {
    case 1:
      return { x: target.left, y: target.top, rotateDegrees: -90 };
    case 2:
      return { x: target.right, y: target.top, rotateDegrees: 180 };
    case 3:
      return { x: target.right, y: target.bottom, rotateDegrees: 90 };
    default:
      return { x: target.left, y: target.bottom, rotateDegrees: 0 };
  }
}

/** A rectangle in mm from the page's top-left corner, as a PDF box on a page `pageHeightMm` tall. */
export const pdfBoxOf = (rect: CropRect, pageHeightMm: number): PdfBox => ({
  left: rect.xMm * PT_PER_MM,
  right: (rect.xMm + rect.widthMm) * PT_PER_MM,
  bottom: (pageHeightMm - rect.yMm - rect.heightMm) * PT_PER_MM,
  top: (pageHeightMm - rect.yMm) * PT_PER_MM,
});
