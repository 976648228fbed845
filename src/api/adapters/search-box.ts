// The header search box's adapter: the search area's suggestions (CC-4-001..CC-4-018). A file of its
// own, loaded with the box's controller on first use, so the box does not load the listing's adapters.
import type { StoreApi } from '../registry.ts';

/** The suggestions for what the shopper typed; `signal` drops an answer a newer term has overtaken. */
export function readSuggestions(api: StoreApi, searchTerm: string, signal?: AbortSignal) {
  return api.search.suggestions({ searchTerm }, signal);
}
