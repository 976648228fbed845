// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EFFECTIVE_ACCOUNT_STORAGE_KEY } from '../../machines/constants/session-locale.ts';
import { APPLICATION_CONTEXT_STORAGE_KEY } from '../../machines/shell/app-context-storage.ts';
import { useApplicationContext, useSession } from '../../src/app/store/parts.tsx';
import { memoryStorage, renderShell, type RecordedRequest } from './shell-harness.tsx';

afterEach(cleanup);

const appContextCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.path.endsWith('/application-context'));

function StoreProbe() {
  const store = { ...useApplicationContext(), ...useSession() };
  return (
    <div>
      <p data-testid="probe">{JSON.stringify({ status: store.sessionStatus, app: store.appContextStatus, locale: store.locale, basePath: store.basePath, currency: store.requestContext.currencyIsoCode ?? null, guest: store.requestContext.isGuest, account: store.requestContext.effectiveAccountId ?? null })}</p>
      <button type="button" onClick={() => store.setEffectiveAccount({ id: '001000000000004', name: 'Pacific Crest Hearing Center – Spokane' })}>
        Switch
      </button>
    </div>
  );
}

const probe = () => JSON.parse(screen.getByTestId('probe').textContent!) as Record<string, unknown>;

describe('store provider', () => {
  it('[SH-7-003][SH-7-004][SH-7-005][SH-4-018][PX-05-002] the application context is read as a guest, kept with its expiry, and a later page within its lifetime reads none', async () => {
    const sessionStorage = memoryStorage();
    const first = renderShell({ sessionStorage, children: <StoreProbe /> });
    await waitFor(() => expect(probe().app).toBe('ready'));
    expect(appContextCalls(first.server.requests)).toHaveLength(1);
    expect(appContextCalls(first.server.requests)[0]!.credentials).toBe('omit');
    const stored = JSON.parse(sessionStorage.values.get(APPLICATION_CONTEXT_STORAGE_KEY)!) as { expiresAt: number };
    expect(stored.expiresAt).toBeGreaterThan(Date.now() + 240_000);
    first.unmount();
    const second = renderShell({ sessionStorage, children: <StoreProbe /> });
    await waitFor(() => expect(probe().app).toBe('ready'));
    expect(appContextCalls(second.server.requests)).toHaveLength(0);
  });

  it('[SH-4-022][SH-8-016][PX-05-002] a failed application-context read clears the cached copy and the home page says the settings are unavailable', async () => {
    const sessionStorage = memoryStorage({ [APPLICATION_CONTEXT_STORAGE_KEY]: JSON.stringify({ value: {}, expiresAt: Date.now() + 10_000 }) });
    renderShell({ sessionStorage, applicationContextStatus: 500 });
    expect(await screen.findByText('Store settings are unavailable right now.')).toBeTruthy();
    expect(sessionStorage.values.has(APPLICATION_CONTEXT_STORAGE_KEY)).toBe(false);
  });

  it('[SH-4-016][SH-4-017][SH-2-003][SH-6-009] choosing an account stores it as the effective account and reloads to Home', async () => {
    const user = userEvent.setup();
    const sessionStorage = memoryStorage();
    const { navigations } = renderShell({ signedInAs: 'multi@demo.test', sessionStorage, children: <StoreProbe /> });
    await waitFor(() => expect(probe().status).toBe('ready'));
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(JSON.parse(sessionStorage.values.get(EFFECTIVE_ACCOUNT_STORAGE_KEY)!)).toEqual({ id: '001000000000004', name: 'Pacific Crest Hearing Center – Spokane' });
    expect(navigations).toEqual(['/']);
  });

  it('[SH-4-009][SH-4-012][SH-7-006][SH-1-019] after a reload the stored effective account goes with the session read and the requests', async () => {
    const sessionStorage = memoryStorage({ [EFFECTIVE_ACCOUNT_STORAGE_KEY]: JSON.stringify({ id: '001000000000004', name: 'Pacific Crest Hearing Center – Spokane' }) });
    const { server } = renderShell({ signedInAs: 'multi@demo.test', sessionStorage, children: <StoreProbe /> });
    await waitFor(() => expect(probe().status).toBe('ready'));
    const session = server.requests.find((r) => r.path.endsWith('/session-context'))!;
    expect(session.query.get('effectiveAccountId')).toBe('001000000000004');
    expect(probe()).toMatchObject({ guest: false, account: '001000000000004' });
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('/compact-summary'))).toBe(true));
    expect(server.requests.find((r) => r.path.endsWith('/compact-summary'))!.query.get('effectiveAccountId')).toBe('001000000000004');
  });

  it('[PX-05-008][CC-6-004] a guest without a saved guest cart causes no cart read; a buyer\'s cart is read at start', async () => {
    const guest = renderShell({ children: <StoreProbe /> });
    await waitFor(() => expect(probe()).toMatchObject({ status: 'ready', app: 'ready' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(guest.server.requests.some((r) => r.path.endsWith('/compact-summary'))).toBe(false);
    guest.unmount();
    const buyer = renderShell({ signedInAs: 'buyer@demo.test', children: <StoreProbe /> });
    await waitFor(() => expect(buyer.server.requests.some((r) => r.path.endsWith('/compact-summary'))).toBe(true));
  });

  it('[PX-05-007][SH-4-025] a locale segment in the address sets the locale, the base path and the currency', async () => {
    renderShell({ path: '/de-DE/faqs', children: <StoreProbe /> });
    await waitFor(() => expect(probe().app).toBe('ready'));
    expect(probe()).toMatchObject({ locale: 'de-DE', basePath: '/de-DE', currency: 'EUR' });
    cleanup();
    renderShell({ path: '/faqs', children: <StoreProbe /> });
    await waitFor(() => expect(probe().app).toBe('ready'));
    expect(probe()).toMatchObject({ locale: 'en-US', basePath: '', currency: 'USD' });
  });
});
