// CC-9-004: the checkout holds the cart's stock only where the store tracks inventory, for 14400 s.
import { describe, expect, it } from 'vitest';
import { checkoutReservationSeconds } from '../../../machines/checkout/inventory-reservation.ts';

describe('the checkout\'s inventory reservation', () => {
  it('[CC-9-004] a store that tracks inventory holds the stock for 14400 seconds', () => {
    expect(checkoutReservationSeconds({ isInventoryEnabled: true, inventoryDefaultSource: { locationSourceId: '0ghSG0000000001', webStoreInventoryLocationSourceType: 'LocationGroup' } })).toBe(14400);
    expect(checkoutReservationSeconds({ isInventoryEnabled: true })).toBe(14400);
  });

  it('[CC-9-004] a store without inventory, or no configuration at all, reserves nothing', () => {
    expect(checkoutReservationSeconds({ isInventoryEnabled: false })).toBeNull();
    expect(checkoutReservationSeconds({})).toBeNull();
    expect(checkoutReservationSeconds(null)).toBeNull();
    expect(checkoutReservationSeconds(undefined)).toBeNull();
  });
});
