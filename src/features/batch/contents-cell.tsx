import styled from 'styled-components';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { ContentsSummary } from './row-paperwork';

type ContentsCellProps = { contents: ContentsSummary | null };

/** "3 items · 1.250 kg · 85.00 EUR", then the customs form made ("CN 22", or a dash read out as "No customs form") and the rest. */
export function ContentsCell({ contents }: ContentsCellProps) {
  if (contents === null) return null;
  return (
    <>
      {contents.text}
      <Documents>
        {contents.form ?? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>No customs form</VisuallyHidden>
          </>
        )}
        {contents.others.map((name) => ` · ${name}`).join('')}
      </Documents>
    </>
  );
}

const Documents = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`;
