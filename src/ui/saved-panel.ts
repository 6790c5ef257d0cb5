import styled from 'styled-components';

/** A group at the head of a form card (saved senders, saved recipients): its heading, controls, then a rule. */
export const SavedPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h4 { margin: 0; font-size: 1rem; }
`;

/** The panel's row of buttons, wrapping on a narrow screen. */
export const PanelButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** What the panel last did or could not do, said politely (a status region); takes no room while empty. */
export const PanelMessage = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
  &:empty { display: none; }
`;
