import styled from 'styled-components';

/** Centres page content and keeps it off the screen edges. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 clamp(16px, 4vw, 32px);
`;
