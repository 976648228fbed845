// The one route matcher shared by index.html's early reads and the signed-in pages (PX-42-001).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeCovers } from '../../../src/app/route-covers.ts';

describe('routeCovers', () => {
  it('[PX-42-001] a route covers its address with or without a trailing slash, nothing longer', () => {
    expect(routeCovers('/orders', '/orders')).toBe(true);
    expect(routeCovers('/orders', '/orders/')).toBe(true);
    expect(routeCovers('/orders', '/orders/KRM-100001')).toBe(false);
    expect(routeCovers('/orders', '/ordersx')).toBe(false);
  });

  it('[PX-42-001] a `/x/*` route covers the addresses below /x, not /x nor /x/ (the list with a trailing slash)', () => {
    expect(routeCovers('/orders/*', '/orders/KRM-100001')).toBe(true);
    expect(routeCovers('/orders/*', '/orders/x/y')).toBe(true);
    expect(routeCovers('/orders/*', '/orders/')).toBe(false);
    expect(routeCovers('/orders/*', '/orders')).toBe(false);
    expect(routeCovers('/orders/*', '/ordersx')).toBe(false);
  });

  it('[PX-42-001] for any segment, /x/ is covered by /x and never by /x/*, and /x/<rest> only by /x/*', () => {
    const segment = fc.stringMatching(/^[a-z][a-z-]{0,11}$/);
    fc.assert(
      fc.property(segment, segment, (name, rest) => {
        const route = `/${name}`;
        expect([routeCovers(route, `${route}/`), routeCovers(`${route}/*`, `${route}/`)]).toEqual([true, false]);
        expect([routeCovers(route, `${route}/${rest}`), routeCovers(`${route}/*`, `${route}/${rest}`)]).toEqual([false, true]);
      }),
    );
  });
});
