import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { media } from '../theme/theme';
import { ButtonLink } from '../ui/button';
import { deferredPart } from '../ui/deferred-part';
import { Container } from '../ui/container';
import { useHydrated } from '../ui/use-hydrated';
import { useWhenPageIdle } from '../ui/when-idle';
import { Logo } from './logo';
import { MenuIcon } from './menu-icons';
import { generateCta, navItems } from './nav-items';
import { TopLink } from './site-header-links';

const SIDE_MENU_ID = 'side-menu';

// The side menu is for narrow screens and opens on a press: its code is fetched once the page is idle, or at that press.
// The language switcher works as its prerendered HTML (a <details> of links) until its code arrives when the page is idle.
const languageSwitcher = deferredPart(() => import('./language-switcher').then((module) => module.LanguageSwitcher));

const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

export function SiteHeader() {
  const { i18n, t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  useWhenPageIdle(useCallback(() => setMenuWanted(true), []));
  useWhenPageIdle(languageSwitcher.load);
  const live = useHydrated();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <Bar>
      <Row>
        <Logo />
        <End>
          <WideNav aria-label={t`Main`}>
            {navItems.map((item) => (
              <TopLink key={item.to} to={item.to} end>
                {i18n._(item.label)}
              </TopLink>
            ))}
            <ButtonLink to={generateCta.to}>{i18n._(generateCta.label)}</ButtonLink>
          </WideNav>
          <languageSwitcher.Part />
          <MenuToggle
            ref={toggleRef}
            type="button"
            aria-label={t`Menu`}
            aria-expanded={menuOpen}
            aria-controls={menuWanted ? SIDE_MENU_ID : undefined}
            aria-disabled={!live || undefined}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen((open) => !open);
            }}
          >
            <MenuIcon />
          </MenuToggle>
        </End>
      </Row>
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu id={SIDE_MENU_ID} open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.layout.headerHeight};
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  ${media.narrow} { gap: 10px; }
`;

const WideNav = styled.nav`
  display: flex;
  align-items: center;
  gap: 28px;
  ${media.narrow} {
    display: none;
  }
`;


const MenuToggle = styled.button`
  display: none;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  &[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
  ${media.narrow} {
    display: inline-flex;
  }
`;
