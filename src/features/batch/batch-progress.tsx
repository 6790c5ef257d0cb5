import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';

type BatchProgressProps = { done: number; total: number; documents: boolean };

/** How far the batch has come: labels, or orders when each order's documents are made with its label. */
export function BatchProgress({ done, total, documents }: BatchProgressProps) {
  const { t, i18n } = useLingui();
  const [doneText, totalText] = [i18n.number(done), i18n.number(total)];
  // Read out as figures without grouping: "1500 of 2000 labels".
  const [doneFigure, totalFigure] = [i18n.number(done, { useGrouping: false }), i18n.number(total, { useGrouping: false })];
  return (
    <Progress>
      <div
        role="progressbar"
        aria-label={documents ? t`Creating labels and documents` : t`Creating labels`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={
          documents
            ? t`${doneFigure} of ${plural(total, { one: `${totalFigure} order`, other: `${totalFigure} orders` })}`
            : t`${doneFigure} of ${plural(total, { one: `${totalFigure} label`, other: `${totalFigure} labels` })}`
        }
      >
        <span style={{ transform: `scaleX(${done / Math.max(1, total)})` }} />
      </div>
      <p>
        {documents
          ? t`Creating labels and documents: ${doneText} of ${plural(total, { one: '# order', other: '# orders' })}`
          : t`Creating labels: ${doneText} of ${totalText}`}
      </p>
    </Progress>
  );
}

// Contained, with its count on a line of fixed height: a progress update lays out this box, not the page.
const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  contain: layout paint style;
  p { contain: strict; height: 1.5em; white-space: nowrap; }
  [role='progressbar'] {
    height: 12px;
    overflow: hidden;
    border-radius: 6px;
    background: ${({ theme }) => theme.color.primarySoft};
    border: 1px solid ${({ theme }) => theme.color.primary};
  }
  /* Scaled, not resized: the compositor moves it, so the page does no layout while a batch runs. */
  [role='progressbar'] span { display: block; height: 100%; background: ${({ theme }) => theme.color.primary}; transform-origin: left; transition: transform 0.2s; }
  [role='progressbar'] { contain: strict; }
`;
