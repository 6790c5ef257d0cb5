import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { PlacedLabel } from '../../cropper/output-plan';
import type { LabelStock } from '../../stock/label-stock';
import { slotRect } from '../../stock/sheet-slots';
import type { PrintShift } from '../../stock/stock-geometry';
import type { CropItem } from './crop-items';

/** How many output pages the preview draws; the rest are counted. */
const PAGES_SHOWN = 12;
/** The preview's page width, in CSS pixels. */
const PAGE_PX = 180;

type OutputPreviewProps = {
  items: readonly CropItem[];
  plan: readonly PlacedLabel[];
  stock: LabelStock;
  shift: PrintShift;
  /** What a page before the labels holds (the pick list), or null for none. */
  lead: string | null;
};

/** The PDF's pages as they will print: each label turned, scaled and clipped where the plan puts it, on its stock. */
export function OutputPreview({ items, plan, stock, shift, lead }: OutputPreviewProps) {
  const pageCount = plan.length === 0 ? 0 : Math.max(...plan.map((placed) => placed.page)) + 1;
  const pages = Array.from({ length: Math.min(pageCount, PAGES_SHOWN) }, (_, page) => page);
  const { t, i18n } = useLingui();
  const slots = stock.grid.columns * stock.grid.rows;
  const more = pageCount - PAGES_SHOWN;
  return (
    <Pages dir="ltr">
      {lead !== null && plan[0] && (
        <Page role="img" aria-label={t`Pick list page: ${lead}`} style={{ width: PAGE_PX, height: (plan[0].fitted.pageMm.heightMm * PAGE_PX) / plan[0].fitted.pageMm.widthMm }}>
          <Lead>
            <strong>
              <Trans>Pick list</Trans>
            </strong>
            <span>{lead}</span>
          </Lead>
        </Page>
      )}
      {pages.map((page) => {
        const onPage = items.flatMap((item, index) => {
          const placed = plan[index];
          return placed?.page === page ? [{ placed, item }] : [];
        });
        const pageMm = onPage[0]?.placed.fitted.pageMm;
        if (pageMm === undefined) return null;
        const pxPerMm = PAGE_PX / pageMm.widthMm;
        const [number, labels] = [page + 1, onPage.length];
        const name = i18n._(msg`Output page ${plural(number, { other: '#' })}: ${plural(labels, { one: '# label', other: '# labels' })}`);
        return (
          <Page key={page} role="img" aria-label={name} style={{ width: PAGE_PX, height: pageMm.heightMm * pxPerMm }}>
            {slots > 1 && Array.from({ length: slots }, (_, slot) => <Slot key={slot} style={box(slotRect(stock, slot + 1, shift), pxPerMm)} />)}
            {onPage.map(({ placed, item }) => (
              <PlacedCrop key={item.key} item={item} placed={placed} pxPerMm={pxPerMm} />
            ))}
          </Page>
        );
      })}
      {more > 0 && <More>{i18n._(msg`and ${plural(more, { one: '# more page', other: '# more pages' })}`)}</More>}
    </Pages>
  );
}

type Box = { left: number; top: number; width: number; height: number };

const box = (rect: { xMm: number; yMm: number; widthMm: number; heightMm: number }, pxPerMm: number): Box => ({
  left: rect.xMm * pxPerMm,
  top: rect.yMm * pxPerMm,
  width: rect.widthMm * pxPerMm,
  height: rect.heightMm * pxPerMm,
});

/** One label: clipped to its slot, the crop turned about its centre inside the box the plan gives it. */
function PlacedCrop({ item, placed, pxPerMm }: { item: CropItem; placed: PlacedLabel; pxPerMm: number }) {
  const { fitted } = placed;
  const clip = box(fitted.clip, pxPerMm);
  const target = box(fitted.rect, pxPerMm);
  const scale = fitted.scale * pxPerMm;
  const crop = { width: item.crop.widthMm * scale, height: item.crop.heightMm * scale };
  return (
    <Clip style={clip}>
      <Target style={{ ...target, left: target.left - clip.left, top: target.top - clip.top }}>
        <Turned style={{ width: crop.width, height: crop.height, left: (target.width - crop.width) / 2, top: (target.height - crop.height) / 2, transform: `rotate(${fitted.turns * 90}deg)` }}>
          {item.thumbnailUrl && (
            <img src={item.thumbnailUrl} alt="" style={{ left: -item.crop.xMm * scale, top: -item.crop.yMm * scale, width: item.sizeMm.widthMm * scale, height: item.sizeMm.heightMm * scale }} />
          )}
        </Turned>
      </Target>
    </Clip>
  );
}

const Pages = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px;
`;

const Page = styled.div`
  position: relative;
  flex: none;
  overflow: hidden;
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadow.card};
  outline: 1px solid ${({ theme }) => theme.color.border};
`;

const Slot = styled.div`
  position: absolute;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: 4px;
`;

const Clip = styled.div`
  position: absolute;
  overflow: hidden;
`;

const Target = styled.div`
  position: absolute;
`;

const Turned = styled.div`
  position: absolute;
  overflow: hidden;
  img { position: absolute; max-width: none; }
`;

const Lead = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 10px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.text};
`;

const More = styled.p`
  align-self: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
