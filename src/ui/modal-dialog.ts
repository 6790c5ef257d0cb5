import styled from 'styled-components';

/** A native <dialog> shown with showModal(): a raised card over a dimmed page, its heading an h4. */
export const ModalDialog = styled.dialog`
  max-width: min(32rem, calc(100vw - 32px));
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h4 { margin: 0 0 8px; font-size: 1.125rem; }
  &::backdrop { background: rgb(15 23 42 / 0.45); }
`;
