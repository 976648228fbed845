// CC-9-004, CC-9-005: once the checkout is ready, the cart's stock is held while the buyer fills it in,
// but only where the store tracks inventory. The contract's inventory configuration names no lifetime
// of its own, so the hold lasts the spec's default (inventoryReservationSeconds with nothing configured).
import { inventoryReservationSeconds } from '../cart/queries.ts';
import type { Tolerant, Wire } from '../wire.ts';

/** How long to hold the cart's stock for this checkout, or null when the store keeps no inventory. */
export function checkoutReservationSeconds(inventory: Tolerant<Wire['InventoryConfiguration']> | null | undefined): number | null {
  return inventory?.isInventoryEnabled ? inventoryReservationSeconds() : null;
}
