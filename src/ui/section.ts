import styled from 'styled-components';

/** A full-width band of the page with vertical rhythm. */
export const Section = styled.section<{ $tone?: 'plain' | 'soft' }>`
  padding: clamp(48px, 8vw, 88px) 0;
  background: ${({ $tone, theme }) => ($tone === 'soft' ? theme.color.page : theme.color.surface)};
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.625rem, 3.5vw, 2.25rem);
  text-align: center;
`;

export const SectionIntro = styled.p`
  max-width: 640px;
  margin: 12px auto 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1.0625rem;
`;
