import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Container } from '../../ui/container';
import { Section, SectionIntro, SectionTitle } from '../../ui/section';
import { FeatureIcon, type FeatureIconName } from './feature-icons';

const features: readonly { icon: FeatureIconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { icon: 'sender', title: msg`Custom sender info`, text: msg`Add your name, company, return address and phone number.` },
  { icon: 'recipient', title: msg`Recipient details`, text: msg`Enter the full delivery address, with as many lines as it needs.` },
  { icon: 'package', title: msg`Package information`, text: msg`Show the weight and dimensions of the parcel.` },
  { icon: 'barcode', title: msg`Tracking numbers`, text: msg`Turn a tracking number into a scannable Code 128 barcode.` },
  { icon: 'layout', title: msg`Professional format`, text: msg`A clean, consistent layout that looks right on every parcel.` },
  { icon: 'download', title: msg`PDF download`, text: msg`Download a print-ready A4 PDF, or print it straight away.` },
  { icon: 'message', title: msg`Custom messages`, text: msg`Add handling notes such as “Fragile” or a thank-you note.` },
  { icon: 'free', title: msg`Free to use`, text: msg`No sign-up, no fees and no limit on the number of labels.` },
];

export function FeaturesSection() {
  const { i18n } = useLingui();
  return (
    <Section aria-labelledby="features-title">
      <Container>
        <SectionTitle id="features-title">
          <Trans>Everything a shipping label needs</Trans>
        </SectionTitle>
        <SectionIntro>
          <Trans>All the details your parcel has to carry, laid out cleanly and ready to print.</Trans>
        </SectionIntro>
        <Grid>
          {features.map((feature) => (
            <Card key={feature.icon}>
              <IconBadge>
                <FeatureIcon name={feature.icon} />
              </IconBadge>
              <h3>{i18n._(feature.title)}</h3>
              <p>{i18n._(feature.text)}</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 40px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 20px;
`;

const Card = styled.li`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  h3 { font-size: 1.0625rem; margin: 14px 0 6px; }
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.9375rem; }
`;

const IconBadge = styled.span`
  display: inline-flex;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
`;
