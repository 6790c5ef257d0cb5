import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CropRect, PageSizeMm, QuarterTurns } from './source-page';

// Editing a crop box by drag, arrow key or typed figure. Every result lies inside the page, is at least
// MIN_CROP_MM each way and holds figures to 0.1 mm, the precision the fields show.

/** The smallest crop box, each way: smaller than any shipping label, never a sliver. */
export const MIN_CROP_MM = 10;

// `|| 0` turns −0 (a box nudged back to the edge) into 0.
const tenth = (mm: number): number => Math.round(mm * 10) / 10 || 0;
// Down to a tenth, so a box that reaches the page's far edge never crosses it; the hair keeps 215.9 from becoming 215.8.
const tenthBelow = (mm: number): number => Math.floor(mm * 10 + 1e-6) / 10;
const within = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high);

/** The longest a box can be along a page side of `sideMm`, and the shortest. */
const longest = (sideMm: number): number => tenthBelow(sideMm);
const shortest = (sideMm: number): number => Math.min(MIN_CROP_MM, longest(sideMm));

/** One side's start and length: the length first within the page, then the start so the box keeps that length. */
const clampSpan = (start: number, length: number, sideMm: number): { start: number; length: number } => {
  const size = within(tenth(Number.isFinite(length) ? length : sideMm), shortest(sideMm), longest(sideMm));
  return { start: within(tenth(Number.isFinite(start) ? start : 0), 0, tenthBelow(sideMm - size)), length: size };
};

/** The box kept on the page: at its own size where that fits, moved back onto the page where it hangs off; figures to 0.1 mm. */
export const clampCrop = (crop: CropRect, page: PageSizeMm): CropRect => {
  const across = clampSpan(crop.xMm, crop.widthMm, page.widthMm);
  const down = clampSpan(crop.yMm, crop.heightMm, page.heightMm);
  return { xMm: across.start, yMm: down.start, widthMm: across.length, heightMm: down.length };
};

export type CropHandle = 'move' | 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

/** One side's edges after its start and end edges were dragged: each stops at the page and MIN_CROP_MM short of the other. */
const dragSpan = (start: number, length: number, sideMm: number, delta: number, moveStart: boolean, moveEnd: boolean) => {
  const end = start + length;
  const newStart = moveStart ? within(tenth(start + delta), 0, tenth(end - shortest(sideMm))) : start;
  const newEnd = moveEnd ? within(tenth(end + delta), tenth(start + shortest(sideMm)), longest(sideMm)) : end;
  return { start: newStart, length: tenth(newEnd - newStart) };
};

/**
 * The box dragged from `start` by (dxMm, dyMm) on a handle: 'move' keeps its size and stops at the page's edges; an
 * edge or corner handle moves those edges only, never past the opposite edge less MIN_CROP_MM nor off the page.
 */
export const dragCrop = (start: CropRect, page: PageSizeMm, handle: CropHandle, dxMm: number, dyMm: number): CropRect => {
  const from = clampCrop(start, page);
  // A pointer that reports no position moves nothing.
  const [dx, dy] = [dxMm, dyMm].map((delta) => (Number.isFinite(delta) ? delta : 0)) as [number, number];
  if (handle === 'move') return clampCrop({ ...from, xMm: from.xMm + dx, yMm: from.yMm + dy }, page);
  const across = dragSpan(from.xMm, from.widthMm, page.widthMm, dx, handle.includes('w'), handle.includes('e'));
  const down = dragSpan(from.yMm, from.heightMm, page.heightMm, dy, handle.includes('n'), handle.includes('s'));
  return { xMm: across.start, yMm: down.start, widthMm: across.length, heightMm: down.length };
};

export type NudgeKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

const NUDGE: Readonly<Record<NudgeKey, { dx: number; dy: number }>> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/**
 * An arrow key moves the box by `stepMm`, stopping at the page's edges without changing its size. With `resize`
 * (Shift) it moves the right or bottom edge instead: Right wider, Left narrower, Down taller, Up shorter.
 */
export const nudgeCrop = (crop: CropRect, page: PageSizeMm, key: NudgeKey, options: { resize: boolean; stepMm: number }): CropRect => {
  const { dx, dy } = NUDGE[key];
  const handle: CropHandle = !options.resize ? 'move' : dx === 0 ? 's' : 'e';
  return dragCrop(crop, page, handle, dx * options.stepMm, dy * options.stepMm);
};

export type CropField = 'xMm' | 'yMm' | 'widthMm' | 'heightMm';

