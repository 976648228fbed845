// Suggestions (sandbox/domain/catalogue-index/names.ts) answer exactly what a scan of every product answers.
import { describe, expect, it } from 'vitest';
import { catalogue as committed } from '../../../fixtures/index.ts';
import { generateFixtures } from '../../../fixtures/generate.ts';
import { awkward, checkSuggestionEquivalence, inMemory, referenceSuggestions } from './reference.ts';

describe('indexed suggestions on the committed fixtures', () => {
  const c = inMemory(committed);

  it('[PX-03-025] suggestions equal a scan: terms from matching names, the first matching products, or the popular category', () => {
    checkSuggestionEquivalence(c, 300);
    for (const term of ['cor', 'eeg', 'krm-sen', 'tym', 'e', 'cortexa cup', 'zzz']) {
      const indexed = c.suggestions(term, { maxResults: 10, maxProducts: 4 });
      expect({ terms: indexed.terms, ids: indexed.products.map((p) => p.id) }).toEqual(referenceSuggestions(c, term, 10, 4));
    }
    const popular = c.suggestions('', { maxResults: 10, maxProducts: 4, popularCategoryId: '0ZG000000000011' });
    expect(popular.products.map((p) => p.id)).toEqual(referenceSuggestions(c, '', 10, 4, '0ZG000000000011').ids);
    expect(popular.products).toHaveLength(4);
    expect(c.suggestions('', { maxResults: 10, maxProducts: 4, popularCategoryId: '0ZG999999999999' }).products).toEqual([]);
  });
});

describe('indexed suggestions on a generated catalogue', () => {
  const c = inMemory(generateFixtures({ products: 4000, seed: 'catalogue-index' }).catalogue);

  it('[PX-03-025] suggestions equal a scan on 4,000 generated products', () => {
    checkSuggestionEquivalence(c, 100);
  }, 60_000);
});

describe('indexed suggestions on awkward data', () => {
  const c = inMemory(awkward(committed));

  it('[PX-03-025] suggestions equal a scan with joined name words and non-ASCII SKUs', () => {
    checkSuggestionEquivalence(c, 300);
  }, 60_000);
});
