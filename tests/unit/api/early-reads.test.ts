// The search read index.html's early reads make is the one the listing then makes (PX-05-019); the
// script itself is tested in tests/unit/app/early-reads.test.ts.
import { describe, expect, it } from 'vitest';
import { listingQuery } from '../../../machines/catalogue/search-results.ts';
import { decodeListing } from '../../../machines/catalogue/url-state.ts';
import { createStoreClient, DEFAULT_WEBSTORE_ID } from '../../../src/api/client.ts';
import { EARLY_SEARCH_TERM, earlySearchAddress } from '../../../src/api/early-reads.ts';
import { GUEST_CONTEXT } from '../../../src/api/request.ts';
import { createSearchApi } from '../../../src/api/search.ts';

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

describe('early reads', () => {
  it.each([['electrode'], ['EEG cap 10/20'], ['a&b=c?d#e'], ['électrode 5%'], ['KRM-NEU-EEG-1001']])(
    '[PX-05-019] the search read of ?term=%s is the address the listing asks for',
    async (term) => {
      const template = await earlySearchAddress();
      const early = template.replace(EARLY_SEARCH_TERM, encodeURIComponent(term));
      expect(early).toBe(await listingSearchAddress(`?${new URLSearchParams({ term })}`));
    },
  );
});
