// Categories (sandbox/domain/catalogue-index/categories.ts) against the parent links walked
// directly: a product is in a category when the category is its own or an ancestor of it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../fixtures/types.ts';
import { hasBit } from '../../../sandbox/domain/catalogue-index/bits.ts';
import { CategoryIndex } from '../../../sandbox/domain/catalogue-index/categories.ts';

interface World {
  categories: Category[];
  products: Array<{ categoryId: string }>;
  results: number[];
}

const category = (i: number, parent: number | null, sortOrder: number): Category => ({
  id: `0ZG${String(i).padStart(12, '0')}`, name: `Category ${i}`, description: `About ${i}`, parentId: parent === null ? null : `0ZG${String(parent).padStart(12, '0')}`,
  level: 1, urlName: `c${i}`, imageContentKey: '', productCount: 0, sortOrder,
});

// Each category's parent comes before it, so the links form a forest; sort orders tie on purpose.
const world: fc.Arbitrary<World> = fc.integer({ min: 1, max: 9 }).chain((m) =>
  fc.tuple(
    fc.tuple(...Array.from({ length: m }, (_, i) => fc.tuple(i === 0 ? fc.constant(null) : fc.option(fc.nat(i - 1), { nil: null }), fc.nat(3)))),
    fc.array(fc.integer({ min: 0, max: m }), { maxLength: 14 }),
  ).chain(([links, productCategories]) => {
    const categories = links.map(([parent, sortOrder], i) => category(i, parent, sortOrder));
    // Index m names a category the catalogue does not have.
    const products = productCategories.map((c) => ({ categoryId: c < m ? categories[c]!.id : '0ZG999999999999' }));
    return fc.subarray(products.map((_, i) => i)).map((results) => ({ categories, products, results }));
  }),
);

const byId = (w: World) => new Map(w.categories.map((c) => [c.id, c]));

/** Whether `ancestorId` is the category itself or above it. */
function within(w: World, categoryId: string, ancestorId: string): boolean {
  const map = byId(w);
  for (let c = map.get(categoryId); c; c = c.parentId ? map.get(c.parentId) : undefined) if (c.id === ancestorId) return true;
  return false;
}

function modelTree(w: World, rootId?: string): unknown {
  const count = (id: string) => w.results.filter((i) => within(w, w.products[i]!.categoryId, id)).length;
  const node = (c: Category | null): unknown => ({
    category: c ? { id: c.id, name: c.name, description: c.description } : null,
    productCount: c ? count(c.id) : w.results.length,
    children: w.categories
      .filter((child) => child.parentId === (c?.id ?? null) && count(child.id) > 0)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((child) => node(child)),
  });
  return node(rootId ? byId(w).get(rootId) ?? null : null);
}

describe('catalogue index: categories', () => {
  it('[PX-25-005][PX-03-020] a category holds its own products and those of every category below it; unknown categories hold nothing', () => {
    fc.assert(
      fc.property(world, (w) => {
        const index = new CategoryIndex(w.products, byId(w));
        for (const c of w.categories) {
          const members = index.members(c.id)!;
          w.products.forEach((p, i) => expect(hasBit(members, i)).toBe(within(w, p.categoryId, c.id)));
        }
        expect(index.members('0ZG999999999999')).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('[PX-25-005] the category tree of a result counts it per category and below, children in sort order, empty ones left out, under the whole store or one category', () => {
    fc.assert(
      fc.property(world, fc.nat(9), (w, root) => {
        const index = new CategoryIndex(w.products, byId(w));
        const rootId = w.categories[root]?.id;
        expect(index.tree(Int32Array.from(w.results), rootId)).toEqual(modelTree(w, rootId));
      }),
      { numRuns: 300 },
    );
  });
});
