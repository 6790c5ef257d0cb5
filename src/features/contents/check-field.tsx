import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

type CheckFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & { label: string; hint?: ReactNode };

/** A checkbox with its label beside it and, optionally, a line below that says what ticking it does. */
export function CheckField({ label, hint, ...inputProps }: CheckFieldProps) {
  const id = useId();
  return (
    <Check>
      <input id={id} type="checkbox" aria-describedby={hint === undefined ? undefined : `${id}-hint`} {...inputProps} />
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </Check>
  );
}

// The box, then its label, then the hint below the label; a 44 px tall row is easy to hit on a phone.
const Check = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  column-gap: 10px;
  min-height: 44px;
  input { width: 20px; height: 20px; margin: 0; accent-color: ${({ theme }) => theme.color.primary}; }
  label { font-weight: 600; font-size: 0.9375rem; }
`;

const Hint = styled.p`
  grid-column: 2;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
