import styled from 'styled-components';
import { Button } from '../ui/button';
import { Container } from '../ui/container';

/** Shown in place of a page whose code could not be loaded (offline, or an old deploy). */
export function RouteError() {
  return (
    <Wrapper role="alert">
      <h1>This page could not be loaded</h1>
      <p>Check your connection, then reload the page to get the latest version of ShipLabel.</p>
      <Button type="button" onClick={() => window.location.reload()}>
        Reload page
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
