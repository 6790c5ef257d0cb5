import type { LabelSign } from './label-signs';
import { boxArea, boxCentre, boxContains, boxHeight, boxWidth, grownBox, sharedArea, type PixelBox } from './pixel-box';
import type { PrintedRegions } from './printed-regions';

// Which of a page's boxes and regions are labels: those holding a label's sign. A bordered label is cropped at
// its border; a label without one at the edge of its printed region.

/** What was found on a page, in pixels of its raster (`pxPerMm` to the mm, `width` × `height`). */
export type PageEvidence = {
  signs: readonly LabelSign[];
  boxes: readonly PixelBox[];
  regions: PrintedRegions;
  pxPerMm: number;
  width: number;
  height: number;
};

// A 2D code alone is a label's sign only with text around it: its region is at least this many times its size.
const MATRIX_REGION_SHARE = 3;
// A box holding two boxes at least this big (each with its own sign) frames two labels; it is not one.
const FRAMED_LABEL_MIN_SIDE_MM = 70;
// Labels printed edge to edge share a border line: boxes sharing no more than this share of their area are apart.
const SHARED_BORDER_SHARE = 0.05;
// A sign may touch its border: it counts as inside when within this much of it.
const INSIDE_SLACK_MM = 1;
// Paper kept around a label that has no border, so anti-aliased edges are not cut off.
const BORDERLESS_MARGIN_MM = 1;

/** The signs the labels are found by: large barcodes; or, on a page without any, 2D codes with text around them. */
const signsToGoBy = (evidence: PageEvidence): LabelSign[] => {
  const barcodes = evidence.signs.filter((sign) => sign.kind === 'barcode');
  if (barcodes.length > 0) return barcodes;
  return evidence.signs.filter((sign) => {
    const centre = boxCentre(sign.box);
    const region = evidence.regions.regionAt(centre.x, centre.y);
    return region !== null && boxArea(region.box) >= MATRIX_REGION_SHARE * boxArea(sign.box);
  });
};

/** Whether two boxes overlap by more than the border line that labels printed edge to edge share. */
const overlap = (a: PixelBox, b: PixelBox): boolean => sharedArea(a, b) > SHARED_BORDER_SHARE * Math.min(boxArea(a), boxArea(b));

/** Whether `box` frames two labels: two boxes apart from each other inside it, each label-sized with a sign. */
const framesTwoLabels = (box: PixelBox, candidates: readonly PixelBox[], minSide: number): boolean => {
  const inner = candidates
    .filter((other) => other !== box && boxContains(box, other) && boxWidth(other) >= minSide && boxHeight(other) >= minSide)
    .sort((a, b) => boxArea(b) - boxArea(a));
  const apart: PixelBox[] = [];
  for (const other of inner) if (apart.every((kept) => !overlap(kept, other))) apart.push(other);
  return apart.length >= 2;
};

/** The bordered labels: the largest boxes holding a sign, none inside another, none framing two labels. */
const borderedLabels = (evidence: PageEvidence, signs: readonly LabelSign[]): PixelBox[] => {
  const slack = Math.round(INSIDE_SLACK_MM * evidence.pxPerMm);
  const candidates = evidence.boxes.filter((box) => signs.some((sign) => boxContains(box, sign.box, slack)));
  const minSide = FRAMED_LABEL_MIN_SIDE_MM * evidence.pxPerMm;
  const chosen: PixelBox[] = [];
  const largestFirst = candidates.filter((box) => !framesTwoLabels(box, candidates, minSide)).sort((a, b) => boxArea(b) - boxArea(a));
  for (const box of largestFirst) if (chosen.every((kept) => !overlap(kept, box))) chosen.push(box);
  return chosen;
};

/** The labels without a border: the printed region around each sign not inside a bordered label. */
const borderlessLabels = (evidence: PageEvidence, signs: readonly LabelSign[], bordered: readonly PixelBox[]): PixelBox[] => {
  const slack = Math.round(INSIDE_SLACK_MM * evidence.pxPerMm);
  const margin = Math.round(BORDERLESS_MARGIN_MM * evidence.pxPerMm);
  const labels: PixelBox[] = [];
  for (const sign of signs) {
    if (bordered.some((box) => boxContains(box, sign.box, slack))) continue;
    const centre = boxCentre(sign.box);
    const region = evidence.regions.regionAt(centre.x, centre.y);
    if (region === null) continue;
    const label = grownBox(region.box, margin, evidence.width, evidence.height);
    const known = [...bordered, ...labels].some((box) => sharedArea(box, label) > 0);
    if (!known) labels.push(label);
  }
  return labels;
};

/** The boxes (in pixels) of the labels on a page, in no particular order. */
export const chooseLabels = (evidence: PageEvidence): PixelBox[] => {
  const signs = signsToGoBy(evidence);
  const bordered = borderedLabels(evidence, signs);
  return [...bordered, ...borderlessLabels(evidence, signs, bordered)];
};
