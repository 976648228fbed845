// The checkout page's rules that lived in its hook (issue 13): resuming a stored checkout only while
// the server answers for it (PX-47-001), the split-shipment arrangement with its polling
// (PX-14-002..PX-14-004, CC-4-037, CC-4-038), payment acceptance (PX-19-004) and one order attempt at
// a time (CC-4-048..CC-4-051). Each runs over hand-written fake ports and checks what was sent.
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS_FORM } from '../../../machines/checkout/address-form.ts';
import { createAttemptGate } from '../../../machines/checkout/attempt-gate.ts';
import { arrangeDeliveries, type DeliveryArrangementApis } from '../../../machines/checkout/delivery-arrangement.ts';
import { readStoredCheckout, writeStoredCheckout } from '../../../machines/checkout/flow-storage.ts';
import { billingAddressOf, payForCheckout, type PaymentApis, type PaymentChoice } from '../../../machines/checkout/payment-step.ts';
import { stillOpen } from '../../../machines/checkout/still-open.ts';
import { EMPTY_CARD_FORM } from '../../../machines/checkout/card-form.ts';
import type { Wire } from '../../../machines/wire.ts';

const failing = (status: number) => () => Promise.reject(Object.assign(new Error(`status ${status}`), { status }));

describe('a stored checkout', () => {
  it('[PX-47-001] is resumed while the server answers for it', async () => {
    await expect(stillOpen(() => Promise.resolve({ status: 200 }))).resolves.toBe(true);
  });

  it('[PX-47-001] a 404 or a 410 means start afresh', async () => {
    await expect(stillOpen(failing(404))).resolves.toBe(false);
    await expect(stillOpen(failing(410))).resolves.toBe(false);
  });

  it('[PX-47-001] any other failure fails the start with it (Try again reads once more)', async () => {
    await expect(stillOpen(failing(500))).rejects.toThrow('status 500');
    await expect(stillOpen(() => Promise.reject(new TypeError('offline')))).rejects.toThrow('offline');
  });
});

type Group = Wire['DeliveryGroup'];
const group = (id: string, isDefault: boolean): Group => ({ id, isDefault, totalCartItemCount: 1 });

/** Fake cart calls that record what was sent; `reads` are the groups answered in turn (the last repeats). */
function arrangementApis(reads: Array<Group[] | undefined>, arrangeStatus = 200) {
  const sent: string[] = [];
  const arrangements: unknown[] = [];
  let read = 0;
  const apis: DeliveryArrangementApis = {
    readGroups: async () => reads[Math.min(read++, reads.length - 1)],
    createGroup: async (address) => {
      sent.push(`create ${JSON.stringify(address)}`);
      return group('g2', false);
    },
    updateGroup: async (id, address) => {
      sent.push(`update ${id} ${JSON.stringify(address)}`);
      return group(id, false);
    },
    arrangeItems: async (list) => {
      sent.push('arrange');
      arrangements.push(list);
      return { status: arrangeStatus };
    },
  };
  return { apis, sent, arrangements, reads: () => read };
}

const LINES = ['0a9000000000001', '0a9000000000002'];
const toSecond = { enabled: true, destinations: { [LINES[1]!]: 'second' as const } };