/**
 * Why a typed figure cannot be used: not a number, or outside what keeps the box on the page. Each figure has its own
 * sentences; the figures in mm (to 0.1) are placeholders the page writes in the visitor's language.
 */
const notANumber: Readonly<Record<CropField, MessageDescriptor>> = {
  xMm: msg`Enter the left edge as a number, in mm.`,
  yMm: msg`Enter the top edge as a number, in mm.`,
  widthMm: msg`Enter the width as a number, in mm.`,
  heightMm: msg`Enter the height as a number, in mm.`,
};

/** A size may be up to the page's; a position keeps the box, at its size, on the page (and says so). */
const fieldRange = (crop: CropRect, page: PageSizeMm, field: CropField): { low: number; high: number; problem: () => MessageDescriptor } => {
  switch (field) {
    case 'widthMm': {
      const [low, high] = [shortest(page.widthMm), longest(page.widthMm)];
      return { low, high, problem: () => msg`Width must be between ${plural(low, { other: '#' })} and ${plural(high, { other: '#' })} mm.` };
    }
    case 'heightMm': {
      const [low, high] = [shortest(page.heightMm), longest(page.heightMm)];
      return { low, high, problem: () => msg`Height must be between ${plural(low, { other: '#' })} and ${plural(high, { other: '#' })} mm.` };
    }
    case 'xMm': {
      const [low, high, width] = [0, tenthBelow(page.widthMm - crop.widthMm), crop.widthMm];
      return { low, high, problem: () => msg`Left edge must be between ${plural(low, { other: '#' })} and ${plural(high, { other: '#' })} mm for a box ${plural(width, { other: '#' })} mm wide.` };
    }
    case 'yMm': {
      const [low, high, height] = [0, tenthBelow(page.heightMm - crop.heightMm), crop.heightMm];
      return { low, high, problem: () => msg`Top edge must be between ${plural(low, { other: '#' })} and ${plural(high, { other: '#' })} mm for a box ${plural(height, { other: '#' })} mm tall.` };
    }
  }
};

/**
 * One figure typed by the visitor, in mm: the box with it (a size that no longer fits where the box is moves the box
 * back onto the page), or why it cannot be used.
 */
export const setCropField = (crop: CropRect, page: PageSizeMm, field: CropField, value: number): { crop: CropRect } | { problem: MessageDescriptor } => {
  if (!Number.isFinite(value)) return { problem: notANumber[field] };
  const from = clampCrop(crop, page);
  const { low, high, problem } = fieldRange(from, page, field);
  const figure = tenth(value);
  if (figure < low || figure > high) return { problem: problem() };
  return { crop: clampCrop({ ...from, [field]: figure }, page) };
};

/** The page's size after `turns` clockwise quarter turns. */
export const turnedSize = (size: PageSizeMm, turns: QuarterTurns): PageSizeMm =>
  turns % 2 === 0 ? size : { widthMm: size.heightMm, heightMm: size.widthMm };

/**
 * The crop on the page once the page's picture is turned `turns` clockwise quarter turns (for rotated thumbnails);
 * turning the result by the remaining turns on the turned page gives the crop back. Exact, not rounded: pass a box
 * edited on the turned page through clampCrop.
 */
export const turnCrop = (crop: CropRect, page: PageSizeMm, turns: QuarterTurns): CropRect => {
  const right = page.widthMm - crop.xMm - crop.widthMm;
  const bottom = page.heightMm - crop.yMm - crop.heightMm;
  const swapped = { widthMm: crop.heightMm, heightMm: crop.widthMm };
  switch (turns) {
    case 0:
      return crop;
    case 1:
      return { xMm: bottom, yMm: crop.xMm, ...swapped };
    case 2:
      return { xMm: right, yMm: bottom, widthMm: crop.widthMm, heightMm: crop.heightMm };
    case 3:
      return { xMm: crop.yMm, yMm: right, ...swapped };
  }
};

/** Landscape or portrait, or square where the sides differ by 2 % or less (a label that could go either way). */
export type Orientation = 'landscape' | 'portrait' | 'square';

const NEAR_SQUARE = 0.02;

export const orientationOf = (size: PageSizeMm): Orientation => {
  if (Math.abs(size.widthMm - size.heightMm) <= NEAR_SQUARE * Math.max(size.widthMm, size.heightMm)) return 'square';
  return size.widthMm > size.heightMm ? 'landscape' : 'portrait';
};
