import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dragCrop, setCropField } from '../../src/cropper/crop-edit';
import type { CropRect, PageSizeMm } from '../../src/cropper/source-page';
import { CropEditor } from '../../src/features/label-cropper/crop-editor/crop-editor';
import { english } from '../support/english';
import { renderInSite } from '../support/render-app';

const A4: PageSizeMm = { widthMm: 210, heightMm: 297 };
const START: CropRect = { xMm: 20, yMm: 30, widthMm: 100, heightMm: 150 };

/** The editor as the page holds it: each change comes back as the new crop box. */
function renderEditor({ disabled = false }: { disabled?: boolean } = {}) {
  const onChange = vi.fn<(crop: CropRect) => void>();
  function Holder() {
    const [crop, setCrop] = useState(START);
    const change = (next: CropRect) => {
      onChange(next);
      setCrop(next);
    };
    return <CropEditor imageUrl="blob:page-2" page={A4} crop={crop} onChange={change} name="page 2 of ebay.pdf" title="Page 2 of ebay.pdf" disabled={disabled} />;
  }
  // No router: the editor has no links, and the site's routes need not load for it.
  renderInSite(<Holder />);
  return { user: userEvent.setup(), onChange, lastCrop: () => onChange.mock.lastCall?.[0] };
}

const cropBox = () => screen.getByRole('group', { name: 'Crop box of page 2 of ebay.pdf' });
const field = (label: string) => screen.getByLabelText(label);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('crop editor', () => {
  it('names the box and the page, and tells how the keys work', () => {
    renderEditor();
    expect(cropBox()).toHaveAttribute('tabindex', '0');
    expect(cropBox()).toHaveAccessibleDescription('Arrow keys move the box; Shift and arrow keys resize it; Alt for fine steps of 0.1 mm.');
    expect(screen.getByRole('img', { name: 'Page 2 of ebay.pdf' })).toHaveAttribute('src', 'blob:page-2');
    expect(screen.getByRole('group', { name: 'Crop (mm)' })).toBeInTheDocument();
    expect(field('Left (mm)')).toHaveValue('20.0');
    expect(field('Top (mm)')).toHaveValue('30.0');
    expect(field('Width (mm)')).toHaveValue('100.0');
    expect(field('Height (mm)')).toHaveValue('150.0');
  });

  it('moves the box 1 mm an arrow key, and the fields follow', async () => {
    const { user, lastCrop } = renderEditor();
    await user.tab();
    expect(cropBox()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(lastCrop()).toEqual({ ...START, xMm: 21 });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(lastCrop()).toEqual({ ...START, xMm: 21, yMm: 32 });
    expect(field('Left (mm)')).toHaveValue('21.0');
    expect(field('Top (mm)')).toHaveValue('32.0');
  });

  it('resizes the box with Shift, and moves it 0.1 mm with Alt', async () => {
    const { user, lastCrop } = renderEditor();
    await user.tab();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(lastCrop()).toEqual({ ...START, widthMm: 101 });
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(lastCrop()?.xMm).toBeCloseTo(19.9, 6);
    expect(lastCrop()?.widthMm).toBe(101);
    expect(field('Left (mm)')).toHaveValue('19.9');
    expect(field('Width (mm)')).toHaveValue('101.0');
  });

  it('keeps the page from scrolling on an arrow key', () => {
    renderEditor();
    const event = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    cropBox().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('sets the width typed, on Enter', async () => {
    const { user, onChange, lastCrop } = renderEditor();
    await user.clear(field('Width (mm)'));
    await user.type(field('Width (mm)'), '5');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(field('Width (mm)'), '0{Enter}');
    expect(lastCrop()).toEqual({ ...START, widthMm: 50 });
    expect(field('Width (mm)')).toHaveValue('50.0');
    expect(field('Width (mm)')).toHaveFocus();
  });

  it('sets a figure when the field is left, with a comma as the decimal point', async () => {
    const { user, lastCrop } = renderEditor();
    await user.clear(field('Top (mm)'));
    await user.type(field('Top (mm)'), '12,5');
    await user.tab();
    expect(lastCrop()).toEqual({ ...START, yMm: 12.5 });
    expect(field('Top (mm)')).toHaveValue('12.5');
  });

  it('shows why a width wider than the page is not taken, keeps it, and drops it when the box moves', async () => {
    const { user, onChange } = renderEditor();
    const expected = setCropField(START, A4, 'widthMm', 300);
    expect(expected).toHaveProperty('problem');
    const problem = 'problem' in expected ? english(expected.problem) : '';

    await user.clear(field('Width (mm)'));
    await user.type(field('Width (mm)'), '300{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field('Width (mm)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Width (mm)')).toHaveAccessibleDescription(problem);
    expect(screen.getByText(problem)).toBeVisible();

    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(field('Width (mm)')).toHaveValue('300');
    expect(field('Width (mm)')).toHaveAccessibleDescription(problem);

    cropBox().focus();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(field('Width (mm)')).toHaveValue('100.0');
    expect(field('Width (mm)')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(problem)).not.toBeInTheDocument();
  });

  it('asks for a number when a field holds none', async () => {
    const { user, onChange } = renderEditor();
    await user.clear(field('Left (mm)'));
    await user.type(field('Left (mm)'), 'abc{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field('Left (mm)')).toHaveAccessibleDescription('Enter the left edge as a number, in mm.');
  });

  it('leaves a skipped page as it is', async () => {
    const { user, onChange } = renderEditor({ disabled: true });
    expect(cropBox()).toHaveAttribute('tabindex', '-1');
    expect(cropBox()).toHaveAttribute('aria-disabled', 'true');
    cropBox().focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field('Left (mm)')).toBeDisabled();
    expect(document.querySelector('[data-handle]')).toBeNull();
  });

  it('drags the box and its handles, a pixel a millimetre on a page drawn at its size in mm', () => {
    const { onChange, lastCrop } = renderEditor();
    const frame = cropBox().parentElement!;
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 210, height: 297 }));
    const capture = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', { value: capture, configurable: true });
    const pointer = { pointerId: 1, isPrimary: true, button: 0 };

    fireEvent.pointerDown(cropBox(), { ...pointer, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(cropBox(), { ...pointer, clientX: 110, clientY: 120 });
    fireEvent.pointerUp(cropBox(), { ...pointer, clientX: 110, clientY: 120 });
    expect(capture).toHaveBeenCalledWith(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastCrop()).toEqual(dragCrop(START, A4, 'move', 10, 20));
    expect(lastCrop()).toMatchObject({ xMm: 30, yMm: 50, widthMm: 100, heightMm: 150 });

    const corner = document.querySelector<HTMLElement>('[data-handle="se"]')!;
    fireEvent.pointerDown(corner, { ...pointer, pointerId: 2, clientX: 50, clientY: 50 });
    fireEvent.pointerMove(corner, { ...pointer, pointerId: 2, clientX: 45, clientY: 60 });
    fireEvent.pointerUp(corner, { ...pointer, pointerId: 2, clientX: 45, clientY: 60 });
    expect(lastCrop()).toEqual(dragCrop({ xMm: 30, yMm: 50, widthMm: 100, heightMm: 150 }, A4, 'se', -5, 10));
    expect(lastCrop()).toMatchObject({ xMm: 30, yMm: 50, widthMm: 95, heightMm: 160 });
    Reflect.deleteProperty(HTMLElement.prototype, 'setPointerCapture');
  });
});
