// Search calls (CC §7 "Catalogue and search"): product search and suggestions.
import { encodeRefinements, nonEmptyFields } from '../../machines/api/request-rules.ts';
import { requireSearchQuery, requireSearchTerm } from '../../machines/api/validation.ts';
import { SUGGESTIONS_INCLUDE_PRODUCTS_DEFAULT, SUGGESTIONS_INCLUDE_TERMS_DEFAULT } from '../../machines/constants/api.ts';
import type { components } from './generated/schema.ts';
import { catalogueRequest, dataOf, readContext, type AreaOptions, type QueryOptions, WEBSTORE_PATH } from './request.ts';

type Schemas = components['schemas'];

/** The search query: the body of POST /search/product-search (its schema type is open, so it is built from the GET query). */
export type SearchQuery = Omit<QueryOptions<'searchProducts'>, 'refinements' | 'grouping'> & {
  refinements?: Schemas['ProductSearchRefinement'][];
  grouping?: { groupingOption: Schemas['GroupingOption'] };
};

export function createSearchApi({ client, webstoreId, context }: AreaOptions) {
  const base = WEBSTORE_PATH;

  return {
    /**
     * CC-5-005, CC-5-006; CC-7-005: POST /search/product-search when includePrices is true (CC-7-004),
     * else GET /search/products with the non-empty fields and refinements as base64url JSON (CC-7-003).
     */
    async search(searchQuery: SearchQuery, signal?: AbortSignal) {
      const query = requireSearchQuery(searchQuery);
      const { init, account, language } = catalogueRequest(readContext(context));
      if (query.includePrices === true) {
        return dataOf(
          client.POST(`${base}/search/product-search`, { params: { path: { webstoreId }, query: { ...account, ...language } }, body: query, ...init, signal }),
          { signal },
        );
      }
      const { refinements, grouping, ...rest } = query;
      const fields = nonEmptyFields({
        ...rest,
        grouping: grouping?.groupingOption,
        refinements: refinements?.length ? encodeRefinements(refinements) : undefined,
        ...account,
        ...language,
      });
      return dataOf(client.GET(`${base}/search/products`, { params: { path: { webstoreId }, query: fields }, ...init, signal }), { signal });
    },

    /** CC-5-007, CC-7-022 to CC-7-024. */
    async suggestions(options: QueryOptions<'getSearchSuggestions'>, signal?: AbortSignal) {
      const searchTerm = requireSearchTerm(options?.searchTerm);
      const { init, account, language } = catalogueRequest(readContext(context));
      return dataOf(
        client.GET(`${base}/search/suggestions`, {
          params: {
            path: { webstoreId },
            query: {
              includeSuggestedProducts: SUGGESTIONS_INCLUDE_PRODUCTS_DEFAULT,
              includeSuggestedTerms: SUGGESTIONS_INCLUDE_TERMS_DEFAULT,
              ...options,
              searchTerm,
              ...account,
              ...language,
            },
          },
          ...init,
          signal,
        }),
        { signal },
      );
    },
  };
}
