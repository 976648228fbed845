// The indexed catalogue read path (sandbox/domain/catalogue-index.ts) answers exactly what a scan of
// every product answers: the reference (catalogue-index/reference.ts) is the plain linear search the
// indexes replaced, run against the committed fixtures, a generated catalogue and awkward data. The
// whole search (matching, categories, refinements, ranking, facets and paging together) is checked
// here; suggestions in catalogue-index/names.test.ts, malformed refinements in catalogue-index/refinements.test.ts.
import { describe, expect, it } from 'vitest';
import { catalogue as committed } from '../../fixtures/index.ts';
import { generateFixtures } from '../../fixtures/generate.ts';
import type { CurrencyCode } from '../../fixtures/types.ts';
import type { SearchInput } from '../../sandbox/domain/catalogue.ts';
import { SORT_RULES, awkward, checkSearchEquivalence, inMemory, indexedSearch, referenceSearch } from './catalogue-index/reference.ts';

describe('indexed catalogue search on the committed fixtures', () => {
  const c = inMemory(committed);

  it('[PX-03-020][PX-03-025] search by term, category, refinements, sort and page equals a scan of every product, each result with its fields, prices and quantity rule', () => {
    checkSearchEquivalence(c, 300);
  });

  it('[PX-03-020][PX-03-025] the anchor cases: an exact SKU first, a whole category, a blank term, every sort rule', () => {
    const cases: Array<SearchInput & { currency?: CurrencyCode }> = [
      { searchTerm: 'KRM-SEN-TYM-3001' },
      { searchTerm: 'krm-neu-eeg-2001-s' },
      { searchTerm: 'krm-neu-eeg-2001-s', grouping: 'NoGrouping' },
      { searchTerm: 'cortexa cup' },
      { searchTerm: 'EEG', pageSize: 200 },
      { searchTerm: '   ', pageSize: 200 },
      { categoryId: '0ZG000000000001', pageSize: 50 },
      { categoryId: '0ZG000000000211', refinements: [{ nameOrId: 'UnitPrice', type: 'Range', attributeType: 'Standard', min: '50', max: '60' }] },
      { searchTerm: 'electrode', refinements: [{ nameOrId: 'Latex_Free__c', type: 'DistinctValue', attributeType: 'Custom', values: ['yes'] }] },
      { searchTerm: 'cap', refinements: [{ nameOrId: 'Lead_Length__c', type: 'Range', attributeType: 'Custom', min: '1', max: null }] },
      { searchTerm: 'no such product anywhere' },
      ...SORT_RULES.map((r) => ({ categoryId: '0ZG000000000002', sortRuleId: r.sortRuleId, page: 1, pageSize: 7 })),
      ...SORT_RULES.map((r) => ({ searchTerm: 'single use', sortRuleId: r.sortRuleId, currency: 'EUR' as const })),
    ];
    for (const { currency = 'USD', ...input } of cases) expect(indexedSearch(c, input, currency)).toEqual(referenceSearch(c, input, currency));
    expect(indexedSearch(c, { searchTerm: 'KRM-SEN-TYM-3001' }, 'USD').products[0]!.id).toBe('01t000000000005');
  });

  it('[PX-06-040] product fields carry Standing_Order_Eligible__c from the fixture', () => {
    expect(c.fields(c.product('01t000000000001')!).Standing_Order_Eligible__c).toBe('true');
    const other = [...c.products.values()].find((p) => !p.recurringEligible)!;
    expect(c.fields(other).Standing_Order_Eligible__c).toBe('false');
  });
});

describe('indexed catalogue search on a generated catalogue', () => {
  const c = inMemory(generateFixtures({ products: 4000, seed: 'catalogue-index' }).catalogue);

  it('[PX-03-020][PX-03-025] search equals a scan of every product on 4,000 generated products', () => {
    checkSearchEquivalence(c, 60);
  }, 120_000);
});

describe('indexed catalogue search on awkward data', () => {
  const c = inMemory(awkward(committed));

  it('[PX-03-020][PX-03-025] search equals a scan with missing and negative prices, joined name words, non-ASCII SKUs', () => {
    checkSearchEquivalence(c, 300);
  }, 60_000);
});
