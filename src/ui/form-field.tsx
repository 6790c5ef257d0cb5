import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

type ControlA11yProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type FieldShellProps = {
  label: string;
  error?: string | undefined;
  /** What else describes a text field (its hint): kept after the error while there is one. */
  describedBy?: string | undefined;
  children: (control: ControlA11yProps) => ReactNode;
};

/** A label, a control, and an error message tied to the control for assistive technology. */
function FieldShell({ label, error, describedBy, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': describedBy ? `${errorId} ${describedBy}` : errorId } : {}) })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldWrapper>
  );
}

type TextFieldProps = ComponentPropsWithRef<'input'> & { label: string; error?: string | undefined };

export function TextField({ label, error, ...inputProps }: TextFieldProps) {
  return <FieldShell label={label} error={error} describedBy={inputProps['aria-describedby']}>{(a11y) => <Input {...inputProps} {...a11y} />}</FieldShell>;
}

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & { label: string; error?: string | undefined };

export function TextAreaField({ label, error, ...textAreaProps }: TextAreaFieldProps) {
  return <FieldShell label={label} error={error}>{(a11y) => <TextArea {...textAreaProps} {...a11y} />}</FieldShell>;
}

type SelectFieldProps = ComponentPropsWithRef<'select'> & { label: string; error?: string | undefined };

export function SelectField({ label, error, ...selectProps }: SelectFieldProps) {
  return <FieldShell label={label} error={error}>{(a11y) => <Select {...selectProps} {...a11y} />}</FieldShell>;
}

const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const controlStyle = css`
  width: 100%;
  padding: 10px 12px;
  border: 1px solid #64748b;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  &::placeholder { color: #64748b; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; border-width: 2px; }
`;

const Input = styled.input`
  ${controlStyle}
  min-height: 44px;
`;

const Select = styled.select`
  ${controlStyle}
  min-height: 44px;
  color: inherit;
`;

const TextArea = styled.textarea`
  ${controlStyle}
  resize: vertical;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.875rem;
`;
