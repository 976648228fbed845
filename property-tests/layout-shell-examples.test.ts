// Shell pieces at the edges: the sign-in form's problems and failures, request facts without an
// application context or session, locale segments outside the base path, malformed cached copies.
import { createActor, fromPromise, waitFor } from 'xstate';
import { toApplicationContext } from '../machines/context/application-context.ts';
import { toSessionContext } from '../machines/session/session-context.ts';
import { APPLICATION_CONTEXT_STORAGE_KEY, readCachedApplicationContext } from '../machines/shell/app-context-storage.ts';
import { DEFAULT_LOCALE, localisedPathOf, requestFactsOf } from '../machines/shell/request-context.ts';
import { failureOf, signInMachine, signInProblems, type SignInCredentials } from '../machines/shell/sign-in.machine.ts';

describe('sign-in form at the edges', () => {
  it('[PX-05-005] a user name blank after trimming and an empty password are required; a blank-looking password is not', () => {
    expect(signInProblems({ username: '', password: '' })).toEqual({ username: 'required', password: 'required' });
    expect(signInProblems({ username: ' \t ', password: 'secret' })).toEqual({ username: 'required' });
    expect(signInProblems({ username: ' buyer@demo.test ', password: ' ' })).toEqual({});
    expect(signInProblems({ username: 'buyer@demo.test', password: '' })).toEqual({ password: 'required' });
  });

  it('[PX-05-005] a field problem clears once the field is fixed; a field still blank keeps it; new problems wait for the next submit', () => {
    const actor = createActor(signInMachine).start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ username: 'required', password: 'required' });
    actor.send({ type: 'EDIT', field: 'username', value: '   ' });
    expect(actor.getSnapshot().context.problems).toEqual({ username: 'required', password: 'required' });
    actor.send({ type: 'EDIT', field: 'username', value: 'buyer@demo.test' });
    expect(actor.getSnapshot().context).toMatchObject({ username: 'buyer@demo.test', password: '', problems: { password: 'required' } });
    actor.send({ type: 'EDIT', field: 'username', value: '' });
    expect(actor.getSnapshot().context.problems).toEqual({ password: 'required' });
    actor.send({ type: 'EDIT', field: 'password', value: 'x' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.stop();
  });

  it('[PX-05-005][PX-05-006] every refused submit and every refused sign-in counts one more attempt', async () => {
    const actor = createActor(
      signInMachine.provide({ actors: { signIn: fromPromise<unknown, SignInCredentials>(async () => Promise.reject(Object.assign(new Error('Unauthorized'), { status: 401 }))) } }),
    ).start();
    expect(actor.getSnapshot().context.attempts).toBe(0);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.attempts).toBe(1);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.attempts).toBe(2);
    actor.send({ type: 'EDIT', field: 'username', value: 'buyer@demo.test' });
    actor.send({ type: 'EDIT', field: 'password', value: 'secret' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ attempts: 3, password: '', failure: { message: undefined, status: 401 } });
    actor.stop();
  });

  it('[PX-05-006] a sign-in that cannot be made (no sign-in service) is refused, not taken as success', async () => {
    const actor = createActor(signInMachine).start();
    actor.send({ type: 'EDIT', field: 'username', value: 'buyer@demo.test' });
    actor.send({ type: 'EDIT', field: 'password', value: 'secret' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ message: undefined, status: undefined });
    actor.stop();
  });

  it('[PX-05-006] the failure shows the first non-blank platform message; anything else shows none', () => {
    expect(failureOf({ status: 401, errors: [null, { message: '' }, { message: 42 }, { message: 'Your login attempt has failed.' }, { message: 'second' }] })).toEqual({
      message: 'Your login attempt has failed.',
      status: 401,
    });
    expect(failureOf({ status: 401, errors: [] })).toEqual({ message: undefined, status: 401 });
    expect(failureOf({ status: '401', errors: [{ message: '' }] })).toEqual({ message: undefined, status: undefined });
    expect(failureOf({ errors: { message: 'not a list' } })).toEqual({ message: undefined, status: undefined });
    expect(failureOf(null)).toEqual({ message: undefined, status: undefined });
    expect(failureOf('Unauthorized')).toEqual({ message: undefined, status: undefined });
  });
});

