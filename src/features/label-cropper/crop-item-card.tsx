import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import styled from 'styled-components';
import { cropperMessages } from '../../cropper/cropper-messages';
import type { ZplNote } from '../../zpl/zpl-notes';
import { CropEditor } from './crop-editor/crop-editor';
import type { CropItem } from './crop-items';
import type { CropperStore } from './cropper-store';
import type { LabelFacts } from '../../label-reading/label-facts';
import { CropReading, type CheckLine } from './reading/crop-reading';
import { itemName, pageNumberOf, titleOf } from './item-names';

type CropItemCardProps = {
  item: CropItem;
  store: CropperStore;
  shrinkPercent: number | null;
  /** What the label says once read, the other labels with its parcel (named), and its print check. */
  facts: LabelFacts | null;
  repeats: string | null;
  check: CheckLine | null;
};

const skipNote = (item: CropItem): MessageDescriptor | null => {
  const page = pageNumberOf(item);
  switch (item.skipped) {
    case 'blank':
      return cropperMessages.blankPage(item.fileName, page);
    case 'no-label':
      return cropperMessages.noLabel(item.fileName, page);
    case 'failed':
      return cropperMessages.pageFailed(item.fileName, page);
    default:
      return null;
  }
};

/** A ZPL label's note in words, naming the label. */
const zplNoteText = (item: CropItem, note: ZplNote): MessageDescriptor => {
  switch (note.kind) {
    case 'skipped':
      return cropperMessages.zplSkipped(item.fileName, pageNumberOf(item), note.commands);
    case 'graphic-count':
      return cropperMessages.zplGraphicCount(item.fileName, pageNumberOf(item), note.says, note.holds);
    case 'graphic-damaged':
      return cropperMessages.zplGraphicDamaged(item.fileName, pageNumberOf(item));
  }
};

/** One label: its page with the crop box, and the page's controls (turn, skip, use the crop for pages like it). */
export const CropItemCard = memo(function CropItemCard({ item, store, shrinkPercent, facts, repeats, check }: CropItemCardProps) {
  const { i18n } = useLingui();
  const say = (message: MessageDescriptor) => i18n._(message);
  const name = itemName(item, say);
  const title = titleOf(item, say);
  const note = skipNote(item);
  const degrees = i18n.number(item.turns * 90);
  return (
    <Card aria-label={title}>
      <h3>{title}</h3>
      {item.thumbnailUrl === null ? (
        item.skipped === null && (
          <Waiting>
            <Trans>Finding the label…</Trans>
          </Waiting>
        )
      ) : (
        <CropEditor imageUrl={item.thumbnailUrl} page={item.sizeMm} crop={item.crop} onChange={(crop) => store.setCrop(item.key, crop)} name={name} title={title} disabled={item.skipped !== null} />
      )}
      {note && <Note>{i18n._(note)}</Note>}
      {item.notes.map((zplNote, index) => (
        <Warning key={index}>{i18n._(zplNoteText(item, zplNote))}</Warning>
      ))}
      {shrinkPercent !== null && item.skipped === null && <Warning>{i18n._(cropperMessages.shrinkWarning(item.fileName, pageNumberOf(item), shrinkPercent))}</Warning>}
      {item.thumbnailUrl !== null && <CropReading item={item} facts={facts} repeats={repeats} check={check} />}
      {item.thumbnailUrl !== null && (
        <Controls>
          <label>
            <input type="checkbox" checked={item.skipped !== null} onChange={(event) => store.setSkipped(item.key, event.target.checked)} />
            <Trans>Skip this page</Trans>
          </label>
          <SmallButton type="button" onClick={() => store.turn(item.key)}>
            <Trans>Rotate 90°</Trans> <span aria-hidden="true">↻</span>
          </SmallButton>
          <SmallButton type="button" onClick={() => store.useForPagesLike(item.key)} disabled={item.skipped !== null}>
            <Trans>Use this crop for all pages like it</Trans>
          </SmallButton>
          {item.turns !== 0 && (
            <Turned>
              <Trans>Turned {degrees}°</Trans>
            </Turned>
          )}
        </Controls>
      )}
    </Card>
  );
});

// Contained: a card that changes (its picture arrives, its reading) is laid out and painted alone, not with its hundreds
// of neighbours. (Not content-visibility: the click on Download then laid every card out at once.)
const Card = styled.section`
  contain: content;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  h3 { font-size: 1rem; overflow-wrap: anywhere; }
`;

const Waiting = styled.p`
  padding: 40px 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Note = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Warning = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.danger};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  label { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; }
  input[type='checkbox'] { width: 18px; height: 18px; }
`;

const SmallButton = styled.button`
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.color.primarySoft}; }
  &:disabled { color: ${({ theme }) => theme.color.textMuted}; border-color: ${({ theme }) => theme.color.border}; cursor: not-allowed; }
`;

const Turned = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
