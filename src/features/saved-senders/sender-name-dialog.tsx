import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { useShownModal } from '../../ui/use-shown-modal';
import { TextField } from '../../ui/form-field';

export type NameAnswer = { shortName: string; asDefault: boolean };

type SenderNameDialogProps = {
  title: string;
  action: string;
  initialName: string;
  /** Whether to offer "Make this my default sender", and checked from the start or not. */
  defaultChoice: boolean | null;
  /** What is wrong with the name given, from the last try (null when nothing is). */
  problem: string | null;
  onAnswer: (answer: NameAnswer | null) => void;
};

/**
 * Asks for a sender's short name (to save or rename it). A native modal dialog: focus stays inside, Escape cancels;
 * a refused name keeps it open with the reason beside the field. Shown only after a click, so never prerendered.
 */
export function SenderNameDialog({ title, action, initialName, defaultChoice, problem, onAnswer }: SenderNameDialogProps) {
  const dialog = useShownModal();
  const { t } = useLingui();
  const [shortName, setShortName] = useState(initialName);
  const [asDefault, setAsDefault] = useState(defaultChoice ?? false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer({ shortName, asDefault });
  };
  // On the page's body: the sender's fields are in the label form, and a form may not hold another.
  return createPortal(
    <Dialog ref={dialog} aria-labelledby={`${id}-title`} onCancel={(event) => (event.preventDefault(), onAnswer(null))}>
      <h4 id={`${id}-title`}>{title}</h4>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t`Short name`}
          placeholder={t({ message: 'Shop, Home…', comment: 'Example short names for a sender, shown as a placeholder: use short words for them in your language' })}
          value={shortName}
          error={problem ?? undefined}
          autoComplete="off"
          autoFocus
          onChange={(event) => setShortName(event.target.value)}
        />
        {defaultChoice !== null && (
          <Check>
            <input id={`${id}-default`} type="checkbox" checked={asDefault} onChange={(event) => setAsDefault(event.currentTarget.checked)} />
            <label htmlFor={`${id}-default`}>
              <Trans>Fill in this sender on my next visits (the default sender)</Trans>
            </label>
          </Check>
        )}
        <Buttons>
          <Button type="submit">{action}</Button>
          <Button type="button" $variant="secondary" onClick={() => onAnswer(null)}>
            <Trans>Cancel</Trans>
          </Button>
        </Buttons>
      </form>
    </Dialog>,
    document.body,
  );
}

const Dialog = styled(ModalDialog)`
  width: min(28rem, calc(100vw - 32px));
  h4 { margin-bottom: 16px; }
  form { display: flex; flex-direction: column; gap: 16px; }
`;

const Check = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  input { width: 20px; height: 20px; margin-top: 2px; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
