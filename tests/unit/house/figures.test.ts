import { describe, expect, it } from 'vitest';
import { functionLengths, keepsPageList } from '../../../scripts/house-figures.ts';

describe('house figures (scripts/house-figures.ts)', () => {
  it('[PX-82-004] a function is measured from its first to its last line by the parser, braces in strings and comments aside, nested ones on their own', () => {
    const source = [
      'export function outer(a: number) {', // 1
      "  const brace = '}'; // }", // 2
      '  /* { */', // 3
      '  const inner = (b: number) => {', // 4
      '    return b + 1;', // 5
      '  };', // 6
      '  return inner(a);', // 7
      '}', // 8
      'class Box {', // 9
      '  size() {', // 10
      '    return 1;', // 11
      '  }', // 12
      '}', // 13
      'declare function bodiless(): void;', // 14
    ].join('\n');
    const lengths = functionLengths('x.ts', source).map(({ name, line, lines }) => [name, line, lines]);
    expect(lengths).toEqual([
      ['outer', 1, 8],
      ['inner', 4, 3],
      ['size', 10, 3],
    ]);
  });

  it('[PX-82-004] a file keeping pages by hand counts as a page list; one deriving them from a manifest does not', () => {
    expect(keepsPageList('routes.tsx', "const x = <Routes><Route path='/a' element={<A />} /><Route path='/b' element={<B />} /></Routes>;")).toBe(true);
    expect(keepsPageList('groups.ts', "export const ROUTE_PAGES = ['src/cart/CartPage.tsx', 'src/orders/OrdersPage.tsx'];")).toBe(true);
    expect(keepsPageList('site.ts', "export const accountPaths = { orders: '/orders', invoices: '/invoices' };")).toBe(true);
    expect(keepsPageList('signed-in.ts', 'export const PAGES = [accountPaths.orders, `${accountPaths.orders}/*`, WISHLIST_PATH];')).toBe(true);
    expect(keepsPageList('reads.ts', "export const R = { '/cart': [() => import('../cart/CartPage.tsx')], [CHECKOUT_PATH]: [] };")).toBe(true);
    // Derived from one manifest: no page is named here.
    expect(keepsPageList('derived.ts', 'export const PAGES = manifest.filter((p) => p.signedIn).map((p) => p.path);')).toBe(false);
    // One page is not a list.
    expect(keepsPageList('one.ts', "export const HOME = ['/'];\nexport const CART_PATH = '/cart';")).toBe(false);
  });
});
