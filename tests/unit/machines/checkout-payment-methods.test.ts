// PX-60-004: the payment methods come from the store's free-form checkout settings, read by shape.
import { describe, expect, it } from 'vitest';
import { storePaymentMethods } from '../../../machines/checkout/payment-step.ts';

describe('the store\'s payment methods', () => {
  it('[PX-60-004] a list of names in the checkout settings is offered as it is', () => {
    expect(storePaymentMethods({ checkoutType: 'Managed', paymentMethods: ['PurchaseOrder'] })).toEqual(['PurchaseOrder']);
    expect(storePaymentMethods({ paymentMethods: ['CreditCard', 'PurchaseOrder'] })).toEqual(['CreditCard', 'PurchaseOrder']);
  });

  it('[PX-60-004] no settings, no list, or a list of anything but names offers purchase order and card', () => {
    for (const settings of [null, undefined, {}, { paymentMethods: 'CreditCard' }, { paymentMethods: [1, 2] }]) {
      expect(storePaymentMethods(settings)).toEqual(['PurchaseOrder', 'CreditCard']);
    }
  });

  it('[PX-68-010] a guest is offered card payment only, whatever the store names', () => {
    for (const settings of [null, {}, { paymentMethods: ['PurchaseOrder', 'CreditCard'] }, { paymentMethods: ['PurchaseOrder'] }]) {
      expect(storePaymentMethods(settings, 'guest')).toEqual(['CreditCard']);
    }
    // A signed-in buyer keeps the store's list.
    expect(storePaymentMethods({ paymentMethods: ['PurchaseOrder'] }, 'buyer')).toEqual(['PurchaseOrder']);
  });
});
