import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark';

type ButtonStyleProps = { $variant?: ButtonVariant; $size?: 'medium' | 'large' };

const buttonStyle = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: ${({ $size }) => ($size === 'large' ? '14px 28px' : '10px 18px')};
  font-size: ${({ $size }) => ($size === 'large' ? '1.0625rem' : '0.9375rem')};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 2px solid ${({ theme }) => theme.color.primary};
  cursor: pointer;
  transition: background-color 0.15s, color 0.15s;
  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.primary};
          color: #fff;
          &:hover { background: ${theme.color.primaryHover}; border-color: ${theme.color.primaryHover}; }
        `;
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.primary};
          &:hover { background: ${theme.color.primarySoft}; }
        `;
      case 'onDark':
        return css`
          background: #fff;
          border-color: #fff;
          color: ${theme.color.primary};
          &:hover { background: ${theme.color.primarySoft}; }
          &:focus-visible { outline-color: #fff; }
        `;
    }
  }}
`;

/** A router link that looks like a button: navigation, not an action. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyle}
`;

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyle}
  &:disabled,
  &[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
`;
