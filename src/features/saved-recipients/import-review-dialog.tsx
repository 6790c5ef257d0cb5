import { useId } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { ImportReview } from '../../address-book/import-review';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { useShownModal } from '../../ui/use-shown-modal';
import { PanelButtons } from '../../ui/saved-panel';

const counted = (count: number, one: string, many: string) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** The review's lines, the ones with nothing to say left out. */
export function reviewLines(review: ImportReview, skipped: number): string[] {
  return [
    review.added.length > 0 && `${counted(review.added.length, 'new address', 'new addresses')} to add`,
    review.updated.length > 0 && `${counted(review.updated.length, 'saved address', 'saved addresses')} to update with the file’s details`,
    review.unchanged > 0 && `${counted(review.unchanged, 'address is', 'addresses are')} already saved as in the file`,
    review.mergedInFile > 0 && `${counted(review.mergedInFile, 'row repeats', 'rows repeat')} an address above it (same name and postcode): merged, not doubled`,
    skipped > 0 && `${counted(skipped, 'row has', 'rows have')} no name or address and will be left out`,
  ].filter((line): line is string => line !== false);
}

type ImportReviewDialogProps = { fileName: string; review: ImportReview; skipped: number; onAnswer: (importIt: boolean) => void };

/** What an import will add and update, shown before anything is kept: Import, or Cancel (Escape) to keep the book as it is. */
export function ImportReviewDialog({ fileName, review, skipped, onAnswer }: ImportReviewDialogProps) {
  const dialog = useShownModal();
  const id = useId();
  const names = review.added.slice(0, 5).map((party) => party.name || party.company);
  return createPortal(
    <Dialog ref={dialog} aria-labelledby={`${id}-title`} onCancel={(event) => (event.preventDefault(), onAnswer(false))}>
      <h4 id={`${id}-title`}>Import addresses from {fileName}</h4>
      <ul>
        {reviewLines(review, skipped).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {names.length > 0 && <p>New: {names.join(', ')}{review.added.length > names.length ? '…' : ''}</p>}
      <PanelButtons>
        <Button type="button" autoFocus onClick={() => onAnswer(true)}>
          Import
        </Button>
        <Button type="button" $variant="secondary" onClick={() => onAnswer(false)}>
          Cancel
        </Button>
      </PanelButtons>
    </Dialog>,
    document.body,
  );
}

const Dialog = styled(ModalDialog)`
  width: min(30rem, calc(100vw - 32px));
  ul { margin: 8px 0 12px; padding-left: 20px; }
  li + li { margin-top: 4px; }
  p { margin: 0 0 16px; color: ${({ theme }) => theme.color.textMuted}; overflow-wrap: anywhere; }
`;
