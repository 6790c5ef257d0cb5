import styled from 'styled-components';

/** One of the generator's two columns: the form, or the preview. */
export const Panel = styled.section`
  min-width: 0;
  padding: clamp(16px, 3vw, 24px);
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.page};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  h2 { font-size: 1.375rem; }
`;
