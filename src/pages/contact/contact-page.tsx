import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import styled from 'styled-components';
import { faqAnchor, paths } from '../../config/paths';
import { usePageMeta } from '../../seo/use-page-meta';
import { media } from '../../theme/theme';
import { Container } from '../../ui/container';
import { PageHeading } from '../../ui/page-heading';
import { ContactCards } from './contact-cards';
import { ContactForm } from './contact-form';
import { contactMeta } from './contact-meta';

export function ContactPage() {
  const { t } = useLingui();
  usePageMeta(contactMeta);
  return (
    <Container>
      <PageHeading title={t`Contact Us`} subtitle={t`Questions, ideas or a label that doesn't look right? We'd love to hear from you.`} />
      <Columns>
        <ContactCards />
        <ContactForm />
      </Columns>
      <FaqNote>
        <Trans>
          Looking for a quick answer? Many questions are answered in the{' '}
          <Link to={{ pathname: paths.home, hash: faqAnchor }}>frequently asked questions on our home page</Link>.
        </Trans>
      </FaqNote>
    </Container>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 24px;
  ${media.wide} {
    grid-template-columns: 1fr 2fr;
    align-items: start;
  }
`;

const FaqNote = styled.p`
  margin: 32px 0 64px;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
