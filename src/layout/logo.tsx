import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../config/paths';
import { site } from '../config/site';

type LogoProps = { tone?: 'onLight' | 'onDark'; onNavigate?: () => void };

/** The ShipLabel mark and name, linking home. */
export function Logo({ tone = 'onLight', onNavigate }: LogoProps) {
  const { t } = useLingui();
  const siteName = site.name;
  return (
    <LogoLink to={paths.home} $tone={tone} onClick={onNavigate} aria-label={t`${siteName} home`}>
      <LogoMark />
      <span>{site.name}</span>
    </LogoLink>
  );
}

export function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path d="M8 11.5 16 7l8 4.5v9L16 25l-8-4.5z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 11.5 16 16l8-4.5M16 16v9" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

const LogoLink = styled(Link)<{ $tone: 'onLight' | 'onDark' }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-size: 1.25rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  text-decoration: none;
  color: ${({ $tone, theme }) => ($tone === 'onDark' ? '#fff' : theme.color.text)};
`;
