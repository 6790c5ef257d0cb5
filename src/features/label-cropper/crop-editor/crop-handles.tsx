import type { PointerEvent } from 'react';
import styled from 'styled-components';
import type { CropHandle } from '../../../cropper/crop-edit';

type ResizeHandle = Exclude<CropHandle, 'move'>;

/** Each handle's place on the box's edge (in % of the box) and the cursor that says which way it resizes. */
const HANDLES: readonly { handle: ResizeHandle; left: number; top: number; cursor: string }[] = [
  { handle: 'nw', left: 0, top: 0, cursor: 'nwse-resize' },
  { handle: 'n', left: 50, top: 0, cursor: 'ns-resize' },
  { handle: 'ne', left: 100, top: 0, cursor: 'nesw-resize' },
  { handle: 'e', left: 100, top: 50, cursor: 'ew-resize' },
  { handle: 'se', left: 100, top: 100, cursor: 'nwse-resize' },
  { handle: 's', left: 50, top: 100, cursor: 'ns-resize' },
  { handle: 'sw', left: 0, top: 100, cursor: 'nesw-resize' },
  { handle: 'w', left: 0, top: 50, cursor: 'ew-resize' },
];

type CropHandlesProps = { onPointerDown: (handle: ResizeHandle, event: PointerEvent<HTMLElement>) => void };

/**
 * The eight resize handles, corners and edge midpoints: small dots to see, each in a 24 px square to touch. For the
 * pointer only, so hidden from assistive technology: the keyboard resizes the box itself (Shift and the arrow keys).
 */
export function CropHandles({ onPointerDown }: CropHandlesProps) {
  return HANDLES.map(({ handle, left, top, cursor }) => (
    <Handle
      key={handle}
      aria-hidden="true"
      data-handle={handle}
      style={{ left: `${left}%`, top: `${top}%`, cursor }}
      onPointerDown={(event) => onPointerDown(handle, event)}
    />
  ));
}

const Handle = styled.span`
  position: absolute;
  width: 24px;
  height: 24px;
  transform: translate(-50%, -50%);
  touch-action: none;
  &::after {
    content: '';
    position: absolute;
    inset: 6px;
    border: 2px solid ${({ theme }) => theme.color.primary};
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 0 0 1px #fff;
  }
`;