describe('the split-shipment arrangement', () => {
  it('[PX-14-002][PX-14-004] a split makes the second group at the book address and moves whole lines in one call', async () => {
    const fake = arrangementApis([[group('g1', true)]]);
    await arrangeDeliveries(fake.apis, { plan: toSecond, second: { addressId: '8lW000000000002' } }, LINES);
    expect(fake.sent).toEqual(['create {"id":"8lW000000000002"}', 'arrange']);
    expect(fake.arrangements).toEqual([
      [
        { deliveryGroupId: 'g1', cartItemIds: [LINES[0]] },
        { deliveryGroupId: 'g2', cartItemIds: [LINES[1]] },
      ],
    ]);
  });

  it('[PX-14-004] an existing second group is readdressed (a new address typed in), not made again', async () => {
    const fake = arrangementApis([[group('g1', true), group('g9', false)]]);
    const form = { ...EMPTY_ADDRESS_FORM, firstName: 'Ana', lastName: 'Ruiz', street: '1 Main St', city: 'Austin', region: 'TX', postalCode: '73301', country: 'US' };
    await arrangeDeliveries(fake.apis, { plan: toSecond, second: { form } }, LINES);
    expect(fake.sent[0]).toMatch(/^update g9 /);
    expect(JSON.parse(fake.sent[0]!.slice('update g9 '.length))).toMatchObject({ street: '1 Main St', city: 'Austin', postalCode: '73301', country: 'US' });
    expect(fake.sent[1]).toBe('arrange');
  });

  it('[PX-14-004] turning the split off moves every line back to the default group; with no second group nothing is sent', async () => {
    const off = { enabled: false, destinations: {} };
    const withSecond = arrangementApis([[group('g1', true), group('g2', false)]]);
    await arrangeDeliveries(withSecond.apis, { plan: off, second: { addressId: 'x' } }, LINES);
    expect(withSecond.sent).toEqual(['arrange']);
    expect(withSecond.arrangements).toEqual([[{ deliveryGroupId: 'g1', cartItemIds: LINES }]]);

    const alone = arrangementApis([[group('g1', true)]]);
    await arrangeDeliveries(alone.apis, { plan: off, second: { addressId: 'x' } }, LINES);
    expect(alone.sent).toEqual([]);
  });

  it('[CC-4-037][CC-4-038][PX-14-004] an arrange-items 202 (Processing) reads the groups again until they answer; any other status is Completed', async () => {
    const processing = arrangementApis([[group('g1', true)], undefined, undefined, [group('g1', true), group('g2', false)]], 202);
    await arrangeDeliveries(processing.apis, { plan: toSecond, second: { addressId: 'a' } }, LINES);
    expect(processing.reads()).toBe(4);

    const completed = arrangementApis([[group('g1', true)]], 200);
    await arrangeDeliveries(completed.apis, { plan: toSecond, second: { addressId: 'a' } }, LINES);
    expect(completed.reads()).toBe(1);
  });
});

