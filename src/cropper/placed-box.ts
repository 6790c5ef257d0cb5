import type { LabelPlacement } from './label-fit';
import type { CropRect } from './source-page';
import type { Rect } from '../stock/sheet-slots';

/**
 * Where a box on the source page (a barcode's) lands on the output page once its label is cropped, turned and scaled
 * as placed: the crop turned clockwise by quarters about its own corner, scaled, then set at the placement's box.
 */
export function placedBox(box: Rect, crop: CropRect, placed: Pick<LabelPlacement, 'turns' | 'scale' | 'rect'>): Rect {
  const [x, y, w, h] = [box.xMm - crop.xMm, box.yMm - crop.yMm, box.widthMm, box.heightMm];
  const [cw, ch] = [crop.widthMm, crop.heightMm];
  const turned: [number, number, number, number] =
    placed.turns === 1 ? [ch - y - h, x, h, w]
    : placed.turns === 2 ? [cw - x - w, ch - y - h, w, h]
    : placed.turns === 3 ? [y, cw - x - w, h, w]
    : [x, y, w, h];
  const [tx, ty, tw, th] = turned;
  return { xMm: placed.rect.xMm + tx * placed.scale, yMm: placed.rect.yMm + ty * placed.scale, widthMm: tw * placed.scale, heightMm: th * placed.scale };
}
