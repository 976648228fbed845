// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from '../../src/components/profile-menu/ProfileMenu.tsx';
import { defaultProfileMenuSettings, type ProfileMenuSettings } from '../../src/components/profile-menu/settings.ts';
import {
  PreviewFrame,
  previewStore,
  recordingEnvironment,
  rileySession,
  WEBSTORE_PATH,
  type PreviewStoreOptions,
} from './preview-store.tsx';

afterEach(cleanup);

const managedAccounts = {
  externalManagedAccounts: [
    {
      accountId: '001000000000002',
      isMyAccount: true,
      accountName: 'Pacific Crest Health System',
      address: { street: '500 Pine Street', city: 'Seattle', state: 'WA', zip: '98101', country: 'US' },
    },
    { accountId: '001000000000003', isMyAccount: false, accountName: 'Pacific Crest Neuro Clinic – Portland', address: null },
    { accountId: '001000000000004', isMyAccount: false, accountName: 'Pacific Crest Hearing Center – Spokane', address: null },
  ],
};

function setup(options: PreviewStoreOptions = {}, settings?: Partial<ProfileMenuSettings>) {
  const signOut = vi.fn();
  const setEffectiveAccount = vi.fn();
  const { store, calls } = previewStore({
    session: rileySession,
    signOut,
    setEffectiveAccount,
    routes: { [`GET ${WEBSTORE_PATH}/external-managed-accounts`]: () => managedAccounts },
    ...options,
  });
  const environment = recordingEnvironment();
  const user = userEvent.setup();
  render(
    <PreviewFrame store={store} environment={environment} initialPath="/start">
      <ProfileMenu settings={settings} />
      <button type="button">Elsewhere</button>
    </PreviewFrame>,
  );
  const trigger = () => screen.getByRole('button', { name: /Account menu/ });
  const items = () => screen.getAllByRole('menuitem');
  const location = () => screen.getByTestId('location').textContent;
  return { user, signOut, setEffectiveAccount, environment, calls, trigger, items, location };
}

