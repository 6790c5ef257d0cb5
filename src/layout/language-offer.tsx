import styled from 'styled-components';
import { rememberLocale } from '../i18n/language-choice';
import { LANGUAGE_OFFERS } from '../i18n/language-offers';
import type { SiteLocale } from '../i18n/locales';
import { Container } from '../ui/container';
import { CloseIcon } from './menu-icons';

type LanguageOfferProps = { offered: SiteLocale; current: SiteLocale; href: string; onClose: () => void };

/**
 * "This page is also in German", in German, at the top of a page in another language: a link to the page in it, and
 * a close button that keeps the page's language as the visitor's choice, so the line is not offered again.
 */
export function LanguageOffer({ offered, current, href, onClose }: LanguageOfferProps) {
  const words = LANGUAGE_OFFERS[offered.code];
  return (
    <Bar role="region" aria-label={words.line} lang={offered.code} dir={offered.dir}>
      <Row>
        <p>
          {words.line}{' '}
          <a href={href} hrefLang={offered.code} onClick={() => rememberLocale(offered)}>
            {words.go}
          </a>
        </p>
        <Close
          type="button"
          aria-label={words.close}
          onClick={() => {
            rememberLocale(current);
            onClose();
          }}
        >
          <CloseIcon />
        </Close>
      </Row>
    </Bar>
  );
}

const Bar = styled.div`
  background: ${({ theme }) => theme.color.primarySoft};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  & a { color: ${({ theme }) => theme.color.primary}; font-weight: 600; }
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding-block: 6px;
  & p { margin: 0; }
`;

const Close = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
