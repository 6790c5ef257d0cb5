import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../seo/use-page-meta';
import { ButtonLink } from '../../ui/button';
import { Container } from '../../ui/container';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { notFoundMeta } from './not-found-meta';

export function NotFoundPage() {
  usePageMeta(notFoundMeta);
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Centered>
      <Code aria-hidden="true">404</Code>
      <h1>
        <Trans comment="The hidden “404:” is read out by screen readers before the heading">
          <VisuallyHidden>404: </VisuallyHidden>Oops! Page not found
        </Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <ButtonLink to={paths.home} $size="large">
        <Trans>Return to Home</Trans>
      </ButtonLink>
    </Centered>
  );
}

const Centered = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding-block: clamp(56px, 12vw, 120px);
  text-align: center;
  h1 { font-size: clamp(1.5rem, 4vw, 2rem); }
  p { color: ${({ theme }) => theme.color.textMuted}; margin-bottom: 8px; }
`;

const Code = styled.div`
  font-size: clamp(4rem, 14vw, 7rem);
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.color.primary};
`;
