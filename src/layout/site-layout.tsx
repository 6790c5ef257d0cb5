import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { PageErrorBoundary } from './page-error-boundary';
import { deferredPart } from '../ui/deferred-part';
import { useWhenPageIdle } from '../ui/when-idle';
import { PageLive } from './page-live';
import { SiteHeader } from './site-header';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

// The footer is plain links below the fold: its prerendered HTML serves until its code arrives when the page is idle.
const footer = deferredPart(() => import('./site-footer').then((module) => module.SiteFooter));
// Whether to offer the page in the visitor's language is decided once the page is idle: its code comes then.
const offeredLanguage = deferredPart(() => import('./offered-language').then((module) => module.OfferedLanguage));

/** Header, the current page, footer; the page is the router's outlet. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  useScrollOnNavigate();
  useWhenPageIdle(footer.load);
  useWhenPageIdle(offeredLanguage.load);
  return (
    <Shell>
      <SkipLink href="#main">{t`Skip to content`}</SkipLink>
      <offeredLanguage.Part />
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={null}>
            <Outlet />
            <PageLive />
          </Suspense>
        </PageErrorBoundary>
      </Main>
      <footer.Part />
    </Shell>
  );
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall, so the footer never starts in view and jumps when a page's code arrives.
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  &:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 12px;
  top: -100px;
  z-index: 50;
  padding: 10px 16px;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  border-radius: ${({ theme }) => theme.radius.small};
  &:focus { top: 12px; }
`;
