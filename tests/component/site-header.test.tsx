import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../src/layout/site-header';
import { renderWithRouter } from '../support/render-app';

function openMenu() {
  const user = userEvent.setup();
  const result = renderWithRouter(<SiteHeader />, '/generator');
  const toggle = screen.getByRole('button', { name: 'Menu' });
  // The menu's code arrives after the press (or at idle): the menu is there once it has.
  const open = async () => {
    await user.click(toggle);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    // Ready once its effect has run, a moment after it appears: focus is inside it and its keys (Escape, Tab) are heard.
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    return menu;
  };
  return { user, toggle, open, ...result };
}

describe('site header', () => {
  it('links the logo home and offers Home, Contact and the generator button', () => {
    renderWithRouter(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'ShipLabel home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Generate Shipping Label' })).toHaveAttribute('href', '/generator');
  });

  it('opens the side menu from a toggle that reports its state, and moves focus into it', async () => {
    const { toggle, open } = openMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    const menu = await open();

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(within(menu).getByRole('link', { name: 'Home' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Contact' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Generate Shipping Label' })).toBeVisible();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user, toggle, open } = openMenu();
    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside the menu', async () => {
    const { user, toggle, open } = openMenu();
    await open();
    await user.click(screen.getByTestId('side-menu-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('stays open on a click inside the menu panel', async () => {
    const { user, open } = openMenu();
    await open();
    await user.click(screen.getByRole('dialog', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes and navigates when an item is chosen', async () => {
    const { user, toggle, router, open } = openMenu();
    await open();
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab focus inside the open menu', async () => {
    const { user, open } = openMenu();
    await open();
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
