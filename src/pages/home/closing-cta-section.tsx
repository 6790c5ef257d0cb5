import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../ui/button';
import { Container } from '../../ui/container';

export function ClosingCtaSection() {
  return (
    <Band aria-labelledby="closing-cta-title">
      <Container>
        <h2 id="closing-cta-title">
          <Trans>Ready to ship your next parcel?</Trans>
        </h2>
        <p>
          <Trans>Make a clean, professional label in under a minute. Free, with nothing to sign up for.</Trans>
        </p>
        <ButtonLink to={paths.generator} $variant="onDark" $size="large">
          <Trans>Generate Your First Label</Trans>
        </ButtonLink>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: clamp(48px, 8vw, 80px) 0;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  text-align: center;
  h2 { font-size: clamp(1.625rem, 3.5vw, 2.25rem); }
  p { margin: 12px auto 28px; max-width: 560px; font-size: 1.0625rem; color: #e0ecff; }
`;
