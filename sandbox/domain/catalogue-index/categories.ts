// Per category (with its descendants) its products as a bitset, and the category tree of a result.
import type { Category } from '../../../fixtures/types.ts';
import { bitsFor, setBit, type Bits } from './bits.ts';

export class CategoryIndex {
  private readonly inCategory = new Map<string, Bits>();
  /** Product → index of its category id in `categoryPaths` (each path root first). */
  private readonly categoryKey: Int32Array;
  private readonly categoryPaths: string[][] = [];
  private readonly childCategoriesOf = new Map<string | null, Category[]>();

  constructor(
    products: ReadonlyArray<{ categoryId: string }>,
    private readonly categories: Map<string, Category>,
  ) {
    const n = products.length;
    for (const id of categories.keys()) this.inCategory.set(id, bitsFor(n));
    const keys = new Map<string, number>();
    const paths = new Map<string, string[]>();
    this.categoryKey = Int32Array.from(products, (p) => {
      let key = keys.get(p.categoryId);
      if (key === undefined) keys.set(p.categoryId, (key = this.categoryPaths.push(this.pathOf(p.categoryId, paths)) - 1));
      return key;
    });
    for (let i = 0; i < n; i += 1) for (const c of this.categoryPaths[this.categoryKey[i]!]!) setBit(this.inCategory.get(c)!, i);
    for (const c of categories.values()) {
      const siblings = this.childCategoriesOf.get(c.parentId) ?? [];
      siblings.push(c);
      this.childCategoriesOf.set(c.parentId, siblings);
    }
    for (const siblings of this.childCategoriesOf.values()) siblings.sort((a, b) => a.sortOrder - b.sortOrder);
  }

  /** A category's ids from the root down to it. */
  private pathOf(id: string, paths: Map<string, string[]>): string[] {
    let path = paths.get(id);
    if (!path) {
      path = [];
      for (let c = this.categories.get(id); c; c = c.parentId ? this.categories.get(c.parentId) : undefined) path.unshift(c.id);
      paths.set(id, path);
    }
    return path;
  }

  /** The products in a category or below; undefined for an unknown category. */
  members(categoryId: string): Bits | undefined {
    return this.inCategory.get(categoryId);
  }

  /** The categories of `products` under `rootId` (or all) with their product counts, as the API answers them. */
  tree(products: Int32Array, rootId?: string) {
    const perKey = new Int32Array(this.categoryPaths.length);
    for (let k = 0; k < products.length; k += 1) perKey[this.categoryKey[products[k]!]!]! += 1;
    const counts = new Map<string, number>();
    perKey.forEach((count, key) => {
      if (count > 0) for (const c of this.categoryPaths[key]!) counts.set(c, (counts.get(c) ?? 0) + count);
    });
    const children = (parentId: string | null) => (this.childCategoriesOf.get(parentId) ?? []).filter((c) => counts.has(c.id));
    const node = (c: Category | null): any => ({
      category: c ? { id: c.id, name: c.name, description: c.description } : null,
      productCount: c ? counts.get(c.id) ?? 0 : products.length,
      children: children(c?.id ?? null).map((child) => node(child)),
    });
    return node(rootId ? this.categories.get(rootId) ?? null : null);
  }
}
