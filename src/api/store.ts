// The storefront's API layer: one place where the specification's request rules meet HTTP.
import { createStoreClient, DEFAULT_WEBSTORE_ID, type StoreClient } from './client.ts';
import { abortError, toApiError } from './errors.ts';

export function createStoreApi(client: StoreClient = createStoreClient(), webstoreId = DEFAULT_WEBSTORE_ID) {
  return {
    /** Made as a guest; the response's cache-control max-age drives the context cache. */
    async applicationContext(signal?: AbortSignal) {
      try {
        const { data, response } = await client.GET('/services/data/v64.0/commerce/webstores/{webstoreId}/application-context', {
          params: { path: { webstoreId } },
          credentials: 'omit',
          signal,
        });
        if (!response.ok || !data) throw await toApiError(response);
        return data;
      } catch (error) {
        if (signal?.aborted) throw abortError();
        throw error;
      }
    },
  };
}

export const storeApi = createStoreApi();
