// Refinements (sandbox/domain/catalogue-index/refinements.ts) behave as a scan's: malformed ones fail only when a product reaches them.
import { describe, expect, it } from 'vitest';
import { catalogue as committed } from '../../../fixtures/index.ts';
import type { SearchInput } from '../../../sandbox/domain/catalogue.ts';
import { SORT_RULES, inMemory, indexedSearch, referenceSearch } from './reference.ts';

describe('refinements of an indexed search on the committed fixtures', () => {
  const c = inMemory(committed);

  it('[PX-03-020] malformed refinements fail as a scan fails: only when a product reaches them', () => {
    const bad = { searchTerm: 'eeg', refinements: [{ nameOrId: 'Latex_Free__c', type: 'DistinctValue', attributeType: 'Custom', values: 'yes' }] } as unknown as SearchInput;
    expect(() => referenceSearch(c, bad, 'USD')).toThrow(TypeError);
    expect(() => c.search(bad, 'USD', SORT_RULES)).toThrow(TypeError);
    const unreached = { ...bad, searchTerm: 'no such product anywhere' };
    expect(indexedSearch(c, unreached, 'USD')).toEqual(referenceSearch(c, unreached, 'USD'));
  });
});
