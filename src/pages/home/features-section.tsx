import styled from 'styled-components';
import { Container } from '../../ui/container';
import { Section, SectionIntro, SectionTitle } from '../../ui/section';
import { FeatureIcon, type FeatureIconName } from './feature-icons';

const features: readonly { icon: FeatureIconName; title: string; text: string }[] = [
  { icon: 'sender', title: 'Custom sender info', text: 'Add your name, company, return address and phone number.' },
  { icon: 'recipient', title: 'Recipient details', text: 'Enter the full delivery address, with as many lines as it needs.' },
  { icon: 'package', title: 'Package information', text: 'Show the weight and dimensions of the parcel.' },
  { icon: 'barcode', title: 'Tracking numbers', text: 'Turn a tracking number into a scannable Code 128 barcode.' },
  { icon: 'layout', title: 'Professional format', text: 'A clean, consistent layout that looks right on every parcel.' },
  { icon: 'download', title: 'PDF download', text: 'Download a print-ready A4 PDF, or print it straight away.' },
  { icon: 'message', title: 'Custom messages', text: 'Add handling notes such as “Fragile” or a thank-you note.' },
  { icon: 'free', title: 'Free to use', text: 'No sign-up, no fees and no limit on the number of labels.' },
];

export function FeaturesSection() {
  return (
    <Section aria-labelledby="features-title">
      <Container>
        <SectionTitle id="features-title">Everything a shipping label needs</SectionTitle>
        <SectionIntro>All the details your parcel has to carry, laid out cleanly and ready to print.</SectionIntro>
        <Grid>
          {features.map((feature) => (
            <Card key={feature.title}>
              <IconBadge>
                <FeatureIcon name={feature.icon} />
              </IconBadge>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
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
