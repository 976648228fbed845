import { describe, expect, it } from 'vitest';
import { isInternalCode, loadedCheckout, requirePayload } from '../../../machines/checkout/checkout-actions.ts';
import { billingAddressOf } from '../../../machines/checkout/payment-step.ts';

describe('checkout action guards (CC §8 internal codes)', () => {
  it('[CC-8-008] a checkout action dispatched without a payload fails with INTERNAL_ERROR; one with a payload goes on with it', () => {
    expect(() => requirePayload(undefined)).toThrow(new Error('INTERNAL_ERROR'));
    expect(() => requirePayload(null)).toThrow(new Error('INTERNAL_ERROR'));
    const choice = { sameAsShipping: true as const };
    expect(requirePayload(choice)).toBe(choice);
    expect(requirePayload('2Dm000000000001')).toBe('2Dm000000000001');
    expect(isInternalCode('INTERNAL_ERROR')).toBe(true);
  });

  it('[CC-8-012] checkout data read before the checkout has loaded fails with SESSION_NOT_LOADED', () => {
    // The payment and billing steps read the shipping address through it.
    const read = (checkout: { deliveryGroups?: { items: { isDefault: boolean; deliveryAddress: { street: string; city: string; postalCode: string; country: string } }[] } } | undefined) =>
      billingAddressOf({ sameAsShipping: true }, loadedCheckout(checkout).deliveryGroups?.items.find((group) => group.isDefault)?.deliveryAddress);
    expect(() => read(undefined)).toThrow(new Error('SESSION_NOT_LOADED'));
    expect(() => loadedCheckout(null)).toThrow(new Error('SESSION_NOT_LOADED'));
    expect(read({ deliveryGroups: { items: [{ isDefault: true, deliveryAddress: { street: '1420 Harbor View Drive', city: 'Chicago', postalCode: '60611', country: 'US' } }] } })).toMatchObject({ street: '1420 Harbor View Drive', city: 'Chicago' });
    expect(isInternalCode('SESSION_NOT_LOADED')).toBe(true);
    expect(isInternalCode('The checkout could not be started.')).toBe(false);
  });
});
