import styled from 'styled-components';

/**
 * Shown only where scripts are off: the prerendered page reads fine, but the preview, the barcode and the
 * PDF are made by scripts in the browser. React neither renders nor hydrates what a <noscript> holds, so only the
 * build's HTML carries the notice: the browser's code leaves it, and its styles, out.
 */
export function NoScriptNotice() {
  return (
    <noscript>
      {import.meta.env.SSR && <Notice>Switch on JavaScript to make a label: the live preview, the barcode and the PDF are made in your browser.</Notice>}
    </noscript>
  );
}

const Notice = styled.p`
  margin: 0 0 24px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.primarySoft};
`;
