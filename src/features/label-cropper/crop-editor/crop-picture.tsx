import type { PageI18n } from '../../../i18n/page-i18n';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { nudgeCrop, type NudgeKey } from '../../../cropper/crop-edit';
import type { CropRect, PageSizeMm } from '../../../cropper/source-page';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { CropHandles } from './crop-handles';
import { useCropDrag } from './use-crop-drag';

const NUDGE_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] satisfies NudgeKey[];
const isNudgeKey = (key: string): key is NudgeKey => NUDGE_KEYS.includes(key);

/** The box as it is said after a key moved it: its figures to 0.1 mm, as the fields show them, in the visitor's language. */
const cropWords = (crop: CropRect, i18n: PageI18n): string => {
  const mm = (value: number) => i18n.number(Math.round(value * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  const [left, top, width, height] = [mm(crop.xMm), mm(crop.yMm), mm(crop.widthMm), mm(crop.heightMm)];
  return i18n._(msg`Left ${left}, top ${top}, width ${width}, height ${height} mm`);
};

export type CropPictureProps = {
  /** The page's thumbnail (an object URL), already turned as shown; drawn to fill the page's box. */
  imageUrl: string;
  /** The shown page's size in mm: the box's aspect ratio. */
  page: PageSizeMm;
  /** The crop box, in the shown page's mm. */
  crop: CropRect;
  onChange: (crop: CropRect) => void;
  /** What the page is, for accessible names: "page 2 of ebay.pdf" names the box "Crop box of page 2 of ebay.pdf". */
  name: string;
  /** The page's name as a title, the picture's text: "Page 2 of ebay.pdf". */
  title: string;
  /** A skipped page: the box is shown dimmed and cannot be changed. */
  disabled: boolean;
};

/**
 * The page with its crop box: the page outside the box dimmed, the box moved by dragging it or the arrow keys and
 * resized by its handles or Shift and the arrow keys. Sized by the page's aspect ratio, so nothing moves when the
 * thumbnail loads.
 */
export function CropPicture({ imageUrl, page, crop, onChange, name, title, disabled }: CropPictureProps) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const [spoken, setSpoken] = useState('');
  const { start, move, end } = useCropDrag({ frameRef, page, crop, onChange, disabled });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || !isNudgeKey(event.key) || event.ctrlKey || event.metaKey) return;
    // Also keeps Alt and the left or right arrow from going back or forward in the history.
    event.preventDefault();
    const next = nudgeCrop(crop, page, event.key, { resize: event.shiftKey, stepMm: event.altKey ? 0.1 : 1 });
    onChange(next);
    setSpoken(cropWords(next, i18n));
  };

  const percent = (mm: number, of: number) => `${(mm / of) * 100}%`;
  const place = {
    left: percent(crop.xMm, page.widthMm),
    top: percent(crop.yMm, page.heightMm),
    width: percent(crop.widthMm, page.widthMm),
    height: percent(crop.heightMm, page.heightMm),
  };
  return (
    <Frame ref={frameRef} $disabled={disabled} style={{ aspectRatio: `${page.widthMm} / ${page.heightMm}` }}>
      <Clip>
        <img src={imageUrl} alt={title} draggable={false} />
        <Shade style={place} />
      </Clip>
      <Box
        role="group"
        aria-label={t`Crop box of ${name}`}
        aria-describedby={hintId}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : 0}
        $disabled={disabled}
        style={place}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => start('move', event)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onLostPointerCapture={end}
      >
        {!disabled && <CropHandles onPointerDown={start} />}
      </Box>
      <VisuallyHidden id={hintId}>
        <Trans comment="Shift and Alt are the keyboard keys: use the names printed on keyboards in your language">
          Arrow keys move the box; Shift and arrow keys resize it; Alt for fine steps of 0.1 mm.
        </Trans>
      </VisuallyHidden>
      <VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
    </Frame>
  );
}

// The handles stand out of the page's box by half their size: the margin keeps them clear of what is around it.
const Frame = styled.div<{ $disabled: boolean }>`
  position: relative;
  width: calc(100% - 24px);
  max-width: 320px;
  margin: 12px;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  filter: ${({ $disabled }) => ($disabled ? 'grayscale(1)' : 'none')};
`;

const Clip = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  img {
    width: 100%;
    height: 100%;
    object-fit: fill;
  }
`;

// Its shadow dims the page around the crop box.
const Shade = styled.div`
  position: absolute;
  box-shadow: 0 0 0 9999px rgb(15 23 42 / 0.45);
  pointer-events: none;
`;

// A white line edged in dark shows on a white page and on the dimmed one alike; so does the focus ring, blue on a white band.
const Box = styled.div<{ $disabled: boolean }>`
  position: absolute;
  border: 2px solid #fff;
  outline: 1px solid ${({ theme }) => theme.color.text};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'move')};
  touch-action: ${({ $disabled }) => ($disabled ? 'auto' : 'none')};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 7px #fff;
  }
`;
