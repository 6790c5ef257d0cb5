import styled from 'styled-components';
import { media } from '../../theme/theme';

/** The fields a ticked box reveals, set in under it so they read as its own. */
export const Indented = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-inline-start: 30px;
  padding-inline-start: 14px;
  border-inline-start: 2px solid ${({ theme }) => theme.color.border};
  ${media.narrow} { margin-inline-start: 9px; }
`;
