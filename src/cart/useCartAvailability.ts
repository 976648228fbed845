// The availability of the cart page's lines (PX-62-001..PX-62-004): once a page of lines is on
// screen, one inventory read for the products it brings (the lines render first and their
// availability fills in, its room kept meanwhile). Apart from useCartPage so the lines' reads and
// changes stay that hook's, this one only looks at the lines it is given.
import { useEffect, useRef, useState } from 'react';
import { inventorySourceQuery } from '../../machines/api/request-rules.ts';
import type { Availability } from '../../machines/catalogue/availability.ts';
import { availabilityBatches } from '../../machines/cart/line-availability.ts';
import { cartAvailabilityReader } from '../api/adapters/cart.ts';
import { nextPaint } from '../app/after-first-paint.ts';
import { useApi, useApplicationContext } from '../app/store/parts.tsx';
import type { CartLine } from './useCartPage.ts';

export interface CartAvailability {
  /** Whether inventory is read at all (CC-5-010..CC-5-013); when not, lines keep no room for it. */
  reads: boolean;
  /** Availability by product id, as each read answers. */
  byProduct: Record<string, Availability>;
}

export function useCartAvailability(lines: readonly CartLine[]): CartAvailability {
  const api = useApi();
  const { requestContext } = useApplicationContext();
  const reads = inventorySourceQuery(requestContext.inventoryConfiguration) !== undefined;
  const [byProduct, setByProduct] = useState<Record<string, Availability>>({});
  // Products read or being read: a removal, a coupon or a quantity change reads no product again.
  const requested = useRef(new Set<string>());

  useEffect(() => {
    if (!reads) return;
    const batches = availabilityBatches(
      lines.map((line) => line.productId),
      requested.current,
    );
    if (batches.length === 0) return;
    for (const batch of batches) for (const id of batch) requested.current.add(id);
    const read = cartAvailabilityReader(api);
    // After the lines' paint, so the read (and the API area it loads) never delays the first screen.
    void nextPaint().then(() =>
      Promise.all(batches.map((batch) => read(batch).then((found) => setByProduct((known) => ({ ...known, ...found }))))),
    );
  }, [reads, lines, api]);

  return { reads, byProduct };
}
