import { Outlet, ScrollRestoration } from 'react-router';
import styled from 'styled-components';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, the current page, footer; the page is the router's outlet. */
export function SiteLayout() {
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
      <ScrollRestoration />
    </Shell>
  );
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -100px;
  z-index: 50;
  padding: 10px 16px;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  border-radius: ${({ theme }) => theme.radius.small};
  &:focus { top: 12px; }
`;
