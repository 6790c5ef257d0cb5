import styled from 'styled-components';

// A full-width part of a page below its main work: on the generator, the contents and customs, and the batch.
// Contained, so typing in the label form above never lays out or repaints it.
export const PageBand = styled.section`
  contain: content;
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-bottom: 32px;
  padding: clamp(16px, 3vw, 24px);
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.page};
  border: 1px solid ${({ theme }) => theme.color.border};
  h2 { font-size: 1.375rem; }
`;

export const BandIntro = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.color.textMuted};
`;
