import { NavLink } from 'react-router';
import styled from 'styled-components';

/** A header navigation link; the current page's link is underlined. */
export const TopLink = styled(NavLink)`
  color: ${({ theme }) => theme.color.text};
  font-weight: 500;
  text-decoration: none;
  padding: 6px 2px;
  border-bottom: 2px solid transparent;
  &:hover { color: ${({ theme }) => theme.color.primary}; }
  &.active { color: ${({ theme }) => theme.color.primary}; border-bottom-color: currentColor; }
`;
