// The address of the search page's first read, which index.html's early reads
// (src/app/early-reads/, PX-05-019) make for a term: built at build time by the typed client itself,
// so the early read is exactly the one the listing then makes (tests/unit/api/early-reads.test.ts).
import { listingQuery } from '../../machines/catalogue/search-results.ts';
import { decodeListing, TERM_PARAM } from '../../machines/catalogue/url-state.ts';
import { createStoreClient, DEFAULT_WEBSTORE_ID } from './client.ts';
import { GUEST_CONTEXT } from './request.ts';
import { createSearchApi } from './search.ts';

/** Stands for the term in the search address: encodeURIComponent leaves it as it is. */
export const EARLY_SEARCH_TERM = '__early_search_term__';

const CAPTURE_ORIGIN = 'http://early-read.invalid';

/**
 * The path and query of the search page's first read for a term (EARLY_SEARCH_TERM in its place),
 * as the listing asks for `?term=…` and a guest sees it: the typed client builds it here itself.
 */
export async function earlySearchAddress(): Promise<string> {
  let address: string | undefined;
  const client = createStoreClient({
    baseUrl: CAPTURE_ORIGIN,
    fetch: async (input) => {
      address = (input as Request).url.slice(CAPTURE_ORIGIN.length);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    },
  });
  const search = createSearchApi({ client, webstoreId: DEFAULT_WEBSTORE_ID, context: GUEST_CONTEXT });
  await search.search(listingQuery(decodeListing(`?${TERM_PARAM}=${EARLY_SEARCH_TERM}`)));
  if (!address?.includes(`=${EARLY_SEARCH_TERM}`)) throw new Error('early reads: the search address holds no term');
  return address;
}
