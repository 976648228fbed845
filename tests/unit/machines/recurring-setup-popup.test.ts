// The set-up popup's rules without a view: the cart lines it is offered for (PX-23-001), the card rules
// when paid by card (PX-23-002) and one standing order for all the lines, created once (PX-32-005, PX-23-003).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CARD_NAME_REQUIRED, CARD_NUMBER_INVALID } from '../../../machines/constants/checkout-flow.ts';
import { standingOrderLines } from '../../../machines/recurring/cart-lines.ts';
import { setupPopupMachine, setupProblems, setupRequest, SETUP_MESSAGES, type SetupForm } from '../../../machines/recurring/setup-popup.machine.ts';

const TODAY = '2026-03-10';
const FORM: SetupForm = { interval: '4', unit: 'Weeks', startDate: '2026-03-11', firstShipmentDate: '2026-03-11', endDate: '', shipToAddressId: '8lW000000000004', poNumber: 'PO-1', payment: 'PurchaseOrder' };
const CARD = { holderName: 'Riley Chen', number: '4111 1111 1111 1111', cvv: '123', expiryMonth: 12, expiryYear: 2030 };

const line = (productId: string, fields: Record<string, string>, type: 'Product' | 'DeliveryCharge' = 'Product') => ({
  productId, type, quantity: '3', name: `Product ${productId}`, productDetails: { productId, name: `Product ${productId}`, fields: { ProductClass: 'Simple', QuantityUnitOfMeasure: 'Box', ...fields } },
});

describe('standing orders from the cart', () => {
  it('[PX-23-001] only product lines eligible by the product page rule, at their quantity and unit', () => {
    const lines = [
      line('01t000000000019', { Standing_Order_Eligible__c: 'true' }),
      line('01t000000000005', { Standing_Order_Eligible__c: 'false' }),
      line('01t000000000021', { Standing_Order_Eligible__c: ' TRUE ', QuantityUnitOfMeasure: 'Pack' }),
      line('01t000000000002', { Standing_Order_Eligible__c: 'true', ProductClass: 'VariationParent' }),
      line('01t000000000040', {}),
      line('01t000000000041', { Standing_Order_Eligible__c: 'true' }, 'DeliveryCharge'),
    ];
    expect(standingOrderLines(lines)).toEqual([
      { productId: '01t000000000019', quantity: 3, unitOfMeasure: 'Box', name: 'Product 01t000000000019' },
      { productId: '01t000000000021', quantity: 3, unitOfMeasure: 'Pack', name: 'Product 01t000000000021' },
    ]);
  });

  it('[PX-23-002] by card the checkout card rules apply and the purchase order is not asked for', () => {
    const byCard = { ...FORM, payment: 'CreditCard' as const, poNumber: '' };
    expect(setupProblems(byCard, TODAY, { ...CARD, holderName: ' ', number: '4111 1111 1111 1112' })).toEqual({ holderName: CARD_NAME_REQUIRED, number: CARD_NUMBER_INVALID });
    expect(setupProblems(byCard, TODAY, CARD)).toEqual({});
    expect(setupProblems({ ...FORM, poNumber: '' }, TODAY, CARD)).toEqual({ poNumber: SETUP_MESSAGES.poNumber });
  });

  it('[PX-32-005][PX-23-003][PX-23-002] all the lines go in ONE create call; a retry sends the same Idempotency-Key, and a changed card is tokenised again', async () => {
    const calls: Array<{ request: { items?: unknown; productId?: string; paymentMethod: unknown }; idempotencyKey: string }> = [];
    let tokens = 0;
    const actor = createActor(
      setupPopupMachine.provide({
        actors: {
          tokenize: fromPromise(async () => `tok-${++tokens}`),
          create: fromPromise(async ({ input }) => {
            calls.push(input);
            // The first answer is lost (the server may have created it): the retry must name the same set-up.
            if (calls.length === 1) throw new Error('network');
            return 'a0R000000000009';
          }),
        },
      }),
      {
        input: {
          today: TODAY,
          form: { ...FORM, payment: 'CreditCard' },
          idempotencyKey: 'setup-key-0001',
          lines: [
            { productId: 'A', quantity: 1, unitOfMeasure: 'Each' },
            { productId: 'B', quantity: 2, unitOfMeasure: 'Box' },
          ],
        },
      },
    ).start();
    for (const [field, value] of Object.entries(CARD)) actor.send({ type: 'card.changed', field: field as keyof typeof CARD, value: String(value) });
    actor.send({ type: 'submit' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.failure !== undefined);
    expect(failed.context.created).toBeUndefined();
    actor.send({ type: 'card.changed', field: 'cvv', value: '321' });
    actor.send({ type: 'submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(done.context.created).toBe('a0R000000000009');
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.request.items).toEqual([
        { productId: 'A', quantity: '1', unitOfMeasure: 'Each' },
        { productId: 'B', quantity: '2', unitOfMeasure: 'Box' },
      ]);
      expect(call.request).not.toHaveProperty('productId');
    }
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['setup-key-0001', 'setup-key-0001']);
    expect(calls.map((call) => call.request.paymentMethod)).toEqual(['tok-1', 'tok-2'].map((paymentToken) => ({ type: 'CreditCard', paymentToken })));
    expect(tokens).toBe(2);
  });

  it('[PX-32-002] one line (the product page) is sent in the call\'s one-product form', () => {
    const request = setupRequest(FORM, [{ productId: '01t000000000001', quantity: 10, unitOfMeasure: 'Pack' }], { type: 'PurchaseOrder', poNumber: 'PO-1' });
    expect(request).toMatchObject({ productId: '01t000000000001', quantity: '10', unitOfMeasure: 'Pack' });
    expect(request).not.toHaveProperty('items');
  });
});
