// PX-51-003: what a cart says of tax before the checkout knows where it goes, in a Gross store and in a
// Net one. Each store runs on its own sandbox so no other suite sees its settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { signedIn } from './client.ts';

let gross: Sandbox;
let net: Sandbox;
beforeAll(async () => {
  [gross, net] = await Promise.all([createSandbox({ checkoutProcessingMs: 0 }), createSandbox({ checkoutProcessingMs: 0, settings: { taxType: 'Net' } })]);
}, 120_000);
afterAll(async () => {
  await gross?.close();
  await net?.close();
});

const cents = (amount: string | undefined) => Math.round(Number(amount ?? 0) * 100);

describe('tax on the cart, before checkout', () => {
  for (const taxType of ['Gross', 'Net'] as const) {
    it(`[PX-51-003][PX-43-003] ${taxType}: the cart's summary carries no tax and a total without it until an address is known`, async () => {
      const buyer = await signedIn((taxType === 'Gross' ? gross : net).url, 'buyer');
      await buyer.delete('/carts/current');
      expect((await buyer.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '10', type: 'Product' })).status).toBe(201);
      const summary = (await buyer.get('/carts/current')).body;
      const page = (await buyer.get('/carts/current/cart-items')).body.cartSummary;
      for (const read of [summary, page]) {
        expect(read.taxType).toBe(taxType);
        expect(read.totalTaxAmount).toBe('0.00');
        // Dana's account pays the tariff surcharge (PX-08-002); nothing else is added before checkout.
        expect(cents(read.grandTotalAmount)).toBe(cents(read.totalProductAmountAfterAdjustments) + cents(read.tariffSurchargeAmount));
      }
    });
  }

  it('[PX-51-003][CC-5-014] a product\'s tax policies: the rate of the buyer\'s default shipping address in a Gross store, none in a Net one', async () => {
    const [grossBuyer, netBuyer] = await Promise.all([signedIn(gross.url, 'buyer'), signedIn(net.url, 'buyer')]);
    const grossTaxes = (await grossBuyer.get('/taxes/products/01t000000000001')).body;
    expect(grossTaxes.taxLocaleType).toBe('Gross');
    // Dana ships by default to Chicago (fixtures: IL 10.25 %).
    expect(grossTaxes.taxesInfo['01t000000000001'].taxesInfoList.map((policy: { taxRatePercentage: string }) => policy.taxRatePercentage)).toEqual(['10.25']);
    const netTaxes = (await netBuyer.get('/taxes/products/01t000000000001')).body;
    expect(netTaxes.taxLocaleType).toBe('Net');
    expect(netTaxes.taxesInfo['01t000000000001'].taxesInfoList).toEqual([]);
  });
});
