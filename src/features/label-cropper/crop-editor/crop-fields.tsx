import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { setCropField, type CropField } from '../../../cropper/crop-edit';
import type { CropRect, PageSizeMm } from '../../../cropper/source-page';
import { figureFrom } from '../../../ui/typed-figure';
import { VisuallyHidden } from '../../../ui/visually-hidden';

const FIELDS: readonly { field: CropField; label: MessageDescriptor }[] = [
  { field: 'xMm', label: msg({ message: 'Left', context: 'crop box edge' }) },
  { field: 'yMm', label: msg({ message: 'Top', context: 'crop box edge' }) },
  { field: 'widthMm', label: msg({ message: 'Width', context: 'crop box size' }) },
  { field: 'heightMm', label: msg({ message: 'Height', context: 'crop box size' }) },
];

/**
 * A figure as the fields show it, to 0.1 mm: digits and a point whatever the language, as a typed figure is read
 * (a comma is taken for the point too).
 */
export const mmText = (mm: number): string => (Math.round(mm * 10) / 10).toFixed(1);

const sameCrop = (a: CropRect, b: CropRect): boolean =>
  a.xMm === b.xMm && a.yMm === b.yMm && a.widthMm === b.widthMm && a.heightMm === b.heightMm;

/**
 * What the visitor has typed into one field: kept while the field has focus, and after it while it holds a problem
 * until the crop box is changed some other way (`crop` is the box it was typed against).
 */
type Draft = { field: CropField; text: string; focused: boolean; crop: CropRect; problem?: MessageDescriptor };

type CropFieldsProps = { crop: CropRect; page: PageSizeMm; onChange: (crop: CropRect) => void; disabled: boolean };

/** The crop box as four figures in mm; each is applied when the visitor presses Enter or leaves the field. */
export function CropFields({ crop, page, onChange, disabled }: CropFieldsProps) {
  const { i18n } = useLingui();
  const id = useId();
  const problemId = `${id}-problem`;
  const [typed, setDraft] = useState<Draft | null>(null);
  // A draft left behind with a problem is dropped once the box moves by drag or key: the fields show where it is now.
  const stale = typed !== null && !typed.focused && !sameCrop(typed.crop, crop);
  if (stale) setDraft(null);
  const draft = stale ? null : typed;

  /** Applies the field's text: true when it was taken (or needed nothing), false when it left a problem. */
  const apply = (field: CropField, text: string): boolean => {
    if (text.trim() === mmText(crop[field])) return true;
    const result = setCropField(crop, page, field, figureFrom(text));
    if ('problem' in result) {
      setDraft({ field, text, focused: true, crop, problem: result.problem });
      return false;
    }
    onChange(result.crop);
    setDraft({ field, text: mmText(result.crop[field]), focused: true, crop: result.crop });
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, field: CropField) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply(field, event.currentTarget.value);
    } else if (event.key === 'Escape' && draft?.field === field) {
      setDraft({ field, text: mmText(crop[field]), focused: true, crop });
    }
  };

  return (
    <Group disabled={disabled}>
      <legend>
        <Trans>Crop (mm)</Trans>
      </legend>
      <Row>
        {FIELDS.map(({ field, label }) => {
          const own = draft?.field === field ? draft : null;
          const inputId = `${id}-${field}`;
          return (
            <Field key={field}>
              <label htmlFor={inputId}>
                {i18n._(label)}
                <VisuallyHidden>
                  {' '}
                  <Trans comment="Follows a crop field’s name (Left, Top, Width, Height), for screen readers">(mm)</Trans>
                </VisuallyHidden>
              </label>
              <Input
                id={inputId}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                value={own ? own.text : mmText(crop[field])}
                aria-invalid={Boolean(own?.problem)}
                {...(own?.problem ? { 'aria-describedby': problemId } : {})}
                onChange={(event) => setDraft({ field, text: event.target.value, focused: true, crop })}
                onKeyDown={(event) => onKeyDown(event, field)}
                onBlur={(event) => {
                  if (!own) return;
                  if (apply(field, event.currentTarget.value)) setDraft(null);
                  else setDraft((kept) => kept && { ...kept, focused: false });
                }}
              />
            </Field>
          );
        })}
      </Row>
      {draft?.problem && <Problem id={problemId}>{i18n._(draft.problem)}</Problem>}
    </Group>
  );
}

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 700;
    font-size: 0.9375rem;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  label {
    font-weight: 600;
    font-size: 0.875rem;
  }
`;

const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 8px;
  border: 1px solid #64748b;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  font-variant-numeric: tabular-nums;
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; border-width: 2px; }
  &:disabled { background: ${({ theme }) => theme.color.page}; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Problem = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.875rem;
`;
