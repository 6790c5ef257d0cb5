import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { LabelStock } from '../../stock/label-stock';
import { slotCount } from '../../stock/stock-geometry';
import { slotRect } from '../../stock/sheet-slots';
import { slotPosition } from './slot-names';

type SheetDiagramProps = { stock: LabelStock; startSlot: number };

// Numbers fit in the slots of sheets of up to this many labels; smaller slots are drawn without.
const NUMBERED_UP_TO = 14;

/** A small picture of the sheet, its labels where they really are, with the slot that will be printed filled in. */
export function SheetDiagram({ stock, startSlot }: SheetDiagramProps) {
  const { t, i18n } = useLingui();
  const slots = Array.from({ length: slotCount(stock) }, (_, index) => index + 1);
  const percent = (mm: number, of: number) => `${(mm / of) * 100}%`;
  const count = slots.length;
  const position = slotPosition(stock, startSlot, i18n);
  return (
    <Sheet
      dir="ltr"
      role="img"
      aria-label={
        position === ''
          ? t`Sheet of ${plural(count, { one: '# label', other: '# labels' })}: label ${startSlot} will be printed`
          : t`Sheet of ${plural(count, { one: '# label', other: '# labels' })}: label ${startSlot} (${position}) will be printed`
      }
      style={{ aspectRatio: `${stock.pageMm.width} / ${stock.pageMm.height}` }}
    >
      {slots.map((slot) => {
        const rect = slotRect(stock, slot);
        return (
          <Slot
            key={slot}
            $chosen={slot === startSlot}
            style={{
              left: percent(rect.xMm, stock.pageMm.width),
              top: percent(rect.yMm, stock.pageMm.height),
              width: percent(rect.widthMm, stock.pageMm.width),
              height: percent(rect.heightMm, stock.pageMm.height),
            }}
          >
            {slots.length <= NUMBERED_UP_TO && slot}
          </Slot>
        );
      })}
    </Sheet>
  );
}

const Sheet = styled.div`
  position: relative;
  width: 72px;
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: 3px;
  background: ${({ theme }) => theme.color.surface};
`;

const Slot = styled.span<{ $chosen: boolean }>`
  position: absolute;
  display: grid;
  place-items: center;
  border: 1px dashed ${({ theme }) => theme.color.textMuted};
  border-radius: 2px;
  font-size: 0.6875rem;
  font-weight: 700;
  background: ${({ $chosen, theme }) => ($chosen ? theme.color.primary : 'transparent')};
  color: ${({ $chosen, theme }) => ($chosen ? '#fff' : theme.color.textMuted)};
  border-style: ${({ $chosen }) => ($chosen ? 'solid' : 'dashed')};
`;
