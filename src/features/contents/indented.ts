import styled from 'styled-components';
import { media } from '../../theme/theme';

/** The fields a ticked box reveals, set in under it so they read as its own. */
export const Indented = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-left: 30px;
  padding-left: 14px;
  border-left: 2px solid ${({ theme }) => theme.color.border};
  ${media.narrow} { margin-left: 9px; }
`;
