import styled from 'styled-components';

type BatchProgressProps = { done: number; total: number; documents: boolean };

/** How far the batch has come: labels, or orders when each order's documents are made with its label. */
export function BatchProgress({ done, total, documents }: BatchProgressProps) {
  const [doneText, totalText] = [done.toLocaleString('en-US'), total.toLocaleString('en-US')];
  return (
    <Progress>
      <div
        role="progressbar"
        aria-label={documents ? 'Creating labels and documents' : 'Creating labels'}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} ${documents ? 'orders' : 'labels'}`}
      >
        <span style={{ transform: `scaleX(${done / Math.max(1, total)})` }} />
      </div>
      <p>{documents ? `Creating labels and documents: ${doneText} of ${totalText} orders` : `Creating labels: ${doneText} of ${totalText}`}</p>
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
