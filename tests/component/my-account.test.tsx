// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountTools } from '../../src/account/AccountTools.tsx';
import { PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH, type RouteHandler } from './preview-store.tsx';

afterEach(cleanup);

function setup(routes: Record<string, RouteHandler>) {
  const bodies: unknown[] = [];
  const { store } = previewStore({
    session: rileySession,
    routes: {
      [`GET ${WEBSTORE_PATH}/external-managed-accounts`]: () => ({ externalManagedAccounts: [{ accountId: '001000000000002', isMyAccount: true, accountName: 'Pacific Crest Health System', address: null }] }),
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
  it('[PX-18-033] a password change e-mails a one-time link to the buyer and says where it went', async () => {
    const { user, bodies } = setup({ [`POST ${WEBSTORE_PATH}/auth/forgot-password`]: () => new Response(JSON.stringify({ accepted: true }), { status: 202, headers: { 'Content-Type': 'application/json' } }) });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('We sent a link to multi@demo.test. Follow it to set your new password.')).toBeTruthy();
    expect(bodies).toEqual([{ username: 'multi@demo.test' }]);
  });

  it('[PX-18-033] a link that cannot be sent says so', async () => {
    const { user } = setup({ [`POST ${WEBSTORE_PATH}/auth/forgot-password`]: () => new Response(JSON.stringify([{ errorCode: 'TOO_MANY_REQUESTS', message: 'Slow down' }]), { status: 429, headers: { 'Content-Type': 'application/json' } }) });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The link could not be sent. Try again in a few minutes.')).toBeTruthy();
  });

  it('[PX-18-033] the account switcher opens from My account; the address book and dashboard are linked', async () => {
    const { user } = setup({});
    expect(screen.getByRole('link', { name: 'Address book' }).getAttribute('href')).toBe('/myprofile/addresses');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Switch account' }));
    expect(await screen.findByRole('dialog', { name: 'Switch account' })).toBeTruthy();
  });
});
