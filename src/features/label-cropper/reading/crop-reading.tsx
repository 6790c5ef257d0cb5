import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { LabelFacts } from '../../../label-reading/label-facts';
import { readingGaps, readingSummary } from '../../../label-reading/reading-words';
import type { CropItem } from '../crop-items';

/** How a label's print check reads on its card: its words and whether they are good news. */
export type CheckLine = { message: MessageDescriptor; tone: 'good' | 'bad' | 'muted' };

type CropReadingProps = {
  item: Pick<CropItem, 'reading' | 'kind' | 'skipped'>;
  facts: LabelFacts | null;
  /** The other labels with this label's parcel, named, or null when it is on no other. */
  repeats: string | null;
  check: CheckLine | null;
};

/** What the card's label says: the carrier, number, postcode, order and items read; what was not; a repeat; its print check. */
export function CropReading({ item, facts, repeats, check }: CropReadingProps) {
  const { i18n } = useLingui();
  if (item.skipped !== null && item.skipped !== 'chosen') return null;
  if (item.reading === 'failed') {
    return (
      <Muted>
        <Trans>Its text and barcodes could not be read: it still prints as it is.</Trans>
      </Muted>
    );
  }
  if (item.reading === null || facts === null) {
    return (
      <Muted>
        <Trans>Reading its text and barcodes…</Trans>
      </Muted>
    );
  }
  const source = item.kind === 'pdf' ? 'pdf' : item.kind === 'zpl' ? 'zpl' : 'image';
  const say = (message: MessageDescriptor) => i18n._(message);
  const checkText = check ? i18n._(check.message) : '';
  return (
    <Reading>
      <Summary>{readingSummary(facts, say)}</Summary>
      {readingGaps(facts, source).map((gap) => (
        <Muted key={gap.id}>{i18n._(gap)}</Muted>
      ))}
      {repeats !== null && (
        <Bad>
          {facts.tracking ? <Trans>Printed twice? {repeats} has the same tracking number.</Trans> : <Trans>Printed twice? {repeats} has the same barcode.</Trans>}
        </Bad>
      )}
      {check && (check.tone === 'good' ? <Good>{checkText}</Good> : check.tone === 'bad' ? <Bad>{checkText}</Bad> : <Muted>{checkText}</Muted>)}
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
