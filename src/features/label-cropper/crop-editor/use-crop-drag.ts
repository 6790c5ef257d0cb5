import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { dragCrop, type CropHandle } from '../../../cropper/crop-edit';
import type { CropRect, PageSizeMm } from '../../../cropper/source-page';

type Drag = { handle: CropHandle; pointerId: number; startCrop: CropRect; startX: number; startY: number; mmPerPxX: number; mmPerPxY: number };

type CropDragOptions = {
  /** The page's box on screen: its size turns pixels into mm. */
  frameRef: RefObject<HTMLElement | null>;
  page: PageSizeMm;
  crop: CropRect;
  onChange: (crop: CropRect) => void;
  disabled: boolean;
};

/**
 * Dragging the crop box (`move`) or one of its handles, with the pointer captured so a drag that leaves the box goes on.
 * Each move is measured from where the drag started, and at most one change is sent a frame: a slow phone's pointer
 * events come faster than it can draw.
 */
export function useCropDrag({ frameRef, page, crop, onChange, disabled }: CropDragOptions) {
  const drag = useRef<Drag | null>(null);
  const pending = useRef<CropRect | null>(null);
  const frame = useRef(0);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const flush = () => {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    const next = pending.current;
    pending.current = null;
    if (next) latestOnChange.current(next);
  };

  const start = (handle: CropHandle, event: PointerEvent<HTMLElement>) => {
    const box = frameRef.current?.getBoundingClientRect();
    if (disabled || drag.current || !event.isPrimary || event.button !== 0 || !box || box.width <= 0 || box.height <= 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      handle,
      pointerId: event.pointerId,
      startCrop: crop,
      startX: event.clientX,
      startY: event.clientY,
      mmPerPxX: page.widthMm / box.width,
      mmPerPxY: page.heightMm / box.height,
    };
  };

  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dxMm = (event.clientX - current.startX) * current.mmPerPxX;
    const dyMm = (event.clientY - current.startY) * current.mmPerPxY;
    pending.current = dragCrop(current.startCrop, page, current.handle, dxMm, dyMm);
    if (!frame.current) frame.current = requestAnimationFrame(flush);
  };

  /** The pointer is up, or the browser took it over or lost it: the last position is sent at once. */
  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    flush();
  };

  return { start, move, end };
}
