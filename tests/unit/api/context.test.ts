import { ApiError } from '../../../src/api/errors.ts';
import { BUYER, PREFIX, STORE, exampleResponse, fakeStore, json, platformError, rejection } from './harness.ts';

describe('context calls', () => {
  it('[SH-7-003][SH-7-004] reads the application context as a guest, with no payload', async () => {
    const store = fakeStore(BUYER);
    const context = await store.api.context.applicationContext();
    expect(store.last).toMatchObject({ method: 'GET', path: `${STORE}/application-context`, query: {}, credentials: 'omit' });
    expect(context.defaultCurrency).toBe('USD');
  });

  it('[SH-7-005] reads the max-age of the application context, none when absent', async () => {
    const store = fakeStore(BUYER, (request) => {
      const example = exampleResponse('GET', new URL(request.url).pathname);
      return new Response(example.body, { status: 200, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=120' } });
    });
    expect((await store.api.context.readApplicationContext()).maxAgeSeconds).toBe(120);
    store.answerWith((request) => exampleResponse('GET', new URL(request.url).pathname));
    expect((await store.api.context.readApplicationContext()).maxAgeSeconds).toBeUndefined();
  });

  it('[SH-8-016] a failed application-context read becomes the standard ApiError', async () => {
    const store = fakeStore(BUYER, () => platformError(404, 'Not Found', [{ errorCode: 'NOT_FOUND', message: 'No such store' }]));
    const error = await rejection(() => store.api.context.applicationContext());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errors: [{ type: 'NOT_FOUND', message: 'No such store' }] });
  });

  it('[SH-7-006][CC-6-003] reads the session context with the effective account', async () => {
    const store = fakeStore(BUYER);
    await store.api.context.sessionContext();
    expect(store.last).toMatchObject({ path: `${STORE}/session-context`, query: { effectiveAccountId: '001000000000001' }, credentials: 'include' });
  });

  it('[SH-7-006] leaves effectiveAccountId out when there is none', async () => {
    const store = fakeStore({ isGuest: true });
    await store.api.context.sessionContext();
    expect(store.last.query).toEqual({});
  });

  it('[SH-7-007][SH-8-016] reads the personalisation configuration with no payload; a failure is an ApiError', async () => {
    const store = fakeStore(BUYER);
    const config = await store.api.context.aiConfiguration();
    expect(store.last).toMatchObject({ path: `${STORE}/ai/configuration`, query: {} });
    expect(typeof config.deploymentEnabled).toBe('boolean');
    store.answerWith(() => json(404, [], {}, 'Not Found'));
    expect(await rejection(() => store.api.context.aiConfiguration())).toBeInstanceOf(ApiError);
  });

  it('[SH-7-008] reads the shopper-agent context with the effective account', async () => {
    const store = fakeStore(BUYER);
    await store.api.context.shopperAgentContext();
    expect(store.last).toMatchObject({ path: `${STORE}/shopperAgent/context`, query: { effectiveAccountId: '001000000000001' } });
  });

  it('[SH-7-012][SH-7-013][SH-7-014][SH-7-015] asks statecountry with locale and excluded countries, and returns addressCountries', async () => {
    const store = fakeStore(BUYER);
    const countries = await store.api.context.addressCountries({ locale: 'en-US', countries: ['US', 'CA'], exclude: true });
    expect(store.last.path).toBe(`${PREFIX}/connect/i18n/statecountry`);
    expect(store.last.query).toEqual({ locale: 'en-US', countries: '!US,!CA' });
    expect(Array.isArray(countries)).toBe(true);
    await store.api.context.addressCountries({ locale: 'fr-CA', countries: ['CA'] });
    expect(store.last.query).toEqual({ locale: 'fr-CA', countries: 'CA' });
    await store.api.context.addressCountries({ locale: 'de-DE' });
    expect(store.last.query).toEqual({ locale: 'de-DE' });
  });
});

describe('accounts', () => {
  it('[SH-7-009][SH-7-010] lists the managed accounts with includeMyAccount', async () => {
    const store = fakeStore(BUYER);
    const accounts = await store.api.accounts.managedAccounts({ includeMyAccount: true });
    expect(store.last).toMatchObject({ path: `${STORE}/external-managed-accounts`, query: { includeMyAccount: 'true' } });
    expect(accounts.externalManagedAccounts[0]).toHaveProperty('accountId');
  });

  it('[SH-7-011] reads an effective account with comma-joined fields', async () => {
    const store = fakeStore(BUYER);
    await store.api.accounts.effectiveAccount('001000000000003', { fields: ['Name', 'BillingCity'] });
    expect(store.last).toMatchObject({ path: `${STORE}/effective-accounts/001000000000003`, query: { fields: 'Name,BillingCity' } });
  });

  it.each([[''], ['   '], [undefined], [null]])('[SH-5-014][SH-5-015][CC-8-003] rejects effective account id %j with TypeError before any request', async (id) => {
    const store = fakeStore(BUYER);
    const error = await rejection(() => store.api.accounts.effectiveAccount(id as string));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe('effective account id required');
    expect(store.requests).toHaveLength(0);
  });

  it('[SH-8-015] rethrows an effective-account failure with the status text as message', async () => {
    const store = fakeStore(BUYER, () => platformError(403, 'Forbidden', [{ errorCode: 'INSUFFICIENT_ACCESS', message: 'Not a managed account' }]));
    const error = await rejection(() => store.api.accounts.effectiveAccount('001000000000004'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Forbidden');
    expect(error).toMatchObject({ status: 403, statusText: 'Forbidden' });
  });
});
