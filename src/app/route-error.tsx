import { Trans, useLingui } from '@lingui/react/macro';
import { site } from '../config/site';
import styled from 'styled-components';
import { Button } from '../ui/button';
import { Container } from '../ui/container';

const siteName = site.name;

/** Shown in place of a page whose code could not be loaded (offline, or an old deploy). */
export function RouteError() {
  const { t } = useLingui();
  return (
    <Wrapper role="alert">
      <h1>
        <Trans>This page could not be loaded</Trans>
      </h1>
      <p>
        <Trans>Check your connection, then reload the page to get the latest version of {siteName}.</Trans>
      </p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t`Reload page`}
      </Button>
    </Wrapper>
  );
}

const Wrapper = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  padding-block: 64px;
`;