describe('request facts at the edges', () => {
  it('[SH-3-055][SH-4-009] without an application context or a session the request is a guest one with every flag off', () => {
    expect(requestFactsOf({ app: undefined, session: undefined, effectiveAccount: undefined, locale: 'en-US' })).toEqual({
      isGuest: true,
      effectiveAccountId: null,
      currencyIsoCode: null,
      catalogSnapshotVersionId: null,
      canUseGuestDataForAuthUsers: false,
      guestBrowsingEnabled: false,
      taxType: undefined,
      inventoryConfiguration: null,
      isPreview: false,
      highScaleCartEnabled: false,
      recommendations: null,
      // An English page asks for the catalogue in no other language (PX-79-003); the page's locale goes with the order (PX-81-001).
      language: null,
      locale: 'en-US',
    });
  });

  it('[SH-3-055][SH-4-009] the application context, the session and the recommendations settings are passed on', () => {
    const app = toApplicationContext({
      guestBrowsingEnabled: true,
      usesSingleEntitlementPolicy: true,
      taxType: 'Gross',
      catalogSnapshotVersionId: 'snapshot-1',
      inventoryConfiguration: { isInventoryEnabled: true, inventoryDefaultSource: { locationSourceId: '0ghSG0000000001', webStoreInventoryLocationSourceType: 'LocationGroup' } },
      propertiesEx: { highScaleCartEnabled: true },
      defaultCurrency: 'USD',
      supportedCurrencies: ['USD'],
    });
    const session = toSessionContext({ guestUser: false, effectiveAccountId: '001000000000001', isPreview: true });
    const recommendations = { host: 'https://recs.kestrelridge.example', deploymentEnabled: true };
    expect(requestFactsOf({ app, session, effectiveAccount: undefined, locale: 'en-US', recommendations })).toMatchObject({
      isGuest: false,
      effectiveAccountId: '001000000000001',
      catalogSnapshotVersionId: 'snapshot-1',
      canUseGuestDataForAuthUsers: true,
      guestBrowsingEnabled: true,
      taxType: 'Gross',
      inventoryConfiguration: { isInventoryEnabled: true, inventoryDefaultSource: { locationSourceId: '0ghSG0000000001', webStoreInventoryLocationSourceType: 'LocationGroup' } },
      isPreview: true,
      highScaleCartEnabled: true,
      recommendations,
    });
  });

  it('[PX-05-007] a trailing slash of the site base path is ignored; a path outside the base path has no locale', () => {
    expect(localisedPathOf('/store/de-DE/faqs', '/store//')).toEqual({ basePath: '/store/de-DE', locale: 'de-DE', explicit: true });
    expect(localisedPathOf('/shop/de-DE/faqs', '/store')).toEqual({ basePath: '/store', locale: DEFAULT_LOCALE, explicit: false });
    expect(localisedPathOf('/storx/de-DE', '/store')).toEqual({ basePath: '/store', locale: DEFAULT_LOCALE, explicit: false });
    expect(localisedPathOf('/de-DE', '/')).toEqual({ basePath: '/de-DE', locale: 'de-DE', explicit: true });
  });
});

describe('cached application context at the edges', () => {
  it('[PX-05-002][SH-4-018] a copy without a numeric expiry or without an object value reads as none', () => {
    for (const stored of ['{"expiresAt":"5","value":{}}', '{"value":{}}', '{"expiresAt":5,"value":null}', '{"expiresAt":5,"value":"x"}', '{"expiresAt":5}']) {
      const storage = { getItem: (key: string) => (key === APPLICATION_CONTEXT_STORAGE_KEY ? stored : null), setItem: () => {}, removeItem: () => {} };
      expect(readCachedApplicationContext(storage)).toBeUndefined();
    }
    const storage = { getItem: () => '{"expiresAt":5,"value":{}}', setItem: () => {}, removeItem: () => {} };
    expect(readCachedApplicationContext(storage)).toEqual({ expiresAt: 5, value: {} });
  });
});
