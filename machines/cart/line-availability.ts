// The availability of the cart page's lines (issue 14: "availability when inventory is enabled"):
// which products a page of lines reads, what each line shows, and when it says its quantity is more
// than is available. The wording and the reading of a level are the product page's
// (machines/catalogue/availability.ts); whether a read goes out at all is CC-5-009..CC-5-013's.
import { availabilityByProduct, canOrder, UNKNOWN_AVAILABILITY, type Availability, type InventoryLevel } from '../catalogue/availability.ts';
import { CART_PAGE_SIZE } from '../constants/cart-checkout.ts';

/**
 * PX-62-001: the products of the lines on the page not yet read (nor being read), each once, in
 * batches of at most a page of lines (CC-9-001): one inventory read per page of lines, never one per
 * line, however many pages 'Show more' brings.
 */
export function availabilityBatches(productIds: readonly (string | null | undefined)[], requested: ReadonlySet<string>): string[][] {
  const wanted = [...new Set(productIds.filter((id): id is string => typeof id === 'string' && id.trim() !== '' && !requested.has(id)))];
  const batches: string[][] = [];
  for (let start = 0; start < wanted.length; start += CART_PAGE_SIZE) batches.push(wanted.slice(start, start + CART_PAGE_SIZE));
  return batches;
}

/**
 * PX-62-002: what one read tells of each product it asked for: the summed level (as the product page
 * reads it), or unknown when the answer has none for it or the read failed, so no line waits forever.
 */
export function availabilityOfBatch(productIds: readonly string[], levels: readonly InventoryLevel[] | undefined): Record<string, Availability> {
  const found = availabilityByProduct(levels);
  return Object.fromEntries(productIds.map((id) => [id, found[id] ?? UNKNOWN_AVAILABILITY]));
}

/** What a line shows of its availability. */
export type LineAvailability =
  /** Inventory is off or has no default source: nothing is read and no room is kept (CC-5-010..CC-5-013). */
  | { show: 'nothing' }
  /** Being read: the line keeps the room the availability will take. */
  | { show: 'pending' }
  | { show: 'availability'; availability: Availability }
  /** The line's quantity is more than the level allows (the product page's 'Only n available'). */
  | { show: 'short'; available: number };

export interface LineAvailabilityFacts {
  /** Whether the page reads inventory (CC-5-010..CC-5-013). */
  reads: boolean;
  /** The line's product's availability; undefined while it is read. */
  availability: Availability | undefined;
  /** The line's quantity as the cart holds it. */
  quantity: number;
  /** Whether the server sent an INSUFFICIENT_INVENTORY message for this line. */
  hasServerStockMessage: boolean;
}

/**
 * PX-62-003: a line in stock whose quantity is more than is available says so; out of stock says so
 * by its status. PX-62-004: the server's INSUFFICIENT_INVENTORY message, when the line has one, is the
 * authority (the line shows it), so the line's own comparison is not shown beside it.
 */
export function lineAvailability({ reads, availability, quantity, hasServerStockMessage }: LineAvailabilityFacts): LineAvailability {
  if (!reads) return { show: 'nothing' };
  if (!availability) return { show: 'pending' };
  if (availability.status === 'inStock' && !hasServerStockMessage && !canOrder(availability, quantity)) return { show: 'short', available: availability.available };
  return { show: 'availability', availability };
}
