import styled from 'styled-components';

/**
 * A titled group of form controls on a white card; its <legend> is the title. Contained, so a keystroke in
 * one of its fields lays out and repaints this card alone, not the page around it.
 */
export const FieldsetCard = styled.fieldset`
  contain: content;
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
  margin: 0;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  legend {
    padding: 0 6px;
    margin-inline-start: -6px;
    font-size: 1.125rem;
    font-weight: 700;
  }
`;
