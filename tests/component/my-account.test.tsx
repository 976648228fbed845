// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountTools } from '../../src/account/AccountTools.tsx';
import { PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH, type RouteHandler } from './preview-store.tsx';

afterEach(cleanup);

const ACCOUNT = { accountId: '001000000000002', isMyAccount: true, accountName: 'Pacific Crest Health System', address: null };
const OTHER = { accountId: '001000000000003', isMyAccount: false, accountName: 'Pacific Crest Neuro Clinic – Portland', address: null };

function setup(routes: Record<string, RouteHandler>, accounts = [ACCOUNT, OTHER]) {
  const bodies: unknown[] = [];
  const { store } = previewStore({
    session: rileySession,
    routes: {
      [`GET ${WEBSTORE_PATH}/external-managed-accounts`]: () => ({ externalManagedAccounts: accounts }),
      ...Object.fromEntries(Object.entries(routes).map(([key, handler]) => [key, async (request: Request) => { bodies.push(await request.clone().json()); return handler(request); }])),
    },
  });
  render(
    <PreviewFrame store={store} environment={recordingEnvironment()} initialPath="/myprofile">
      <AccountTools />
    </PreviewFrame>,
  );
  return { user: userEvent.setup(), bodies };
}

describe('my account tools', () => {
  it('[PX-18-033] a buyer who forgot the current password can have a one-time link e-mailed, and is told where it went', async () => {
    const { user, bodies } = setup({ [`POST ${WEBSTORE_PATH}/auth/forgot-password`]: () => new Response(JSON.stringify({ accepted: true }), { status: 202, headers: { 'Content-Type': 'application/json' } }) });
    await user.click(screen.getByRole('button', { name: 'E-mail me a link instead' }));
    expect(await screen.findByText('We sent a link to multi@demo.test. Follow it to set your new password.')).toBeTruthy();
    expect(bodies).toEqual([{ username: 'multi@demo.test' }]);
  });

  it('[PX-18-033] a link that cannot be sent says so', async () => {
    const { user } = setup({ [`POST ${WEBSTORE_PATH}/auth/forgot-password`]: () => new Response(JSON.stringify([{ errorCode: 'TOO_MANY_REQUESTS', message: 'Slow down' }]), { status: 429, headers: { 'Content-Type': 'application/json' } }) });
    await user.click(screen.getByRole('button', { name: 'E-mail me a link instead' }));
    expect(await screen.findByText('The link could not be sent. Try again in a few minutes.')).toBeTruthy();
  });

  it('[PX-18-033] the account switcher opens from My account; the address book and dashboard are linked', async () => {
    const { user } = setup({});
    expect(screen.getByRole('link', { name: 'Address book' }).getAttribute('href')).toBe('/myprofile/addresses');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Switch account' }));
    expect(await screen.findByRole('dialog', { name: 'Switch account' })).toBeTruthy();
  });

  it('[PX-75-005] a buyer with one account is not offered Switch account on My account', async () => {
    setup({}, [ACCOUNT]);
    expect(await screen.findByRole('link', { name: 'Address book' })).toBeTruthy();
    // Once the read has answered (a few ticks of the fake network), still no switch.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Switch account' })).toBeNull();
  });

  it('[PX-24-012][PX-17-006] the change shows the set-password page’s rules and checks every field before anything is sent', async () => {
    const { user, bodies } = setup({ [`POST ${WEBSTORE_PATH}/auth/change-password`]: () => ({ otherSessionsEnded: 0 }) });
    const rules = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rules).toEqual(['At least 8 characters', 'At least one letter', 'At least one number', 'Not the same as your user name']);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('Choose a password that meets every rule above.')).toBeTruthy();
    await user.type(screen.getByLabelText('Current password'), 'Demo-Multi-1');
    await user.type(screen.getByLabelText('New password'), 'Demo-Multi-1');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Demo-Multi-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Choose a new password that differs from your current one.')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('[PX-24-010] a wrong current password is refused with the store’s message in a focused alert; the new password is kept, the wrong one cleared', async () => {
    const { user, bodies } = setup({
      [`POST ${WEBSTORE_PATH}/auth/change-password`]: () =>
        new Response(JSON.stringify([{ errorCode: 'INVALID_CURRENT_PASSWORD', message: 'Your current password is not correct.' }]), { status: 400, headers: { 'Content-Type': 'application/json' } }),
    });
    await user.type(screen.getByLabelText('Current password'), 'not-it-1');
    await user.type(screen.getByLabelText('New password'), 'Harbor-View-1420');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Harbor-View-1420');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = (await screen.findByText('Your current password is not correct.')).closest('[role="alert"]') as HTMLElement;
    expect(alert.className).toBe('form-alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Harbor-View-1420');
    expect(bodies).toEqual([{ currentPassword: 'not-it-1', newPassword: 'Harbor-View-1420' }]);
  });

  it('[PX-24-010] a wait after too many wrong passwords shows the store’s message', async () => {
    const { user } = setup({
      [`POST ${WEBSTORE_PATH}/auth/change-password`]: () =>
        new Response(JSON.stringify([{ errorCode: 'LOGIN_RATE_LIMITED', message: 'Too many failed sign-in attempts. Try again in 1 minute, or reset your password.' }]), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '60' } }),
    });
    await user.type(screen.getByLabelText('Current password'), 'not-it-6');
    await user.type(screen.getByLabelText('New password'), 'Harbor-View-1420');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Harbor-View-1420');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = (await screen.findByText('Too many failed sign-in attempts. Try again in 1 minute, or reset your password.')).closest('[role="alert"]');
    expect(alert?.className).toBe('form-alert');
  });

  it('[PX-24-011] a change says the buyer stays signed in here and was signed out elsewhere', async () => {
    const { user, bodies } = setup({ [`POST ${WEBSTORE_PATH}/auth/change-password`]: () => ({ otherSessionsEnded: 2 }) });
    await user.type(screen.getByLabelText('Current password'), 'Demo-Multi-1');
    await user.type(screen.getByLabelText('New password'), 'Harbor-View-1420');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Harbor-View-1420');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const notice = await screen.findByTestId('password-changed');
    expect(notice.textContent).toBe('Your password is changed. You stay signed in here.You were signed out on 2 other devices or browsers.');
    expect(bodies).toEqual([{ currentPassword: 'Demo-Multi-1', newPassword: 'Harbor-View-1420' }]);
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
