import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { Container } from '../ui/container';
import { LanguageLinkAnchor, useLanguageLinks } from './language-links';
import { Logo } from './logo';

const footerLinks = [
  { to: paths.generator, label: msg`Label Generator` },
  { to: paths.labelCropper, label: msg`Label Cropper` },
  { to: paths.contact, label: msg({ message: 'Contact', context: 'link to the contact page' }) },
  { to: paths.privacy, label: msg`Privacy Policy` },
  { to: paths.terms, label: msg`Terms & Conditions` },
] as const;

/** The year the site was built in: a build-time constant, so the prerendered HTML and the browser agree. */
export const COPYRIGHT_YEAR = __BUILD_YEAR__;

export function SiteFooter() {
  const { i18n, t } = useLingui();
  const languages = useLanguageLinks();
  const year = COPYRIGHT_YEAR;
  const siteName = site.name;
  return (
    <Bar>
      <Columns>
        <Brand>
          <Logo tone="onDark" />
          <Tagline>
            <Trans>Create professional shipping labels instantly with our free generator.</Trans>
          </Tagline>
        </Brand>
        <nav aria-label={t`Footer`}>
          <LinkList>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <FooterLink to={link.to}>{i18n._(link.label)}</FooterLink>
              </li>
            ))}
          </LinkList>
        </nav>
        <nav aria-label={t`Languages`}>
          <LanguageList>
            {languages.map((link) => (
              <li key={link.locale.code}>
                <LanguageLink link={link} />
              </li>
            ))}
          </LanguageList>
        </nav>
      </Columns>
      <Container>
        <Copyright>
          <Trans>
            © {year} {siteName}. All rights reserved.
          </Trans>
        </Copyright>
      </Container>
    </Bar>
  );
}

const Bar = styled.footer`
  contain: content;
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onNavy};
  padding: 48px 0 24px;
  & :focus-visible { outline-color: ${({ theme }) => theme.color.focusOnNavy}; }
`;

const Columns = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 32px;
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 360px;
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.color.onNavyMuted};
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, auto);
  gap: 10px 40px;
`;

const LanguageList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, auto);
  gap: 10px 24px;
  font-size: 0.9375rem;
`;

const LanguageLink = styled(LanguageLinkAnchor)`
  color: ${({ theme }) => theme.color.onNavy};
  text-decoration: none;
  &:hover { text-decoration: underline; }
  &[aria-current='page'] { font-weight: 600; text-decoration: underline; }
`;

const FooterLink = styled(Link)`
  color: ${({ theme }) => theme.color.onNavy};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Copyright = styled.p`
  margin-top: 32px;
  padding-top: 20px;
  border-top: 1px solid rgb(255 255 255 / 0.15);
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.onNavyMuted};
`;
