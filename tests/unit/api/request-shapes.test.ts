// Request and answer shapes of CC §3 and SH §3 that the storefront's own calls keep (src/api/ and the
// checkout's payment step): what goes out on the wire, and what comes back untouched.
import { describe, expect, it } from 'vitest';
import { payForCheckout, type PaymentApis } from '../../../machines/checkout/payment-step.ts';
import { DELIVERY_GROUP_LIMIT } from '../../../machines/constants/cart-checkout.ts';
import { readDeliveryGroups } from '../../../src/api/adapters/cart.ts';
import { checkoutPageApis } from '../../../src/api/adapters/checkout.ts';
import { BUYER, STORE, fakeStore, json } from './harness.ts';

const BILLING = { name: 'Dana Okafor', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' };
const CARD = { holderName: 'Dana Okafor', number: '4111 1111 1111 1111', cvv: '737', expiryMonth: 9, expiryYear: 2031 };

/** Payment calls that record what the step sends and accept it. */
function recordingPayments() {
  const sent: { payment: Parameters<PaymentApis['payment']>[0][]; tokenised: unknown[] } = { payment: [], tokenised: [] };
  const apis: PaymentApis = {
    attachPurchaseOrder: async () => undefined,
    payment: async (body) => {
      sent.payment.push(body);
      return { salesforceResultCode: 'Success', errors: [], paymentsData: {} } as never;
    },
    tokenizeCard: async (body) => {
      sent.tokenised.push(body);
      return { token: 'tok_0001' };
    },
  };
  return { apis, sent };
}

describe('payment request (CC §3)', () => {
  it('[CC-3-042][CC-3-043][CC-3-044] a purchase order pays as SimplePurchaseOrder with paymentsData serialised to a string and the billing address', async () => {
    const { apis, sent } = recordingPayments();
    await payForCheckout(apis, { method: 'PurchaseOrder', poNumber: ' PO-LNA-7001 ', file: null, card: CARD }, BILLING, () => 'failed');
    expect(sent.payment).toHaveLength(1);
    const [body] = sent.payment;
    expect(body!.requestType).toBe('SimplePurchaseOrder');
    expect(typeof body!.paymentsData).toBe('string');
    expect(JSON.parse(body!.paymentsData as string)).toEqual({ purchaseOrderNumber: 'PO-LNA-7001' });
    expect(body!.billingAddress).toEqual(BILLING);
    expect(body!.paymentToken).toBeUndefined();
  });

  it('[CC-3-042][CC-3-043] a card pays as Auth with the token of the card, never its number', async () => {
    const { apis, sent } = recordingPayments();
    await payForCheckout(apis, { method: 'CreditCard', poNumber: '', file: null, card: CARD }, BILLING, () => 'failed');
    expect(sent.tokenised).toHaveLength(1);
    expect(sent.payment).toEqual([{ paymentToken: 'tok_0001', requestType: 'Auth', billingAddress: BILLING }]);
    expect(JSON.stringify(sent.payment)).not.toContain('4111');
  });
});

describe('delivery-group and address queries (CC §3)', () => {
  it('[CC-3-045] the delivery groups are asked with limit and cartItemLimit, and a page is asked with pageSize and its page token', async () => {
    const store = fakeStore(BUYER, () => json(200, { items: [] }));
    await readDeliveryGroups(store.api);
    expect(store.last).toMatchObject({ method: 'GET', path: `${STORE}/carts/current/delivery-groups` });
    expect(store.last.query).toMatchObject({ limit: String(DELIVERY_GROUP_LIMIT), cartItemLimit: '100' });
    await store.api.cart.deliveryGroups({ cartItemLimit: 10, pageSize: 5, pageToken: 'page-2' });
    expect(store.last.query).toMatchObject({ limit: String(DELIVERY_GROUP_LIMIT), cartItemLimit: '10', pageSize: '5', pageToken: 'page-2' });
  });

  it('[CC-3-046][CC-3-047] an arrangement sends its arrangements list, and asks to delete empty groups only when told (the default is false)', async () => {
    const store = fakeStore(BUYER, () => json(200, { items: [] }));
    const arrangements = [{ deliveryGroupId: '0a7000000000002', cartItemIds: ['0a9000000000001'] }];
    await store.api.cart.arrangeItems(arrangements);
    expect(store.last).toMatchObject({ method: 'POST', path: `${STORE}/carts/current/delivery-groups/actions/arrange-items` });
    expect(store.last.body).toEqual({ arrangements });
    await store.api.cart.arrangeItems(arrangements, {}, true);
    expect(store.last.body).toEqual({ arrangements, deleteEmptyDeliveryGroups: true });
  });

  it('[CC-3-048] the checkout asks for shipping addresses with excludeUnsupportedCountries, shouldShowDefaultAddrFirst and pageSize', async () => {
    const store = fakeStore(BUYER, () => json(200, { items: [], count: 0 }));
    await checkoutPageApis(store.api).shippingAddresses();
    expect(store.last).toMatchObject({ method: 'GET', path: `${STORE}/accounts/current/addresses` });
    expect(store.last.query).toMatchObject({ addressType: 'Shipping', excludeUnsupportedCountries: 'true', shouldShowDefaultAddrFirst: 'true', pageSize: '25' });
  });
});

describe('shopper agent context (SH §3)', () => {
  it('[SH-3-084] the shopper agent context is returned as the server sent it, unknown fields and all', async () => {
    const answer = { agentId: 'agent-1', nested: { anything: [1, 'two', null] }, unexpected: true };
    const store = fakeStore(BUYER, () => json(200, answer));
    expect(await store.api.context.shopperAgentContext()).toEqual(answer);
  });
});
