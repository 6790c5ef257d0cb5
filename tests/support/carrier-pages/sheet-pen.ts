import { concatTransformationMatrix, popGraphicsState, pushGraphicsState, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { CropRect } from '../../../src/cropper/source-page';

// Drawing carrier pages in mm from a frame's top-left corner, y down, as the cropper measures them. A frame is
// the whole page or a label's box on it; a turned frame draws a portrait label a quarter turn clockwise.

export const PT_PER_MM = 72 / 25.4;

export type Fonts = { regular: PDFFont; bold: PDFFont };

export type TextOptions = { bold?: boolean; white?: boolean; align?: 'left' | 'centre' | 'right'; maxWidthMm?: number };

/** Draws in a frame: `widthMm` × `heightMm`, mm from its top-left corner, y down. */
export type Pen = {
  widthMm: number;
  heightMm: number;
  fonts: Fonts;
  /** Text with its baseline at `baselineMm`; shrunk to fit `maxWidthMm`; `x` is its left, centre or right. */
  text: (text: string, xMm: number, baselineMm: number, sizePt: number, options?: TextOptions) => void;
  /** A rectangle, filled black, or outlined with its outer edge on the rectangle. */
  box: (rect: CropRect, style: { fill: true } | { lineMm: number }) => void;
  line: (from: [number, number], to: [number, number], lineMm: number, dashMm?: [number, number]) => void;
  /** An SVG path in mm (y down) from the point given, filled black. */
  path: (d: string, xMm: number, yMm: number) => void;
  textWidthMm: (text: string, sizePt: number, bold?: boolean) => number;
};

const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);

/** The transformation from a frame's own points (y up from its bottom-left corner) to the page's. */
const frameMatrix = (frame: CropRect, turned: boolean, pageHeightMm: number): [number, number, number, number, number, number] =>
  turned
    ? // The label's bottom-left corner goes to the frame's top-left; its top runs down the frame's right side.
      [0, -1, 1, 0, frame.xMm * PT_PER_MM, (pageHeightMm - frame.yMm) * PT_PER_MM]
    : [1, 0, 0, 1, frame.xMm * PT_PER_MM, (pageHeightMm - frame.yMm - frame.heightMm) * PT_PER_MM];

const penFor = (page: PDFPage, fonts: Fonts, widthMm: number, heightMm: number): Pen => {
  const x = (mm: number): number => mm * PT_PER_MM;
  const y = (mm: number): number => (heightMm - mm) * PT_PER_MM;
  const textWidthMm = (text: string, sizePt: number, bold = false): number => (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(text, sizePt) / PT_PER_MM;
  return {
    widthMm,
    heightMm,
    fonts,
    textWidthMm,
    text: (text, xMm, baselineMm, sizePt, options = {}) => {
      const fitted = options.maxWidthMm === undefined ? sizePt : Math.min(sizePt, (sizePt * options.maxWidthMm) / textWidthMm(text, sizePt, options.bold));
      const width = textWidthMm(text, fitted, options.bold);
      const left = options.align === 'centre' ? xMm - width / 2 : options.align === 'right' ? xMm - width : xMm;
      page.drawText(text, { x: x(left), y: y(baselineMm), size: fitted, font: options.bold ? fonts.bold : fonts.regular, color: options.white ? WHITE : BLACK });
    },
    box: (rect, style) => {
      if ('fill' in style) {
        page.drawRectangle({ x: x(rect.xMm), y: y(rect.yMm + rect.heightMm), width: x(rect.widthMm), height: x(rect.heightMm), color: BLACK });
        return;
      }
      const inset = style.lineMm / 2;
      page.drawRectangle({
        x: x(rect.xMm + inset),
        y: y(rect.yMm + rect.heightMm - inset),
        width: x(rect.widthMm - style.lineMm),
        height: x(rect.heightMm - style.lineMm),
        borderColor: BLACK,
        borderWidth: x(style.lineMm),
      });
    },
    line: (from, to, lineMm, dashMm) => {
      page.drawLine({
        start: { x: x(from[0]), y: y(from[1]) },
        end: { x: x(to[0]), y: y(to[1]) },
        thickness: x(lineMm),
        color: BLACK,
        ...(dashMm ? { dashArray: dashMm.map(x) } : {}),
      });
    },
    path: (d, xMm, yMm) => page.drawSvgPath(d, { x: x(xMm), y: y(yMm), scale: PT_PER_MM, color: BLACK, borderWidth: 0 }),
  };
};

/** Draws on the whole page. */
export const drawOnPage = (page: PDFPage, fonts: Fonts, draw: (pen: Pen) => void): void => {
  const { width, height } = page.getSize();
  draw(penFor(page, fonts, width / PT_PER_MM, height / PT_PER_MM));
};

/** Draws in `frame` on the page: upright, or (`turned`) a portrait drawing turned a quarter clockwise into it. */
export const drawInFrame = (page: PDFPage, fonts: Fonts, frame: CropRect, turned: boolean, draw: (pen: Pen) => void): void => {
  const pageHeightMm = page.getSize().height / PT_PER_MM;
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...frameMatrix(frame, turned, pageHeightMm)));
  draw(turned ? penFor(page, fonts, frame.heightMm, frame.widthMm) : penFor(page, fonts, frame.widthMm, frame.heightMm));
  page.pushOperators(popGraphicsState());
};
