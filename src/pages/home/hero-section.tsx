import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import exampleLabel2x from '../../assets/example-label@2x.webp';
import exampleLabel from '../../assets/example-label.webp';
import { media } from '../../theme/theme';
import { ButtonLink } from '../../ui/button';
import { Container } from '../../ui/container';
import { exampleLabelSize } from './example-label-size';

export function HeroSection() {
  const { t } = useLingui();
  return (
    <Band>
      <Columns>
        <Copy>
          <h1>
            <Trans>Free Shipping Label Generator</Trans>
          </h1>
          <Lead>
            <Trans>
              Create professional shipping labels in seconds. Type the sender, recipient and package details, watch the
              preview update as you go, and download a print-ready PDF.
            </Trans>
          </Lead>
          <ButtonLink to={paths.generator} $size="large">
            <Trans>Generate Label</Trans>
          </ButtonLink>
          <Promises>
            <li>
              <Trans>No sign-up</Trans>
            </li>
            <li>
              <Trans>Unlimited labels</Trans>
            </li>
            <li>
              <Trans>Nothing leaves your browser</Trans>
            </li>
          </Promises>
        </Copy>
        <Figure>
          <img
            src={exampleLabel}
            srcSet={`${exampleLabel} 1x, ${exampleLabel2x} 2x`}
            width={exampleLabelSize.width}
            height={exampleLabelSize.height}
            fetchPriority="high"
            alt={t({
              message:
                'Example ShipLabel label: recipient and sender addresses, weight 3.2 lbs, package dimensions and a tracking number barcode',
              comment: 'Describes the picture of an example label (printed in English) for screen readers',
            })}
          />
        </Figure>
      </Columns>
    </Band>
  );
}

const Band = styled.section`
  background: ${({ theme }) => theme.color.heroBackground};
  padding: clamp(40px, 7vw, 88px) 0;
`;

const Columns = styled(Container)`
  display: grid;
  gap: 40px;
  align-items: center;
  ${media.wide} {
    grid-template-columns: 1.1fr 1fr;
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 20px;
  h1 { font-size: clamp(2rem, 5vw, 3.25rem); letter-spacing: -0.02em; }
`;

const Lead = styled.p`
  font-size: clamp(1.0625rem, 2vw, 1.25rem);
  color: #334155;
  max-width: 560px;
`;

const Promises = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: #334155;
  font-size: 0.9375rem;
  li::before { content: '✓ '; color: ${({ theme }) => theme.color.success}; font-weight: 700; }
`;

// A definite width, so the image's box is known from its width and height before it has loaded.
const Figure = styled.figure`
  margin: 0;
  justify-self: center;
  width: 100%;
  max-width: 560px;
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.medium};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    background: #fff;
  }
`;
