import { advancedSearchItem, advancedSearchText, toSuggestionItems } from '../../../machines/search/suggestion-items.ts';

const counter = () => {
  let n = 0;
  return () => `s${++n}`;
};

describe('suggestion items', () => {
  it('[CC-3-001][CC-3-002][CC-3-003][CC-3-004][CC-3-005] each recent search becomes an item with a generated id', () => {
    expect(toSuggestionItems({ recentSearchSuggestions: [{ value: 'eeg cap' }, { value: 'probe tips' }] }, counter())).toEqual([
      {
        id: 's1',
        text: 'eeg cap',
        title: 'eeg cap',
        value: 'eeg cap',
        category: 'query-suggestion',
        type: 'option-inline',
        highlight: false,
        iconName: 'utility:clock',
        iconAlternativeText: 'Recent search',
      },
      {
        id: 's2',
        text: 'probe tips',
        title: 'probe tips',
        value: 'probe tips',
        category: 'query-suggestion',
        type: 'option-inline',
        highlight: false,
        iconName: 'utility:clock',
        iconAlternativeText: 'Recent search',
      },
    ]);
  });

  it('[CC-3-005] a missing response or list gives no items', () => {
    expect(toSuggestionItems(undefined, counter())).toEqual([]);
    expect(toSuggestionItems(null, counter())).toEqual([]);
    expect(toSuggestionItems({}, counter())).toEqual([]);
    expect(toSuggestionItems({ recentSearchSuggestions: null }, counter())).toEqual([]);
  });

  it('[CC-3-005] entries without a usable value are dropped without using an id', () => {
    const items = toSuggestionItems(
      { recentSearchSuggestions: [{ value: '' }, { value: '  ' }, {}, { value: null }, { value: 'gel' }] },
      counter(),
    );
    expect(items.map((item) => [item.id, item.value])).toEqual([['s1', 'gel']]);
  });

  it('[CC-4-009][CC-3-003][CC-3-004] the advanced option reads "search for {term}" and carries the term as value', () => {
    expect(advancedSearchText('eeg')).toBe('search for eeg');
    expect(advancedSearchText('$& $1 {term}')).toBe('search for $& $1 {term}');
    expect(advancedSearchItem('eeg', 'a1')).toEqual({
      id: 'a1',
      text: 'search for eeg',
      title: 'search for eeg',
      value: 'eeg',
      category: 'advanced-search',
      type: 'option-inline',
      highlight: false,
      iconName: 'utility:search',
      iconAlternativeText: 'Search',
    });
  });
});
