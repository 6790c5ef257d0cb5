import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { SelectField, TextAreaField, TextField } from '../../ui/form-field';
import { useCheckView } from './check-context';

/** The path's blocking message and, when it has none, its advice: an error says what to fix first. */
function useMessages(path: string): { error: string | undefined; advice: string | undefined } {
  const error = useCheckView((view) => view.errors.get(path));
  const advice = useCheckView((view) => view.advice.get(path));
  return { error, advice: error === undefined ? advice : undefined };
}

type AdvisedProps = {
  path: string;
  /** A line under the field that says what it holds, part of its description. */
  hint?: ReactNode;
  /** Another element that describes the field. */
  describedBy?: string | undefined;
  children: (describedBy: string | undefined, error: string | undefined) => ReactNode;
};

/**
 * A field and its messages: an error through the project's field (aria-invalid, described by it), its hint, and advice
 * as a softer note; the control is described by each. The field follows only its own messages.
 */
function Advised({ path, hint, describedBy, children }: AdvisedProps) {
  const adviceId = useId();
  const hintId = `${adviceId}-hint`;
  const { error, advice } = useMessages(path);
  const described = [hint === undefined ? undefined : hintId, describedBy, advice === undefined ? undefined : adviceId].filter(Boolean).join(' ');
  return (
    <div>
      {children(described || undefined, error)}
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <AdviceNote id={adviceId}>{advice}</AdviceNote>
    </div>
  );
}

type Registered<Props> = Omit<Props, keyof UseFormRegisterReturn> & { label: string; registration: UseFormRegisterReturn; hint?: ReactNode };

export function ContentsTextField({ label, registration, hint, 'aria-describedby': own, ...inputProps }: Registered<ComponentPropsWithRef<'input'>>) {
  return (
    <Advised path={registration.name} hint={hint} describedBy={own}>
      {(describedBy, error) => <TextField label={label} error={error} {...inputProps} {...registration} aria-describedby={describedBy} />}
    </Advised>
  );
}

export function ContentsTextAreaField({ label, registration, hint, 'aria-describedby': own, ...textAreaProps }: Registered<ComponentPropsWithRef<'textarea'>>) {
  return (
    <Advised path={registration.name} hint={hint} describedBy={own}>
      {(describedBy, error) => <TextAreaField label={label} error={error} {...textAreaProps} {...registration} aria-describedby={describedBy} />}
    </Advised>
  );
}

export function ContentsSelectField({ label, registration, hint, 'aria-describedby': own, children, ...selectProps }: Registered<ComponentPropsWithRef<'select'>>) {
  return (
    <Advised path={registration.name} hint={hint} describedBy={own}>
      {(describedBy, error) => (
        <SelectField label={label} error={error} {...selectProps} {...registration} aria-describedby={describedBy}>
          {children}
        </SelectField>
      )}
    </Advised>
  );
}

type GroupMessageProps = { path: string; id?: string };

/** The message about a whole group (the item list, the category), announced as it appears. */
export function GroupMessage({ path, id }: GroupMessageProps) {
  const { error, advice } = useMessages(path);
  return (
    <Message id={id} role="status" $error={error !== undefined}>
      {error ?? advice}
    </Message>
  );
}

/** A line under a field that says what it is for. */
export const FieldHint = styled.p`
  margin-top: 6px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

// Amber, softer than an error's red: the parcel may still go. Empty, it takes no room.
export const AdviceNote = styled.p`
  margin-top: 6px;
  font-size: 0.875rem;
  color: #92400e;
  &:empty { display: none; }
`;

// Empty, it takes no room but stays in the page, so a message that appears in it is announced.
const Message = styled.p<{ $error: boolean }>`
  font-size: 0.875rem;
  font-weight: ${({ $error }) => ($error ? 600 : 400)};
  color: ${({ $error, theme }) => ($error ? theme.color.danger : '#92400e')};
  &:empty { position: absolute; margin: 0; }
`;
