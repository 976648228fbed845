// PX-75-004: a tax-exempt account (salesTaxExempt) is charged no tax: its checkout, placed order and
// product tax policies carry none and say it is exempt, in a Gross and in a Net store (a Gross store takes
// the tax its prices contain off the total, PX-87-002); the same cart to the same address is taxed for an
// account that is not exempt, so the zero is the exemption's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { readyCheckout, signedIn, untilReady, type Client } from './client.ts';

let gross: Sandbox;
let net: Sandbox;
beforeAll(async () => {
  [gross, net] = await Promise.all([createSandbox({ checkoutProcessingMs: 0 }), createSandbox({ checkoutProcessingMs: 0, settings: { taxType: 'Net' } })]);
}, 120_000);
afterAll(async () => {
  await gross?.close();
  await net?.close();
});

// Detroit, MI: 6 % in the fixtures.
const DETROIT = { name: 'Owen Brooks', firstName: 'Owen', lastName: 'Brooks', street: '7400 Commerce Parkway', city: 'Detroit', region: 'MI', postalCode: '48211', country: 'US' };
const cents = (amount: string | undefined) => Math.round(Number(amount ?? 0) * 100);

async function checkoutRead(client: Client) {
  await client.delete('/checkouts/active');
  await client.delete('/carts/current');
  const checkoutId = await readyCheckout(client, DETROIT, '01t000000000001');
  return { checkoutId, body: (await untilReady(() => client.get(`/checkouts/${checkoutId}`))).body };
}

async function placeByCard(client: Client, checkoutId: string) {
  const token = await client.post('/payments/token', {
    billingAddress: { street: DETROIT.street, city: DETROIT.city, region: DETROIT.region, postalCode: DETROIT.postalCode, country: 'US' },
    cardPaymentMethod: { cardHolderName: 'Owen Brooks', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvv: '123', cardType: 'Visa' },
  });
  await client.post(`/checkouts/${checkoutId}/payments`, { paymentToken: token.body.token, requestType: 'Auth' });
  const placed = await client.post(`/checkouts/${checkoutId}/orders`);
  expect(placed.status).toBe(201);
  return (await client.get(`/order-summaries/${placed.body.orderId}`)).body;
}

describe('a tax-exempt account', () => {
  for (const taxType of ['Gross', 'Net'] as const) {
    it(`[PX-75-004][PX-87-002] ${taxType}: the checkout and the placed order carry no tax and say the account is exempt, a Gross store taking off the tax its prices contain; a taxed account's same cart to the same address is taxed`, async () => {
      const url = (taxType === 'Gross' ? gross : net).url;
      const [owen, dana] = await Promise.all([signedIn(url, 'exempt'), signedIn(url, 'buyer')]);
      const exempt = await checkoutRead(owen);
      const taxed = await checkoutRead(dana);
      expect(taxed.body.cartSummary.taxExempt).toBeUndefined();
      expect(cents(taxed.body.cartSummary.totalTaxAmount)).toBeGreaterThan(0);
      const summary = exempt.body.cartSummary;
      expect(summary.taxExempt).toBe(true);
      expect(summary.totalTaxAmount).toBe('0.00');
      // Nothing added for tax (Net); a Gross store takes off the tax its prices contain, which is what
      // the taxed account's same cart to the same address contains (PX-87-002).
      const exemption = taxType === 'Gross' ? -cents(taxed.body.cartSummary.totalTaxAmount) : 0;
      if (taxType === 'Gross') expect(cents(summary.taxExemptionAmount)).toBe(exemption);
      else expect(summary.taxExemptionAmount).toBeUndefined();
      expect(cents(summary.grandTotalAmount)).toBe(cents(summary.totalProductAmountAfterAdjustments) + cents(summary.totalChargeAmount) + cents(summary.tariffSurchargeAmount) + exemption);
      const order = await placeByCard(owen, exempt.checkoutId);
      expect(order.tax).toBe('0.00');
      expect(order.taxExempt).toBe(true);
      expect(cents(order.taxExemption)).toBe(exemption);
      expect(cents(order.totalAmount)).toBe(cents(order.subtotal) + cents(order.freight) + cents(order.tariffSurcharge) + exemption);
      expect(order.totalAmount).toBe(summary.grandTotalAmount);
    });
  }

  it('[PX-75-004] its product tax policies are empty in a Gross store, while a taxed account gets its address\'s rate', async () => {
    const [owen, dana] = await Promise.all([signedIn(gross.url, 'exempt'), signedIn(gross.url, 'buyer')]);
    expect((await owen.get('/taxes/products/01t000000000001')).body.taxesInfo['01t000000000001'].taxesInfoList).toEqual([]);
    expect((await dana.get('/taxes/products/01t000000000001')).body.taxesInfo['01t000000000001'].taxesInfoList).toHaveLength(1);
  });
});

describe('a tax-exempt order in the e-mails and the invoice', () => {
  it('[PX-75-004] the totals rows name the tax row for the exemption, at 0.00', async () => {
    const { orderTotalsBlock } = await import('../../sandbox/domain/mail-format.ts');
    const order = { currencyIsoCode: 'USD', taxType: 'Gross', totalProductAmount: '1720.00', totalDeliveryAmount: '18.00', totalTaxAmount: '0.00', grandTotalAmount: '1738.00', taxExempt: true } as Parameters<typeof orderTotalsBlock>[0];
    const rows = orderTotalsBlock(order, (amount) => `$${amount}`).rows;
    expect(rows).toContainEqual(['Tax (tax-exempt account)', '$0.00']);
    expect(rows.map(([label]) => label)).not.toContain('Tax (included in prices)');
  });
});