const SHIPPING = { name: 'Dana Okafor', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' };
const sentence = (code: string) => `sentence for ${code}`;

function paymentApis(result: Wire['PaymentResult']) {
  const calls: Array<[string, unknown]> = [];
  const apis: PaymentApis = {
    attachPurchaseOrder: async (input) => void calls.push(['attach', input.poNumber]),
    payment: async (body) => {
      calls.push(['payment', body]);
      return result;
    },
    tokenizeCard: async (body) => {
      calls.push(['tokenize', body.billingAddress]);
      return { token: 'tok_1' };
    },
  };
  return { apis, calls };
}

const purchaseOrder = (file: File | null): PaymentChoice => ({ method: 'PurchaseOrder', poNumber: ' PO-77 ', file, card: EMPTY_CARD_FORM });

describe('the billing address a payment carries', () => {
  const billTo = { addressId: '8lW000000000009', name: 'Lakeshore Neurology Associates', street: 'PO Box 60611-2290', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' };

  it('[PX-70-013] the account\'s billing address goes with its id, so the order bills it, not the shipping address', () => {
    expect(billingAddressOf({ sameAsShipping: false, accountAddressId: billTo.addressId }, SHIPPING, [billTo])).toEqual({
      id: '8lW000000000009', name: 'Lakeshore Neurology Associates', street: 'PO Box 60611-2290', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US',
    });
    // One no longer in the book bills the delivery's address rather than nothing.
    expect(billingAddressOf({ sameAsShipping: false, accountAddressId: 'gone' }, SHIPPING, [billTo])).toMatchObject({ street: '1420 Harbor View Drive' });
  });

  it('[PX-70-013] a card pays with the account\'s address: its token request carries the address alone (the card contract takes no book id), the payment the id', async () => {
    const card = { holderName: 'Dana Okafor', number: '4111 1111 1111 1111', cvv: '123', expiryMonth: 11, expiryYear: 2030 };
    const taken = paymentApis({ salesforceResultCode: 'Success' });
    await payForCheckout(taken.apis, { method: 'CreditCard', poNumber: '', file: null, card }, billingAddressOf({ sameAsShipping: false, accountAddressId: billTo.addressId }, SHIPPING, [billTo]), sentence);
    expect(taken.calls[0]).toEqual(['tokenize', { street: 'PO Box 60611-2290', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' }]);
    expect(taken.calls[1]![1]).toMatchObject({ requestType: 'Auth', billingAddress: { id: billTo.addressId, street: 'PO Box 60611-2290' } });
  });

  it('[PX-70-013] the choice survives a reload: kept by id in the stored checkout', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), removeItem: (key: string) => void store.delete(key) };
    writeStoredCheckout(storage, { checkoutId: '2z9000000000001', flow: { current: 'payment', completed: ['shippingAddress', 'shippingOptions', 'contactInfo', 'billingAddress'] }, billing: { sameAsShipping: false, accountAddressId: billTo.addressId } });
    expect(readStoredCheckout(storage)?.billing).toEqual({ sameAsShipping: false, accountAddressId: billTo.addressId });
  });
});

describe('payment acceptance', () => {
  it('[PX-19-004] a purchase order attaches its document, then pays as SimplePurchaseOrder with the trimmed number; Success is taken', async () => {
    const fake = paymentApis({ salesforceResultCode: 'Success' });
    await payForCheckout(fake.apis, purchaseOrder(new File(['%PDF'], 'po.pdf')), billingAddressOf({ sameAsShipping: true }, SHIPPING), sentence);
    expect(fake.calls.map(([name]) => name)).toEqual(['attach', 'payment']);
    expect(fake.calls[0]![1]).toBe('PO-77');
    expect(fake.calls[1]![1]).toMatchObject({ requestType: 'SimplePurchaseOrder', paymentsData: '{"purchaseOrderNumber":"PO-77"}', billingAddress: { street: SHIPPING.street } });
  });

  it('[PX-19-004] any code but Success fails the step with the gateway message, else the sentence for the code', async () => {
    const declined = paymentApis({ salesforceResultCode: 'Decline', errors: [{ errorCode: 'CARD', message: 'Card expired' }] });
    await expect(payForCheckout(declined.apis, purchaseOrder(null), billingAddressOf({ sameAsShipping: true }, SHIPPING), sentence)).rejects.toThrow('Card expired');
    const review = paymentApis({ salesforceResultCode: 'RequiresReview' });
    await expect(payForCheckout(review.apis, purchaseOrder(null), billingAddressOf({ sameAsShipping: true }, SHIPPING), sentence)).rejects.toThrow('sentence for RequiresReview');
    expect(review.calls.map(([name]) => name)).toEqual(['payment']);
  });

  it('[PX-19-004] a card is tokenised without the addressee and authorised with the token; a refusal fails the step', async () => {
    const card = { holderName: 'Dana Okafor', number: '4111 1111 1111 1111', cvv: '123', expiryMonth: 11, expiryYear: 2030 };
    const taken = paymentApis({ salesforceResultCode: 'Success' });
    await payForCheckout(taken.apis, { method: 'CreditCard', poNumber: '', file: null, card }, billingAddressOf({ sameAsShipping: true }, SHIPPING), sentence);
    expect(taken.calls[0]).toEqual(['tokenize', { street: SHIPPING.street, city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' }]);
    expect(taken.calls[1]![1]).toMatchObject({ paymentToken: 'tok_1', requestType: 'Auth' });
    const refused = paymentApis({ salesforceResultCode: 'SystemError' });
    await expect(payForCheckout(refused.apis, { method: 'CreditCard', poNumber: '', file: null, card }, billingAddressOf({ sameAsShipping: true }, SHIPPING), sentence)).rejects.toThrow('sentence for SystemError');
  });

  it('[PX-19-004] the billing address is the default delivery’s, or the one typed, named from its first and last name', () => {
    const typed = { ...EMPTY_ADDRESS_FORM, firstName: 'Ana', lastName: 'Ruiz', street: '9 Elm', city: 'Reno', postalCode: '89501', country: 'US' };
    expect(billingAddressOf({ sameAsShipping: false, address: typed }, SHIPPING)).toEqual({ name: 'Ana Ruiz', street: '9 Elm', city: 'Reno', region: undefined, postalCode: '89501', country: 'US' });
    expect(billingAddressOf({ sameAsShipping: true }, undefined)).toEqual({ name: undefined, street: '', city: '', region: undefined, postalCode: '', country: '' });
  });
});

describe('placing the order', () => {
  it('[CC-4-048][CC-4-049][CC-4-050][CC-4-051][PX-08-001] one attempt at a time: a second place while one runs is ignored, and the next attempt runs once it ended', async () => {
    const gate = createAttemptGate();
    let finish!: (value: string) => void;
    let attempts = 0;
    const attempt = () => {
      attempts += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = gate.run(attempt);
    expect(gate.running).toBe(true);
    await expect(gate.run(attempt)).resolves.toBeUndefined();
    expect(attempts).toBe(1);
    finish('KRM-100002');
    await expect(first).resolves.toBe('KRM-100002');
    expect(gate.running).toBe(false);
    const failed = gate.run(() => Promise.reject(new Error('409')));
    await expect(failed).rejects.toThrow('409');
    expect(gate.running).toBe(false);
  });
});
