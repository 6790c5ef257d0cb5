import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../theme/theme';

type ColumnPanelProps = { titleId: string; title: string; actions: ReactNode; sticky?: boolean; children: ReactNode };

/** One of the generator's two columns: a titled panel with its PDF action in the header. */
export function ColumnPanel({ titleId, title, actions, sticky = false, children }: ColumnPanelProps) {
  return (
    <Panel aria-labelledby={titleId} $sticky={sticky}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        {actions}
      </Header>
      {children}
    </Panel>
  );
}

// Contained: a keystroke, or the preview redrawing, repaints within its panel only.
const Panel = styled.section<{ $sticky: boolean }>`
  contain: content;
  min-width: 0;
  padding: clamp(16px, 3vw, 24px);
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.page};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${({ $sticky, theme }) =>
    $sticky &&
    css`
      ${media.wide} {
        position: sticky;
        top: calc(${theme.layout.headerHeight} + 16px);
      }
    `}
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  h2 { font-size: 1.375rem; }
`;
