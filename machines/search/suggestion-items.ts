import {
  ADVANCED_SEARCH_TEXT_TEMPLATE,
  SUGGESTION_CATEGORY_ADVANCED,
  SUGGESTION_CATEGORY_QUERY,
  SUGGESTION_ICON_ADVANCED,
  SUGGESTION_ICON_RECENT,
  SUGGESTION_ICON_TEXT_ADVANCED,
  SUGGESTION_ICON_TEXT_RECENT,
  SUGGESTION_TYPE,
} from '../constants/search-toast.ts';
import type { Tolerant, Wire } from '../wire.ts';

type SuggestionCategory = typeof SUGGESTION_CATEGORY_QUERY | typeof SUGGESTION_CATEGORY_ADVANCED;

/** One option of the search dropdown (CC-3-001). */
export interface SuggestionItem {
  id: string;
  text: string;
  title: string;
  value: string;
  category: SuggestionCategory;
  type: typeof SUGGESTION_TYPE;
  highlight: boolean;
  iconName: string;
  iconAlternativeText: string;
}

/**
 * The suggestion response (the contract's SearchSuggestions, CC-3-005), read tolerantly: the list may be
 * absent or null, and a suggestion without a usable value is dropped.
 */
export type SuggestionResponse = { recentSearchSuggestions?: ReadonlyArray<Tolerant<Wire['SuggestionValue']>> | null };

export type IdGenerator = () => string;

/** Maps recent searches to dropdown items; entries without a usable value cannot run a search, so they are dropped. */
export function toSuggestionItems(response: SuggestionResponse | null | undefined, generateId: IdGenerator): SuggestionItem[] {
  const suggestions = response?.recentSearchSuggestions;
  if (!suggestions) return [];
  const values = suggestions
    .map((suggestion) => suggestion.value)
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return values.map((value) => ({
    id: generateId(),
    text: value,
    title: value,
    value,
    category: SUGGESTION_CATEGORY_QUERY,
    type: SUGGESTION_TYPE,
    highlight: false,
    iconName: SUGGESTION_ICON_RECENT,
    iconAlternativeText: SUGGESTION_ICON_TEXT_RECENT,
  }));
}

export function advancedSearchText(term: string): string {
  // A replacer function keeps `$&`-style patterns in the term literal.
  return ADVANCED_SEARCH_TEXT_TEMPLATE.replace('{term}', () => term);
}

/** The "search for {term}" option (CC-4-009); its value is the term itself, so choosing it searches the term. */
export function advancedSearchItem(term: string, id: string): SuggestionItem {
  const text = advancedSearchText(term);
  return {
    id,
    text,
    title: text,
    value: term,
    category: SUGGESTION_CATEGORY_ADVANCED,
    type: SUGGESTION_TYPE,
    highlight: false,
    iconName: SUGGESTION_ICON_ADVANCED,
    iconAlternativeText: SUGGESTION_ICON_TEXT_ADVANCED,
  };
}
