import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { LOCALE_NAMES } from '../i18n/locale-names';
import { siteLocale } from '../i18n/locales';
import { media } from '../theme/theme';
import { LanguageLinkAnchor, useLanguageLinks } from './language-links';

/**
 * The header's language switcher: a disclosure naming the page's language, opening on the list of every language's
 * version of this page. It works before the page's code has loaded (a <details>); Escape and a press elsewhere close it.
 */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  const links = useLanguageLinks();
  const here = siteLocale(i18n.locale);
  const languageName = LOCALE_NAMES[here.code];
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return undefined;
    const close = () => {
      details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      close();
      details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => details.open && !details.contains(event.target as Node) && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);
  return (
    <Switcher ref={ref}>
      <Summary aria-label={t`Language: ${languageName}`}>
        <GlobeIcon />
        <WideName lang={here.code}>{languageName}</WideName>
      </Summary>
      <List aria-label={t`Language`}>
        {links.map((link) => (
          <li key={link.locale.code}>
            <Choice link={link} />
          </li>
        ))}
      </List>
    </Switcher>
  );
}

const Switcher = styled.details`
  position: relative;
`;

const Summary = styled.summary`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  list-style: none;
  white-space: nowrap;
  &::-webkit-details-marker { display: none; }
`;

// On a phone, the globe alone: the name is the switcher's accessible name, and the list names every language in itself.
const WideName = styled.span`
  ${media.narrow} { display: none; }
`;

const List = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  z-index: 30;
  min-width: 200px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Choice = styled(LanguageLinkAnchor)`
  display: block;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.primarySoft}; }
  &[aria-current='page'] { font-weight: 600; color: ${({ theme }) => theme.color.primary}; }
`;

function GlobeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}
