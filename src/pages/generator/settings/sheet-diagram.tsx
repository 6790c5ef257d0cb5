import styled from 'styled-components';
import { slotCount, type LabelSize } from '../../../label/label-sizes';
import { slotPosition } from './slot-names';

type SheetDiagramProps = { size: LabelSize; startSlot: number };

/** A small picture of the sheet with the slot that will be printed filled in. */
export function SheetDiagram({ size, startSlot }: SheetDiagramProps) {
  const { columns, rows } = size.grid;
  const slots = Array.from({ length: slotCount(size) }, (_, index) => index + 1);
  return (
    <Sheet
      role="img"
      aria-label={`Sheet of ${slots.length} labels: label ${startSlot} (${slotPosition(size, startSlot)}) will be printed`}
      style={{ aspectRatio: `${size.pageMm.width} / ${size.pageMm.height}`, gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${rows}, 1fr)` }}
    >
      {slots.map((slot) => (
        <Slot key={slot} $chosen={slot === startSlot}>
          {slot}
        </Slot>
      ))}
    </Sheet>
  );
}

const Sheet = styled.div`
  display: grid;
  gap: 3px;
  width: 72px;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: 3px;
  background: ${({ theme }) => theme.color.surface};
`;

const Slot = styled.span<{ $chosen: boolean }>`
  display: grid;
  place-items: center;
  border: 1px dashed ${({ theme }) => theme.color.textMuted};
  border-radius: 2px;
  font-size: 0.75rem;
  font-weight: 700;
  background: ${({ $chosen, theme }) => ($chosen ? theme.color.primary : 'transparent')};
  color: ${({ $chosen, theme }) => ($chosen ? '#fff' : theme.color.textMuted)};
  border-style: ${({ $chosen }) => ($chosen ? 'solid' : 'dashed')};
`;
