import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { SAMPLE_LABEL } from '../../label/sample-label';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import type { SenderConcern } from './sender-concern';

/** How the visitor answered; Escape is 'cancel'. */
export type SenderAnswer = 'enter-sender' | 'create-without' | 'cancel';

const { fromName: exampleName, fromCompany: exampleCompany, fromPhone: examplePhone } = SAMPLE_LABEL;
const exampleStreet = SAMPLE_LABEL.fromAddress.split('\n')[0] ?? '';

const QUESTIONS: Record<SenderConcern, MessageDescriptor> = {
  sample: msg`Your labels would say they come from ${exampleName}, ${exampleCompany} — the example sender.`,
  'partly-sample': msg`Your labels would still carry some of the example sender’s details (${exampleCompany}, ${exampleStreet}, ${examplePhone}): replace them with your own.`,
  empty: msg`Your labels would have no sender: a post returns an undeliverable parcel to its sender.`,
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
  const { i18n } = useLingui();
  useEffect(() => {
    const shown = dialog.current;
    if (!shown || shown.open) return;
    shown.returnValue = '';
    shown.showModal();
    first.current?.focus();
  }, []);
  return (
    <Dialog ref={dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-question`} onClose={(event) => onAnswer(answerOf(event.currentTarget.returnValue))}>
      <h4 id={`${id}-title`}>
        <Trans>Who are your labels from?</Trans>
      </h4>
      <p id={`${id}-question`}>{i18n._(QUESTIONS[concern])}</p>
      <form method="dialog">
        <Button ref={first} value="enter-sender">
          <Trans>Enter my sender</Trans>
        </Button>
        {concern === 'empty' && (
          <Button value="create-without" $variant="secondary">
            <Trans>Create without a sender</Trans>
          </Button>
        )}
        <Button value="cancel" $variant="secondary">
          <Trans>Cancel</Trans>
        </Button>
      </form>
    </Dialog>
  );
}

const Dialog = styled(ModalDialog)`
  form { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 20px; }
`;
