// The word index of a text field (sandbox/domain/catalogue-index/words.ts) against a scan of each
// product's words with String#includes / startsWith; products are added sparse, in ascending order,
// with words common enough to be kept as bits and rare enough to be kept as lists.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitsFor, hasBit, setBit } from '../../../sandbox/domain/catalogue-index/bits.ts';
import { WordIndex } from '../../../sandbox/domain/catalogue-index/words.ts';

const word = fc.array(fc.constantFrom('a', 'b', 'c', '1'), { minLength: 1, maxLength: 4 }).map((cs) => cs.join(''));
const productText = fc.array(fc.tuple(word, fc.constantFrom(' ', '  ', '\t')), { maxLength: 4 }).map((parts) => parts.map(([w, gap]) => `${gap}${w}`).join(''));

/** Products at ascending positions below `size`, some positions left out. */
const catalogue = fc.integer({ min: 1, max: 120 }).chain((size) =>
  fc.record({
    size: fc.constant(size),
    products: fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: size }).chain((positions) =>
      fc.tuple(...positions.sort((a, b) => a - b).map((position) => fc.tuple(fc.constant(position), productText))),
    ),
    // Products already marked, which a mark keeps.
    marked: fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 5 }),
  }),
);

describe('catalogue index words (PX-53-006)', () => {
  it('[PX-53-006] marking a piece adds exactly the products with a word containing it, or starting with it, to the marked ones', () => {
    fc.assert(
      fc.property(catalogue, word, fc.boolean(), ({ size, products, marked }, piece, prefix) => {
        const index = new WordIndex();
        for (const [position, text] of products) index.add(position, text);
        index.finish(size);
        const bits = bitsFor(size);
        for (const position of marked) setBit(bits, position);
        index.mark(piece, bits, prefix);

        const expected = new Set(marked);
        for (const [position, text] of products) {
          const words = text.split(' ').flatMap((part) => part.split('\t')).filter((w) => w !== '');
          if (words.some((w) => (prefix ? w.startsWith(piece) : w.includes(piece)))) expected.add(position);
        }
        for (let position = 0; position < size; position += 1) expect(hasBit(bits, position), `position ${position}`).toBe(expected.has(position));
      }),
    );
  });
});
