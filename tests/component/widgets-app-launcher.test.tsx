// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReceivedNavItem } from '../../machines/navigation/nav-items.ts';
import { NavigationMenu, type FormFactor } from '../../src/components/navigation/NavigationMenu.tsx';
import { defaultNavigationSettings, type NavigationMenuSettings } from '../../src/components/navigation/settings.ts';
import { PreviewFrame, previewApplicationContext, previewStore, recordingEnvironment } from './preview-store.tsx';
import { makerApps } from '../../src/content/apps.ts';

const MENU_PATH = '/services/data/v64.0/connect/communities/0DB000000000001/navigation-menu/navigation-menu-items';

const menu: ReceivedNavItem[] = [
  {
    actionType: 'InternalLink',
    actionValue: '/category/neurology/0ZG000000000001',
    label: 'Neurology',
    subMenu: [{ actionType: 'InternalLink', actionValue: '/category/neurodiagnostics/0ZG000000000011', label: 'Neurodiagnostics' }],
  },
  { actionType: 'InternalLink', actionValue: '/aboutus', label: 'About us' },
];

beforeEach(() => {
  document.body.innerHTML = '';
});

afterEach(cleanup);

function setup(formFactor: FormFactor, settings?: Partial<NavigationMenuSettings>) {
  // The menu as the server sends it: the guest's 'Cart' entry (PX-68-002) is another test's.
  const { store } = previewStore({
    appContext: { ...previewApplicationContext, guestCartEnabled: false },
    routes: { [`GET ${MENU_PATH}`]: () => ({ menuItems: menu }) },
  });
  const environment = recordingEnvironment();
  const user = userEvent.setup();
  render(
    <PreviewFrame store={store} environment={environment} initialPath="/start">
      <NavigationMenu formFactor={formFactor} settings={settings} />
    </PreviewFrame>,
  );
  const nav = () => screen.getByRole('navigation', { name: 'Main' });
  const bar = () => nav().querySelector<HTMLElement>('.krm-navbar__list')!;
  const barLabels = () => [...bar().children].map((item) => item.firstElementChild!.textContent);
  const location = () => screen.getByTestId('location').textContent;
  return { user, nav, bar, barLabels, location, environment };
}

const dialog = () => screen.findByRole('dialog', { name: 'Kestrel Ridge Medical apps' });

describe('app launcher', () => {
  it('[SH-2-108] the launcher option is off in this store, and then no app-launcher item shows', async () => {
    expect(defaultNavigationSettings.showAppLauncher).toBe(false);
    const { barLabels, nav } = setup('large');
    await waitFor(() => expect(barLabels()).toEqual(['Neurology', 'About us']));
    expect(within(nav()).queryByRole('button', { name: 'Apps' })).toBeNull();
  });

  it('[SH-2-107][SH-2-108][SH-7-026] with the option on the item leads the bar; choosing it opens the dialog of the maker\'s apps and Escape returns focus', async () => {
    const { user, barLabels, nav, location } = setup('large', { showAppLauncher: true });
    await waitFor(() => expect(barLabels()).toEqual(['Apps', 'Neurology', 'About us']));
    const launcher = within(nav()).getByRole('button', { name: 'Apps' });
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');
    launcher.focus();
    await user.keyboard('{Enter}');
    const apps = await dialog();
    expect(apps.getAttribute('aria-modal')).toBe('true');
    const links = within(apps).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(makerApps.map((app) => `${app.name} (opens in new tab)`));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(makerApps.map((app) => app.href));
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/[a-z-]+\.kestrelridge\.example$/);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(within(apps).getByRole('link', { name: /Service portal/ }).getAttribute('aria-describedby')).toBeTruthy();
    // The first app has focus; the page did not change.
    expect(document.activeElement).toBe(links[0]);
    expect(location()).toBe('/start');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(launcher));
  });

  it('[SH-2-107][SH-2-108] on a tablet the item leads the side panel; choosing it closes the panel and opens the dialog, focus returning to the menu button', async () => {
    const { user, nav } = setup('medium', { showAppLauncher: true });
    const hamburger = await within(nav()).findByRole('button', { name: /Menu/ });
    await user.click(hamburger);
    const panel = await screen.findByRole('dialog', { name: 'Navigation menu' });
    const first = within(panel).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('button', { name: 'Apps' })).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Apps' }));
    const apps = await dialog();
    expect(screen.queryByRole('dialog', { name: 'Navigation menu' })).toBeNull();
    await user.click(within(apps).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(hamburger));
  });

  it('[SH-2-107][SH-2-108] on a phone the item leads the full-screen panel and opens the dialog', async () => {
    const { user, nav } = setup('small', { showAppLauncher: true });
    await user.click(await within(nav()).findByRole('button', { name: /Menu/ }));
    const panel = await screen.findByRole('dialog', { name: 'Navigation menu' });
    const labels = [...panel.querySelectorAll('.krm-drill__list > li')].map((item) => item.textContent);
    expect(labels[0]).toBe('Apps');
    await user.click(within(panel).getByRole('button', { name: 'Apps' }));
    expect(within(await dialog()).getAllByRole('link')).toHaveLength(makerApps.length);
  });

  it('[SH-2-108] with the option off the panels hold no app-launcher item', async () => {
    const { user, nav } = setup('small');
    await user.click(await within(nav()).findByRole('button', { name: /Menu/ }));
    const panel = await screen.findByRole('dialog', { name: 'Navigation menu' });
    expect(within(panel).queryByRole('button', { name: 'Apps' })).toBeNull();
  });
});
