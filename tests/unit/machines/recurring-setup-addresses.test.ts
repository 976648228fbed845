import { describe, expect, it } from 'vitest';
import { setupAddresses } from '../../../machines/recurring/setup-addresses.ts';
import type { Wire } from '../../../machines/wire.ts';

const address = (addressId: string, addressType: 'Shipping' | 'Billing', isDefault: boolean): Wire['AccountAddress'] =>
  ({ addressId, addressType, isDefault, street: `${addressId} Harbor View Drive`, city: 'Chicago', country: 'US' }) as Wire['AccountAddress'];

describe('the set-up popup’s addresses', () => {
  it('[PX-58-003] each type’s default comes first, the others as listed; a card is billed to the default billing address', () => {
    const shipping = [address('s1', 'Shipping', false), address('s2', 'Shipping', false), address('s3', 'Shipping', true)];
    const billing = [address('b1', 'Billing', false), address('b2', 'Billing', true)];
    const offered = setupAddresses(shipping, billing);
    expect(offered.shipping.map((entry) => entry.addressId)).toEqual(['s3', 's1', 's2']);
    expect(offered.billing.map((entry) => entry.addressId)).toEqual(['b2', 'b1']);
    expect(offered.billTo?.addressId).toBe('b2');
    // The lists it was given are left as they were.
    expect(shipping.map((entry) => entry.addressId)).toEqual(['s1', 's2', 's3']);
  });

  it('[PX-58-003] with no billing address the card is billed to the first shipping address; with none at all, to none', () => {
    const shipping = [address('s1', 'Shipping', false), address('s2', 'Shipping', true)];
    expect(setupAddresses(shipping, []).billTo?.addressId).toBe('s2');
    expect(setupAddresses([], [])).toEqual({ shipping: [], billing: [], billTo: undefined });
  });
});
