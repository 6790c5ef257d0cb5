import styled from 'styled-components';
import type { LabelFacts } from '../../../label-reading/label-facts';
import { readingGaps, readingSummary } from '../../../label-reading/reading-words';
import type { CropItem } from '../crop-items';

/** How a label's print check reads on its card: its words and whether they are good news. */
export type CheckLine = { text: string; tone: 'good' | 'bad' | 'muted' };

type CropReadingProps = {
  item: Pick<CropItem, 'reading' | 'kind' | 'skipped'>;
  facts: LabelFacts | null;
  /** The other labels with this label's parcel, named, or null when it is on no other. */
  repeats: string | null;
  check: CheckLine | null;
};

/** What the card's label says: the carrier, number, postcode, order and items read; what was not; a repeat; its print check. */
export function CropReading({ item, facts, repeats, check }: CropReadingProps) {
  if (item.skipped !== null && item.skipped !== 'chosen') return null;
  if (item.reading === 'failed') return <Muted>Its text and barcodes could not be read: it still prints as it is.</Muted>;
  if (item.reading === null || facts === null) return <Muted>Reading its text and barcodes…</Muted>;
  const source = item.kind === 'pdf' ? 'pdf' : item.kind === 'zpl' ? 'zpl' : 'image';
  return (
    <Reading>
      <Summary>{readingSummary(facts)}</Summary>
      {readingGaps(facts, source).map((gap) => (
        <Muted key={gap}>{gap}</Muted>
      ))}
      {repeats !== null && <Bad>Printed twice? {repeats} has the same {facts.tracking ? 'tracking number' : 'barcode'}.</Bad>}
      {check && (check.tone === 'good' ? <Good>{check.text}</Good> : check.tone === 'bad' ? <Bad>{check.text}</Bad> : <Muted>{check.text}</Muted>)}
    </Reading>
  );
}

const Reading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.875rem;
`;

const Summary = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Good = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.success};
`;

const Bad = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;
