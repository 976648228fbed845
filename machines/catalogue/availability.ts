// Availability from inventory levels (CC-7-027) when inventory is enabled (CC-5-010): in stock with
// the quantity available to order, out of stock, or unknown when no level was read.
import type { Wire } from '../wire.ts';

type WireInventoryLevel = Wire['InventoryLevels']['inventoryLevels'][number];

/** What availability reads of an inventory level (the contract's InventoryLevels); a quantity may also come as a number, or be missing. */
export type InventoryLevel = Pick<WireInventoryLevel, 'productId'> & { availableToOrder?: WireInventoryLevel['availableToOrder'] | number | null };

export type Availability = { status: 'inStock'; available: number } | { status: 'outOfStock' } | { status: 'unknown' };

export const UNKNOWN_AVAILABILITY: Availability = { status: 'unknown' };

function quantityOf(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

export function availabilityOf(level: InventoryLevel | undefined): Availability {
  const available = quantityOf(level?.availableToOrder);
  if (available === undefined) return UNKNOWN_AVAILABILITY;
  return available > 0 ? { status: 'inStock', available: Math.floor(available) } : { status: 'outOfStock' };
}

/** Availability by product id; when a product has several levels the quantities add up. */
export function availabilityByProduct(levels: readonly InventoryLevel[] | null | undefined): Record<string, Availability> {
  if (!levels) return {};
  const totals = new Map<string, number>();
  for (const level of levels) {
    const available = quantityOf(level.availableToOrder);
    if (available === undefined) continue;
    totals.set(level.productId, (totals.get(level.productId) ?? 0) + available);
  }
  return Object.fromEntries([...totals].map(([productId, available]) => [productId, availabilityOf({ productId, availableToOrder: available })]));
}

/** Whether a quantity can be ordered: unknown availability does not block (the cart checks again). */
export function canOrder(availability: Availability, quantity: number): boolean {
  if (availability.status === 'outOfStock') return false;
  if (availability.status === 'inStock') return quantity <= availability.available;
  return true;
}
