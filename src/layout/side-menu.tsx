import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '../theme/theme';
import { ButtonLink } from '../ui/button';
import { Logo } from './logo';
import { CloseIcon } from './menu-icons';
import { generateCta, navItems } from './nav-items';
import { TopLink } from './site-header-links';
import { useModalPanel } from './use-modal-panel';

type SideMenuProps = { id: string; open: boolean; onClose: () => void };

/** The narrow-screen navigation: a modal panel from the right with the header's links. */
export function SideMenu({ id, open, onClose }: SideMenuProps) {
  const { i18n, t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalPanel(panelRef, open, onClose, `(min-width: ${theme.breakpoint.navCollapse}px)`);

  return (
    <Backdrop hidden={!open} data-testid="side-menu-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel id={id} ref={panelRef} role="dialog" aria-modal="true" aria-label={t`Menu`}>
        <PanelTop>
          <Logo onNavigate={onClose} />
          <CloseButton type="button" aria-label={t`Close menu`} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </PanelTop>
        <MenuNav aria-label={t`Menu`}>
          {navItems.map((item) => (
            <MenuLink key={item.to} to={item.to} end onClick={onClose}>
              {i18n._(item.label)}
            </MenuLink>
          ))}
          <ButtonLink to={generateCta.to} onClick={onClose}>
            {i18n._(generateCta.label)}
          </ButtonLink>
        </MenuNav>
      </Panel>
    </Backdrop>
  );
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

// Right to left (Arabic), the menu comes in from the left: the side it is on.
const slideInFromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 30;
  background: rgb(15 23 42 / 0.5);
  &[hidden] { display: none; }
`;

const Panel = styled.div`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  bottom: 0;
  width: min(320px, 85vw);
  padding: 16px 20px;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${slideIn} 0.2s ease-out;
  [dir='rtl'] & { animation-name: ${slideInFromLeft}; }
`;

const PanelTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 24px;
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  cursor: pointer;
`;

const MenuNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const MenuLink = styled(TopLink)`
  padding: 12px 4px;
  font-size: 1.0625rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &.active { border-bottom-color: ${({ theme }) => theme.color.border}; }
`;
