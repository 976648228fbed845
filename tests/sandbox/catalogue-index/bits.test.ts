// The catalogue index's bitsets (sandbox/domain/catalogue-index/bits.ts) against a plain Set of
// positions: what is set is what is read, in ascending order, and the pool hands out cleared or copied sets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BitsPool, bitsFor, eachBit, hasBit, setBit } from '../../../sandbox/domain/catalogue-index/bits.ts';

/** A size and some positions below it (the edges of 32-bit words included often). */
const sizedPositions = fc.integer({ min: 1, max: 200 }).chain((size) =>
  fc.record({ size: fc.constant(size), positions: fc.array(fc.oneof(fc.integer({ min: 0, max: size - 1 }), fc.constantFrom(0, size - 1, Math.min(31, size - 1), Math.min(32, size - 1)))) }),
);

const bitsOf = (size: number, positions: number[]) => {
  const bits = bitsFor(size);
  for (const position of positions) setBit(bits, position);
  return bits;
};

describe('catalogue index bits (PX-53-004)', () => {
  it('[PX-53-004] a bitset of n positions has room for n and reads back exactly the positions set', () => {
    fc.assert(
      fc.property(sizedPositions, ({ size, positions }) => {
        const bits = bitsOf(size, positions);
        expect(bits.length * 32).toBeGreaterThanOrEqual(size);
        expect(bits.length * 32 - size).toBeLessThan(32);
        const set = new Set(positions);
        for (let i = 0; i < bits.length * 32; i += 1) expect(hasBit(bits, i), `position ${i}`).toBe(set.has(i));
      }),
    );
  });

  it('[PX-53-004] eachBit visits the set positions once each in ascending order, and stops when told to', () => {
    fc.assert(
      fc.property(sizedPositions, fc.nat(), ({ size, positions }, stopAt) => {
        const expected = [...new Set(positions)].sort((a, b) => a - b);
        const all: number[] = [];
        eachBit(bitsOf(size, positions), (i) => void all.push(i));
        expect(all).toEqual(expected);
        const stop = expected.length === 0 ? 0 : stopAt % expected.length;
        const some: number[] = [];
        eachBit(bitsOf(size, positions), (i) => (some.push(i), some.length <= stop));
        expect(some).toEqual(expected.slice(0, stop + 1));
      }),
    );
  });

  it('[PX-53-004] the pool hands out a cleared bitset or a copy, and after a reset the same bitsets again, cleared', () => {
    fc.assert(
      fc.property(sizedPositions, ({ size, positions }) => {
        const pool = new BitsPool(size);
        const source = bitsOf(size, positions);
        const dirty = pool.take();
        dirty.fill(0xffffffff);
        const copy = pool.take(source);
        expect([...copy]).toEqual([...source]);
        expect(copy).not.toBe(source);
        pool.reset();
        const again = pool.take();
        expect(again).toBe(dirty);
        expect(again.every((word) => word === 0)).toBe(true);
        expect(pool.take()).toBe(copy);
        expect(pool.take()).not.toBe(copy);
      }),
    );
  });
});
