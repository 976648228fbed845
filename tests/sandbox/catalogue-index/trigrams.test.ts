// Substring search by trigrams (sandbox/domain/catalogue-index/trigrams.ts) against String#includes:
// the candidates never miss a string that contains the needle, and the SKU text answers as includes does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeUnits, GRAM, SkuText, Trigrams } from '../../../sandbox/domain/catalogue-index/trigrams.ts';

// Few characters (non-ASCII included), so needles hit often.
const text = (max: number) => fc.array(fc.constantFrom('a', 'b', 'c', '-', 'é', '1'), { maxLength: max }).map((cs) => cs.join(''));
const ascending = (ids: Iterable<number>) => [...ids].every((id, i, all) => i === 0 || all[i - 1]! < id);

describe('catalogue index trigrams (PX-53-005)', () => {
  it('[PX-53-005] the candidates of a needle hold every string containing it, ascending; exactly those for a needle of three', () => {
    fc.assert(
      fc.property(fc.array(text(8), { maxLength: 12 }), text(5), (strings, needle) => {
        const candidates = new Trigrams(strings).candidates(needle);
        const containing = strings.flatMap((s, id) => (s.includes(needle) ? [id] : []));
        if (needle.length < GRAM) {
          expect(candidates).toBeNull();
          return;
        }
        expect(candidates).not.toBeNull();
        expect(ascending(candidates!)).toBe(true);
        for (const id of containing) expect([...candidates!]).toContain(id);
        if (needle.length === GRAM) expect([...candidates!]).toEqual(containing);
      }),
    );
  });

  it('[PX-53-005] the SKU text of a product contains a needle as its SKUs do: its own alone, or its own and its variations\'', () => {
    const product = fc.record({ own: text(6), variations: fc.array(text(6), { maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(product, { minLength: 1, maxLength: 8 }), text(4), fc.boolean(), (products, needle, ownOnly) => {
        const family = products.map(({ own, variations }) => [own, ...variations].join('\n'));
        const skus = new SkuText(family, products.map(({ own }) => own));
        products.forEach(({ own }, i) => {
          const expected = ownOnly ? own.includes(needle) : family[i]!.includes(needle);
          expect(skus.contains(i, codeUnits(needle), ownOnly), `product ${i}`).toBe(expected);
        });
      }),
    );
  });

  it('[PX-53-005] codeUnits gives a text\'s UTF-16 code units', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        expect(String.fromCharCode(...codeUnits(value))).toBe(value);
        expect(codeUnits(value).length).toBe(value.length);
      }),
    );
  });
});
