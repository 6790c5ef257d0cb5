import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { SAMPLE_LABEL } from '../../label/sample-label';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import type { SenderConcern } from './sender-concern';

/** How the visitor answered; Escape is 'cancel'. */
export type SenderAnswer = 'enter-sender' | 'create-without' | 'cancel';

const QUESTIONS: Record<SenderConcern, string> = {
  sample: `Your labels would say they come from ${SAMPLE_LABEL.fromName}, ${SAMPLE_LABEL.fromCompany} — the example sender.`,
  'partly-sample': `Your labels would still carry some of the example sender’s details (${SAMPLE_LABEL.fromCompany}, ${SAMPLE_LABEL.fromAddress.split('\n')[0]}, ${SAMPLE_LABEL.fromPhone}): replace them with your own.`,
  empty: 'Your labels would have no sender: a post returns an undeliverable parcel to its sender.',
};

const answerOf = (value: string): SenderAnswer => (value === 'enter-sender' || value === 'create-without' ? value : 'cancel');

type SenderQuestionProps = { concern: SenderConcern; onAnswer: (answer: SenderAnswer) => void };

/**
 * Asked before a batch is made with the example sender or none. A native modal dialog: it keeps focus inside and
 * closes on Escape; each button closes it with its value (a form of method "dialog"), so no answer is lost.
 */
export function SenderQuestion({ concern, onAnswer }: SenderQuestionProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const shown = dialog.current;
    if (!shown || shown.open) return;
    shown.returnValue = '';
    shown.showModal();
    first.current?.focus();
  }, []);
  return (
    <Dialog ref={dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-question`} onClose={(event) => onAnswer(answerOf(event.currentTarget.returnValue))}>
      <h4 id={`${id}-title`}>Who are your labels from?</h4>
      <p id={`${id}-question`}>{QUESTIONS[concern]}</p>
      <form method="dialog">
        <Button ref={first} value="enter-sender">
          Enter my sender
        </Button>
        {concern === 'empty' && (
          <Button value="create-without" $variant="secondary">
            Create without a sender
          </Button>
        )}
        <Button value="cancel" $variant="secondary">
          Cancel
        </Button>
      </form>
    </Dialog>
  );
}

const Dialog = styled(ModalDialog)`
  form { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 20px; }
`;
