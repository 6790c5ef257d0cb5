import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { ImportReview } from '../../address-book/import-review';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { useShownModal } from '../../ui/use-shown-modal';
import { PanelButtons } from '../../ui/saved-panel';

/** The review's lines, the ones with nothing to say left out. */
export function reviewLines(review: ImportReview, skipped: number): MessageDescriptor[] {
  const added = review.added.length;
  const updated = review.updated.length;
  const { unchanged, mergedInFile } = review;
  return [
    added > 0 && msg`${plural(added, { one: '# new address to add', other: '# new addresses to add' })}`,
    updated > 0 && msg`${plural(updated, { one: '# saved address to update with the file’s details', other: '# saved addresses to update with the file’s details' })}`,
    unchanged > 0 && msg`${plural(unchanged, { one: '# address is already saved as in the file', other: '# addresses are already saved as in the file' })}`,
    mergedInFile > 0 &&
      msg`${plural(mergedInFile, {
        one: '# row repeats an address above it (same name and postcode): merged, not doubled',
        other: '# rows repeat an address above it (same name and postcode): merged, not doubled',
      })}`,
    skipped > 0 && msg`${plural(skipped, { one: '# row has no name or address and will be left out', other: '# rows have no name or address and will be left out' })}`,
  ].filter((line): line is MessageDescriptor => line !== false);
}

type ImportReviewDialogProps = { fileName: string; review: ImportReview; skipped: number; onAnswer: (importIt: boolean) => void };

/** What an import will add and update, shown before anything is kept: Import, or Cancel (Escape) to keep the book as it is. */
export function ImportReviewDialog({ fileName, review, skipped, onAnswer }: ImportReviewDialogProps) {
  const dialog = useShownModal();
  const id = useId();
  const { i18n } = useLingui();
  const names = review.added.slice(0, 5).map((party) => party.name || party.company);
  const newNames = `${names.join(', ')}${review.added.length > names.length ? '…' : ''}`;
  return createPortal(
    <Dialog ref={dialog} aria-labelledby={`${id}-title`} onCancel={(event) => (event.preventDefault(), onAnswer(false))}>
      <h4 id={`${id}-title`}>
        <Trans>Import addresses from {fileName}</Trans>
      </h4>
      <ul>
        {reviewLines(review, skipped).map((line) => (
          <li key={line.id}>{i18n._(line)}</li>
        ))}
      </ul>
      {names.length > 0 && (
        <p>
          <Trans>New: {newNames}</Trans>
        </p>
      )}
      <PanelButtons>
        <Button type="button" autoFocus onClick={() => onAnswer(true)}>
          <Trans context="button">Import</Trans>
        </Button>
        <Button type="button" $variant="secondary" onClick={() => onAnswer(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </PanelButtons>
    </Dialog>,
    document.body,
  );
}

const Dialog = styled(ModalDialog)`
  width: min(30rem, calc(100vw - 32px));
  ul { margin: 8px 0 12px; padding-inline-start: 20px; }
  li + li { margin-top: 4px; }
  p { margin: 0 0 16px; color: ${({ theme }) => theme.color.textMuted}; overflow-wrap: anywhere; }
`;