describe('profile menu, guest', () => {
  it('[SH-2-066][SH-2-067][SH-2-068] a guest sees the configured login link to the Login page', async () => {
    const { user, location } = setup({ session: { guestUser: true } }, { loginButtonText: 'Log in to order' });
    const link = screen.getByRole('link', { name: 'Log in to order' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    await user.click(link);
    expect(location()).toBe('/login');
  });

  it('[SH-2-069][SH-2-070][SH-3-078] the login link takes its colour, hover colour and decoration from the settings', () => {
    setup(
      { session: { guestUser: true } },
      {
        loginLinkColor: '#123456',
        loginLinkHoverColor: '#654321',
        loginLinkDecoration: { bold: false, italic: true, underline: true, strike: true },
      },
    );
    const link = screen.getByRole('link', { name: defaultProfileMenuSettings.loginButtonText });
    expect(link.style.getPropertyValue('--krm-login-color')).toBe('#123456');
    expect(link.style.getPropertyValue('--krm-login-hover-color')).toBe('#654321');
    expect(link.style.fontStyle).toBe('italic');
    expect(link.style.fontWeight).toBe('400');
    expect(link.style.textDecorationLine).toBe('underline line-through');
  });

  it('[SH-3-055] an unknown session (guestUser absent) still shows the login link', () => {
    setup({ session: {} });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('profile menu, signed in', () => {
  it('[SH-2-071][SH-2-072][PX-05-115] the trigger shows the first name and the effective account name', () => {
    const { trigger } = setup({ effectiveAccount: { id: '001000000000003', name: 'Pacific Crest Neuro Clinic – Portland' } });
    expect(trigger().textContent).toContain('Riley');
    expect(trigger().textContent).toContain('Pacific Crest Neuro Clinic – Portland');
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
  });

  it('[SH-2-071][SH-2-072] names can be left out and the company icon chosen', () => {
    const { trigger } = setup({}, { showNameInTrigger: false, includeCompanyName: false, iconStyle: 'company' });
    expect(trigger().textContent).toBe('Account menu');
    expect(trigger().querySelector('svg')).not.toBeNull();
  });

  it('[SH-2-074] without configured items there is no menu to open', () => {
    setup({}, { menuItems: [] });
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.getByText('Riley')).toBeTruthy();
  });

  it('[SH-2-073][SH-2-075][SH-2-081][SH-2-083][PX-18-001] the dropdown lists the items by action type (the self-service pages of the demo store), log out last; non-links target #', async () => {
    const { user, trigger, items } = setup();
    await user.click(trigger());
    const menu = screen.getByRole('menu');
    // PX-75-005: offered once the buyer's accounts are known (three here).
    await screen.findByRole('menuitem', { name: 'Switch account' });
    expect(items().map((item) => item.textContent)).toEqual([
      'My account',
      'Wishlists',
      'Dashboard',
      'Quick order',
      'Order history',
      'Invoices',
      'Standing orders',
      'Switch account',
      'Kestrel Ridge website (opens in new tab)',
      'Log out',
    ]);
    expect(items().map((item) => item.getAttribute('href'))).toEqual([
      '/myprofile',
      '/mylists',
      '/dashboard',
      '/quick-order',
      '/orders',
      '/invoices',
      '/standing-orders',
      '#',
      'https://www.kestrelridge.example',
      '#',
    ]);
    expect(within(menu).getByRole('menuitem', { name: /Kestrel Ridge website/ }).getAttribute('rel')).toBe('noreferrer');
  });

  it('[PX-18-001] an approver of the effective account also sees purchase orders to review, after invoices', async () => {
    const { user, trigger, items, calls } = setup({
      routes: {
        [`GET ${WEBSTORE_PATH}/external-managed-accounts`]: () => managedAccounts,
        [`GET ${WEBSTORE_PATH}/purchase-order-approvals`]: () => ({ count: 0, items: [], nextPageToken: null }),
      },
    });
    // Opened before the answer: the item joins the open menu, which stays open.
    await user.click(trigger());
    const review = await screen.findByRole('menuitem', { name: 'Purchase orders to review' });
    expect(review.getAttribute('href')).toBe('/approvals');
    const labels = items().map((item) => item.textContent);
    expect(labels.indexOf('Purchase orders to review')).toBe(labels.indexOf('Invoices') + 1);
    expect(calls.filter((call) => call.path.endsWith('/purchase-order-approvals'))).toHaveLength(1);
  });

  it('[SH-1-003] the features the specification knows by their labels are each offered by its label: wishlist, dashboard, quick order, order history, invoices, purchase-order review and standing orders', async () => {
    const { user, trigger, location } = setup({
      routes: {
        [`GET ${WEBSTORE_PATH}/external-managed-accounts`]: () => managedAccounts,
        [`GET ${WEBSTORE_PATH}/purchase-order-approvals`]: () => ({ count: 0, items: [], nextPageToken: null }),
      },
    });
    await user.click(trigger());
    await screen.findByRole('menuitem', { name: 'Purchase orders to review' });
    const features: [string, string][] = [
      ['Wishlists', '/mylists'],
      ['Dashboard', '/dashboard'],
      ['Quick order', '/quick-order'],
      ['Order history', '/orders'],
      ['Invoices', '/invoices'],
      ['Purchase orders to review', '/approvals'],
      ['Standing orders', '/standing-orders'],
    ];
    for (const [label, href] of features) expect(screen.getByRole('menuitem', { name: label }).getAttribute('href'), label).toBe(href);
    await user.click(screen.getByRole('menuitem', { name: 'Standing orders' }));
    expect(location()).toBe('/standing-orders');
  });

  it('[PX-18-001] a buyer the review queue refuses (403) does not see purchase orders to review', async () => {
    const { user, trigger, calls } = setup({
      routes: {
        [`GET ${WEBSTORE_PATH}/external-managed-accounts`]: () => managedAccounts,
        [`GET ${WEBSTORE_PATH}/purchase-order-approvals`]: () =>
          new Response(JSON.stringify([{ errorCode: 'INSUFFICIENT_ACCESS', message: 'Only purchase-order approvers of this account can review purchase orders.' }]), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
    });
    await vi.waitFor(() => expect(calls.some((call) => call.path.endsWith('/purchase-order-approvals'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await user.click(trigger());
    expect(screen.getByRole('menuitem', { name: 'Invoices' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Purchase orders to review' })).toBeNull();
  });

  it('[SH-2-085][SH-2-086] the dropdown sits 40px below the trigger, at most 80vh tall', async () => {
    const { user, trigger } = setup();
    await user.click(trigger());
    const menu = screen.getByRole('menu');
    expect(menu.style.top).toBe('40px');
    expect(menu.style.maxHeight).toBe('80vh');
  });
});

describe('profile menu keyboard paths (SH §4)', () => {
  it('[SH-4-027][SH-4-028] the trigger toggles; opening focuses the first item', async () => {
    const { user, trigger, items } = setup();
    await user.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(items()[0]);
    await user.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('[SH-4-027][SH-4-028] Enter and Space on the focused trigger open the menu on its first item', async () => {
    const { user, trigger, items } = setup();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(items()[0]);
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(document.activeElement).toBe(items()[0]);
  });

  it('[SH-4-036][SH-4-028] from closed, ArrowDown and ArrowUp open the menu on the first item', async () => {
    const { user, trigger, items } = setup();
    for (const key of ['{ArrowDown}', '{ArrowUp}']) {
      trigger().focus();
      await user.keyboard(key);
      expect(screen.getByRole('menu')).toBeTruthy();
      expect(document.activeElement).toBe(items()[0]);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
    }
  });

  it('[SH-4-035] Down and Up move focus with wrap-around', async () => {
    const { user, trigger, items } = setup();
    await user.click(trigger());
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items()[items().length - 1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items()[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(items()[2]);
  });

  it('[SH-9-037] typing a letter in the open menu moves focus to the next item it starts; other keys are left alone', async () => {
    const { user, trigger, items } = setup();
    await user.click(trigger());
    const labels = items().map((item) => item.textContent!.trim());
    const target = labels.findIndex((label, index) => index > 0 && labels.findIndex((other) => other[0]!.toLowerCase() === label[0]!.toLowerCase()) === index);
    expect(target).toBeGreaterThan(0);
    await user.keyboard(labels[target]![0]!.toLowerCase());
    expect(document.activeElement).toBe(items()[target]);
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });

  it('[SH-4-031][PX-05-101] Escape closes the menu and focus returns to the trigger', async () => {
    const { user, trigger } = setup();
    await user.click(trigger());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('[SH-4-032] Tab closes the menu and focus moves on', async () => {
    const { user, trigger } = setup();
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('[SH-4-033] focus leaving the menu closes it', async () => {
    const { user, trigger } = setup();
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('[SH-4-034][SH-2-076][PX-05-101] Enter on the focused internal item navigates in the app and closes', async () => {
    const { user, trigger, location } = setup();
    await user.click(trigger());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/mylists');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('[SH-4-030][SH-2-077] clicking an external item opens it without referrer in a new window and closes', async () => {
    const { user, trigger, environment, location } = setup();
    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: /Kestrel Ridge website/ }));
    expect(environment.opened).toEqual([{ url: 'https://www.kestrelridge.example', target: '_blank' }]);
    expect(location()).toBe('/start');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('[SH-2-077] an external item for the same window opens there, still without referrer', async () => {
    const { user, trigger, environment } = setup({}, {
      menuItems: [{ id: 'site', label: 'Our site', actionType: 'ExternalLink', actionValue: 'https://www.kestrelridge.example/about', target: 'CurrentWindow' }],
    });
    await user.click(trigger());
    await user.keyboard('{Enter}');
    expect(environment.opened).toEqual([{ url: 'https://www.kestrelridge.example/about', target: '_self' }]);
  });

  it('[SH-2-081][SH-4-014][SH-4-015] choosing log out (always last) signs out through the store', async () => {
    const { user, trigger, signOut } = setup();
    await user.click(trigger());
    await user.keyboard('{ArrowUp}{Enter}');
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('[SH-2-084] a non-link item without a dialog raises navigate with its id', async () => {
    const { user, trigger } = setup({}, { menuItems: [{ id: 'reorder', label: 'Reorder', actionType: 'Event', actionValue: 'reorder' }] });
    const seen: unknown[] = [];
    document.addEventListener('navigate', (event) => seen.push((event as CustomEvent).detail));
    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: 'Reorder' }));
    expect(seen).toEqual([{ itemId: 'reorder' }]);
  });
});

describe('account switcher', () => {
  it('[SH-2-078][SH-7-009][SH-3-061][SH-3-063][PX-05-102][PX-05-103] the modal item opens the switcher listing the managed accounts', async () => {
    const { user, trigger, calls } = setup();
    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: 'Switch account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch account' });
    const choices = await within(dialog).findAllByRole('button', { name: /^Buy for/ });
    expect(choices.map((choice) => choice.querySelector('.krm-accounts__name')!.textContent)).toEqual([
      'Buy for Pacific Crest Health System',
      'Buy for Pacific Crest Neuro Clinic – Portland',
      'Buy for Pacific Crest Hearing Center – Spokane',
    ]);
    expect(choices[0]!.getAttribute('aria-current')).toBe('true');
    expect(choices[0]!.textContent).toContain('Your default account');
    expect(choices[0]!.textContent).toContain('500 Pine Street, Seattle, WA 98101, US');
    const call = calls.find((entry) => entry.path.endsWith('/external-managed-accounts'))!;
    expect(call.search.get('includeMyAccount')).toBe('true');
  });

  it('[SH-4-016][SH-4-017][SH-4-082][PX-05-103] choosing an account sets the effective account and keeps the dialog busy', async () => {
    const { user, trigger, setEffectiveAccount } = setup();
    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: 'Switch account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch account' });
    await user.click(await within(dialog).findByRole('button', { name: /Portland/ }));
    expect(setEffectiveAccount).toHaveBeenCalledWith({ id: '001000000000003', name: 'Pacific Crest Neuro Clinic – Portland' });
    expect(within(dialog).getByRole('status').textContent).toBe('Switching account…');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Switch account' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('close blocked while disabled');
    warn.mockRestore();
  });

  it('[PX-05-101][PX-05-110] closing the switcher hands focus back to the profile trigger', async () => {
    const { user, trigger } = setup();
    await user.click(trigger());
    // Switch account is third from the end: up from the first item wraps to log out.
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
    await screen.findByRole('dialog', { name: 'Switch account' });
    await user.keyboard('{Escape}');
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('[PX-05-103] a failed accounts call says so in the dialog', async () => {
    // The menu's read answers (so the item is offered); the dialog's own read fails.
    let reads = 0;
    const { user, trigger } = setup({ routes: { [`GET ${WEBSTORE_PATH}/external-managed-accounts`]: () => (reads++ === 0 ? managedAccounts : new Response('[]', { status: 500 })) } });
    await user.click(trigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Switch account' }));
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });

  it('[PX-75-005] a buyer with one account is not offered Switch account; the accounts are read only when the menu opens', async () => {
    const one = { externalManagedAccounts: [managedAccounts.externalManagedAccounts[0]] };
    const { user, trigger, items, calls } = setup({ routes: { [`GET ${WEBSTORE_PATH}/external-managed-accounts`]: () => one } });
    await act(async () => undefined);
    expect(calls.filter((entry) => entry.path.endsWith('/external-managed-accounts'))).toHaveLength(0);
    await user.click(trigger());
    await waitFor(() => expect(calls.filter((entry) => entry.path.endsWith('/external-managed-accounts'))).toHaveLength(1));
    await act(async () => undefined);
    expect(items().map((item) => item.textContent)).not.toContain('Switch account');
    expect(items().map((item) => item.textContent)).toContain('Standing orders');
  });

  it('[PX-75-005] a failed read of the accounts offers no switch (nothing known to switch to)', async () => {
    const { user, trigger, items, calls } = setup({ routes: {} });
    await user.click(trigger());
    await waitFor(() => expect(calls.filter((entry) => entry.path.endsWith('/external-managed-accounts')).length).toBeGreaterThan(0));
    await act(async () => undefined);
    expect(items().map((item) => item.textContent)).not.toContain('Switch account');
  });
});
