// The reads index.html's early reads make are the ones the application then makes, built by the typed
// client itself: the listing's search (PX-05-019), the session's read for a stored effective account
// (PX-28-001) and the store's personalisation read (PX-28-002); the script itself is tested in
// tests/unit/app/early-reads.test.ts.
import { describe, expect, it } from 'vitest';
import { EFFECTIVE_ACCOUNT_STORAGE_KEY } from '../../../machines/constants/session-locale.ts';
import { listingQuery } from '../../../machines/catalogue/search-results.ts';
import { decodeListing } from '../../../machines/catalogue/url-state.ts';
import { createStoreClient, DEFAULT_WEBSTORE_ID } from '../../../src/api/client.ts';
import { EARLY_SEARCH_TERM, earlySearchAddress } from '../../../src/api/early-reads.ts';
import { createStoreApi } from '../../../src/api/registry.ts';
import { GUEST_CONTEXT } from '../../../src/api/request.ts';
import { createSearchApi } from '../../../src/api/search.ts';
import { startEarlyReads, type EarlyWindow } from '../../../src/app/early-reads/early-reads.ts';

const ORIGIN = 'http://store.test';

/** The address the listing's first search goes to for this page address, as a guest. */
async function listingSearchAddress(search: string): Promise<string> {
  let url = '';
  const client = createStoreClient({
    baseUrl: ORIGIN,
    fetch: async (input) => {
      url = (input as Request).url;
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    },
  });
  await createSearchApi({ client, webstoreId: DEFAULT_WEBSTORE_ID, context: GUEST_CONTEXT }).search(listingQuery(decodeListing(search)));
  return url.slice(ORIGIN.length);
}

type Sent = { url: string; credentials: RequestCredentials | undefined };

/** What a typed client's call sends: its address and credentials. */
function capturingClient() {
  const sent: Sent[] = [];
  const client = createStoreClient({
    baseUrl: ORIGIN,
    fetch: async (input) => {
      const request = input as Request;
      sent.push({ url: request.url, credentials: request.credentials });
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, sent };
}

/** The reads the early-reads script makes for a page of the origin with this session storage. */
function earlyReadsOf(pathname: string, storage: Record<string, string>): Sent[] {
  const sent: Sent[] = [];
  const win: EarlyWindow = {
    location: { origin: ORIGIN, pathname, search: '' },
    sessionStorage: { getItem: (key) => storage[key] ?? null },
    document: { head: { appendChild: <T extends Node>(node: T) => node }, createElement: () => ({}) as HTMLLinkElement, readyState: 'complete', body: null, addEventListener: () => undefined },
    fetch: async (url, init) => {
      sent.push({ url, credentials: init.credentials });
      return new Response('{}');
    },
  };
  startEarlyReads(win, { webstorePath: `/services/data/v64.0/commerce/webstores/${DEFAULT_WEBSTORE_ID}`, search: ['', ''], preloads: [], sessionFirstScreens: ['/orders'] });
  return sent;
}

describe('early reads', () => {
  it.each([['001000000000003'], ['001000000000001']])('[PX-28-001] the early session read for a stored effective account %s is the request the session makes for it', async (id) => {
    const { client, sent } = capturingClient();
    // As StoreProvider gives the session its context area: signed in or not, with the stored account.
    const factory = createStoreApi({ client, webstoreId: DEFAULT_WEBSTORE_ID, context: GUEST_CONTEXT });
    await factory.areaWith('context', () => ({ ...GUEST_CONTEXT, isGuest: false, effectiveAccountId: id })).sessionContext();
    const early = earlyReadsOf('/orders', { [EFFECTIVE_ACCOUNT_STORAGE_KEY]: JSON.stringify({ id, name: 'Clinic' }) });
    expect(sent).toHaveLength(1);
    expect(early).toContainEqual(sent[0]);
  });

  it('[PX-28-002] the early personalisation read is the request the store makes at its start', async () => {
    const { client, sent } = capturingClient();
    await createStoreApi({ client, webstoreId: DEFAULT_WEBSTORE_ID, context: GUEST_CONTEXT }).api.context.aiConfiguration();
    expect(sent).toHaveLength(1);
    expect(earlyReadsOf('/orders', {})).toContainEqual(sent[0]);
  });

  it.each([['electrode'], ['EEG cap 10/20'], ['a&b=c?d#e'], ['électrode 5%'], ['KRM-NEU-EEG-1001']])(
    '[PX-05-019] the search read of ?term=%s is the address the listing asks for',
    async (term) => {
      const template = await earlySearchAddress();
      const early = template.replace(EARLY_SEARCH_TERM, encodeURIComponent(term));
      expect(early).toBe(await listingSearchAddress(`?${new URLSearchParams({ term })}`));
    },
  );
});
