// Gifting per delivery on the sandbox (PX-31-001..PX-31-005): the recipient's name, each delivery
// group of a split shipment a gift of its own, and the gift wrap taxed where its delivery goes, in a
// Gross store and in a Net one. Each store runs on its own sandbox so no other suite sees its settings.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { checkedGiftChange } from '../../sandbox/domain/gifting.ts';
import { GIFT_WRAP_PRODUCTS } from '../../fixtures/gift-wrap.ts';
import store from '../../fixtures/data/store.json' with { type: 'json' };
import { GIFT_TO_NAME_MAX_LENGTH, GIFT_TO_NAME_TOO_LONG } from '../../machines/constants/gifting.ts';
import { Client, signedIn, untilReady } from './client.ts';

const GIFTING = { giftingConfig: { isGiftingEnabled: true, isGiftMessageEnabled: true, isGiftWrapEnabled: true } };
const CHICAGO = { name: 'Lakeshore Neurology Associates', firstName: 'Dana', lastName: 'Okafor', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US' };
const MILWAUKEE = { name: 'Lakeshore Sleep Lab', firstName: 'Dana', lastName: 'Okafor', street: '777 N Van Buren St', city: 'Milwaukee', region: 'WI', postalCode: '53202', country: 'US' };
const CAP = { productId: '01t000000000003', quantity: '2' };
const TIPS = { productId: '01t000000000005', quantity: '4' };
const [BOX, HAMPER] = GIFT_WRAP_PRODUCTS;

let gross: Sandbox;
let net: Sandbox;
beforeAll(async () => {
  [gross, net] = await Promise.all([
    createSandbox({ checkoutProcessingMs: 0, settings: GIFTING }),
    createSandbox({ checkoutProcessingMs: 0, settings: { ...GIFTING, taxType: 'Net' } }),
  ]);
}, 120_000);
afterAll(async () => {
  await gross?.close();
  await net?.close();
});

const cents = (amount: string | undefined) => Math.round(Number(amount ?? 0) * 100);

/** The rate the fixtures give an address: its region's, else its country's. */
function rateOf(address: { country: string; region: string }): number {
  const rates = store.taxRates;
  const rate = rates.find((r) => r.country === address.country && r.region === address.region) ?? rates.find((r) => r.country === address.country && r.region === null);
  return Number(rate!.taxRatePercentage);
}

/** Oracle: a Net store adds the rate on top; a Gross store's price already holds it (price - price / (1 + rate)). */
const wrapTax = (amount: string, rate: number, taxType: 'Net' | 'Gross') =>
  Math.round(taxType === 'Net' ? (cents(amount) * rate) / 100 : cents(amount) - cents(amount) / (1 + rate / 100));

/** Both products in a fresh cart, a ready checkout to Chicago by Ground, paid by purchase order; with `split`, the tips go to Milwaukee. */
async function checkoutOf(client: Client, split: boolean): Promise<{ checkoutId: string; groups: { chicago: string; milwaukee?: string } }> {
  await client.delete('/checkouts/active');
  await client.delete('/carts/current');
  for (const line of [CAP, TIPS]) expect((await client.post('/carts/current/cart-items', { ...line, type: 'Product' })).status).toBe(201);
  const cartId = (await client.get('/carts/current/compact-summary')).body.cartId;
  const start = await client.put('/checkouts', { cartId, deliveryAddressInput: CHICAGO });
  expect(start.status).toBe(202);
  const checkoutId = start.body.checkoutId as string;
  await untilReady(() => client.get(`/checkouts/${checkoutId}`));
  expect((await client.patch(`/checkouts/${checkoutId}`, { deliveryMethodId: '2Dm000000000001' })).status).toBe(202);
  expect((await client.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: 'PO-GIFTS-1' }) })).status).toBeLessThan(300);
  const read = (await untilReady(() => client.get(`/checkouts/${checkoutId}`))).body;
  const chicago = read.deliveryGroups.items.find((group: { isDefault: boolean }) => group.isDefault).id as string;
  if (!split) return { checkoutId, groups: { chicago } };
  const second = await client.post('/carts/current/delivery-groups', { name: 'Second', deliveryAddress: MILWAUKEE });
  expect(second.status).toBe(201);
  const lines = (await client.get('/carts/current/cart-items?pageSize=100')).body.cartItems as Array<{ cartItem: { cartItemId: string; productId: string } }>;
  const tips = lines.find((entry) => entry.cartItem.productId === TIPS.productId)!.cartItem.cartItemId;
  expect((await client.post('/carts/current/delivery-groups/actions/arrange-items', { arrangements: [{ deliveryGroupId: second.body.id, cartItemIds: [tips] }], deleteEmptyDeliveryGroups: true })).status).toBe(200);
  return { checkoutId, groups: { chicago, milwaukee: second.body.id as string } };
}

const groupOf = (checkout: any, id: string) => checkout.deliveryGroups.items.find((group: { id: string }) => group.id === id);

/** Places the order; answers its read, its e-mail, its invoice and the invoice document as text. */
async function place(sandbox: Sandbox, client: Client, checkoutId: string, key: string) {
  const before = sandbox.core.outbox.list().length;
  const placed = await client.request('POST', `/checkouts/${checkoutId}/orders`, undefined, { 'Idempotency-Key': key });
  expect(placed.status).toBe(201);
  const order = (await client.get(`/order-summaries/${placed.body.orderId}`)).body;
  const invoices = (await client.get(`/order-summaries/${placed.body.orderId}/invoices`)).body.invoices as Array<{ invoiceId: string; totalAmount: string }>;
  expect(invoices).toHaveLength(1);
  const pdf = await client.get(`/invoices/${invoices[0]!.invoiceId}/document`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), { mergePages: true });
  const mails = sandbox.core.outbox.list().slice(before);
  expect(mails).toHaveLength(1);
  return { order, invoice: invoices[0]!, invoiceText: text.replace(/\s+/g, ' '), mail: mails[0]!.text };
}

describe('the recipient\'s name', () => {
  it('[PX-31-001][PX-31-002] kept trimmed on the delivery group and read back; 255 characters kept, one more refused; copied to the order, its delivery, its e-mail', async () => {
    const dana = await signedIn(gross.url, 'buyer');
    const { checkoutId, groups } = await checkoutOf(dana, false);
    expect(groupOf((await dana.get(`/checkouts/${checkoutId}`)).body, groups.chicago).giftToName).toBeNull();
    const longest = 'é'.repeat(GIFT_TO_NAME_MAX_LENGTH);
    expect((await dana.patch(`/checkouts/${checkoutId}`, { isGift: true, giftToName: longest })).status).toBe(202);
    const refused = await dana.patch(`/checkouts/${checkoutId}`, { isGift: true, giftToName: `${longest}e` });
    expect(refused.status).toBe(400);
    expect(groupOf((await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body, groups.chicago).giftToName).toBe(longest);
    expect((await dana.patch(`/checkouts/${checkoutId}`, { isGift: true, giftToName: '  Dr. Amara Lind  ' })).status).toBe(202);
    const read = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
    expect(groupOf(read, groups.chicago)).toMatchObject({ isGift: true, giftToName: 'Dr. Amara Lind', giftMessage: null, giftWrap: null });

    const { order, mail } = await place(gross, dana, checkoutId, 'gift-to-name-0001');
    expect(order).toMatchObject({ isGift: true, giftToName: 'Dr. Amara Lind' });
    expect(order.deliveryGroups[0]).toMatchObject({ isGift: true, giftToName: 'Dr. Amara Lind', giftMessage: null });
    expect(order.deliveryGroups[0].giftWrap).toBeUndefined();
    expect(mail).toMatch(/Ship to: Lakeshore Neurology Associates[^\n]*\n[^\n]*\nGift for: Dr\. Amara Lind/);
  });

  it('[PX-31-001] the domain check on its own: a blank name clears it, 256 characters are refused with the message', () => {
    expect(checkedGiftChange(GIFTING.giftingConfig, { giftToName: '   ' }).toName).toBeNull();
    expect(() => checkedGiftChange(GIFTING.giftingConfig, { giftToName: 'x'.repeat(GIFT_TO_NAME_MAX_LENGTH + 1) })).toThrow(GIFT_TO_NAME_TOO_LONG);
  });
});

describe('each delivery a gift of its own', () => {
  it('[PX-31-003][PX-31-002] one change gives each delivery group its own message, recipient and wrap; both wraps are charged; the order, its deliveries and its e-mail keep each', async () => {
    const dana = await signedIn(gross.url, 'buyer');
    const { checkoutId, groups } = await checkoutOf(dana, true);
    const before = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
    const change = {
      deliveryGroupGifts: [
        { deliveryGroupId: groups.chicago, isGift: true, giftMessage: 'For the EEG team', giftToName: 'Dr. Amara Lind', giftWrapProductId: BOX!.id },
        { deliveryGroupId: groups.milwaukee!, isGift: true, giftMessage: 'For the sleep lab', giftToName: 'Sam Ortiz', giftWrapProductId: HAMPER!.id },
      ],
    };
    expect((await dana.patch(`/checkouts/${checkoutId}`, change)).status).toBe(202);
    const read = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
    expect(groupOf(read, groups.chicago)).toMatchObject({ isGift: true, giftMessage: 'For the EEG team', giftToName: 'Dr. Amara Lind', giftWrap: { productId: BOX!.id, amount: BOX!.prices.USD } });
    expect(groupOf(read, groups.milwaukee!)).toMatchObject({ isGift: true, giftMessage: 'For the sleep lab', giftToName: 'Sam Ortiz', giftWrap: { productId: HAMPER!.id, amount: HAMPER!.prices.USD } });
    const wraps = cents(BOX!.prices.USD) + cents(HAMPER!.prices.USD);
    expect(cents(read.cartSummary.giftWrapAmount)).toBe(wraps);
    // Gross: the wraps' tax is inside their price, so the total grows by the wraps alone.
    expect(cents(read.cartSummary.grandTotalAmount) - cents(before.cartSummary.grandTotalAmount)).toBe(wraps);

    const { order, mail } = await place(gross, dana, checkoutId, 'gift-per-delivery-0001');
    expect(order.deliveryGroups.map((group: any) => [group.deliverToAddress.city, group.giftToName, group.giftMessage, group.giftWrap?.productId])).toEqual([
      ['Chicago', 'Dr. Amara Lind', 'For the EEG team', BOX!.id],
      ['Milwaukee', 'Sam Ortiz', 'For the sleep lab', HAMPER!.id],
    ]);
    expect(cents(order.giftWrapAmount)).toBe(wraps);
    expect(cents(order.totalAmount)).toBe(cents(read.cartSummary.grandTotalAmount));
    const [first, second] = mail.split('Delivery 2 of 2');
    expect(first).toContain('Gift for: Dr. Amara Lind');
    // Money in e-mails as the store shows it (PX-68-005): '$12.00', not '12.00'.
    expect(first).toContain(`Gift wrap: ${BOX!.name} $${BOX!.prices.USD}`);
    expect(first).not.toContain('Sam Ortiz');
    expect(second).toContain('Gift for: Sam Ortiz');
    expect(second).toContain('Gift message: For the sleep lab');
  });

  it('[PX-31-003] an entry naming a delivery group the checkout does not have is refused with 400 INVALID_ID_FIELD and no group changes', async () => {
    const dana = await signedIn(gross.url, 'buyer');
    const { checkoutId, groups } = await checkoutOf(dana, true);
    const refused = await dana.patch(`/checkouts/${checkoutId}`, {
      deliveryGroupGifts: [
        { deliveryGroupId: groups.chicago, isGift: true, giftMessage: 'Kept?' },
        { deliveryGroupId: '0a7000000009999', isGift: true },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body[0]).toMatchObject({ errorCode: 'INVALID_ID_FIELD', message: '0a7000000009999 is not a delivery group of this checkout.' });
    const read = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
    expect(groupOf(read, groups.chicago)).toMatchObject({ isGift: false, giftMessage: null });
  });
});

describe('the gift wrap\'s tax', () => {
  for (const [taxType, sandbox] of [['Gross', () => gross], ['Net', () => net]] as const) {
    it(`[PX-31-005][PX-43-003] ${taxType}: each wrap and each delivery's lines are taxed at the delivery's address; the checkout, the order's tax and total and the invoice agree`, async () => {
      const dana = await signedIn(sandbox().url, 'buyer');
      const { checkoutId, groups } = await checkoutOf(dana, true);
      const before = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
      const change = { deliveryGroupGifts: [{ deliveryGroupId: groups.chicago, giftWrapProductId: HAMPER!.id, isGift: true }, { deliveryGroupId: groups.milwaukee!, giftWrapProductId: BOX!.id, isGift: true }] };
      expect((await dana.patch(`/checkouts/${checkoutId}`, change)).status).toBe(202);
      const read = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
      const expectedWrapTax = wrapTax(HAMPER!.prices.USD, rateOf(CHICAGO), taxType) + wrapTax(BOX!.prices.USD, rateOf(MILWAUKEE), taxType);
      expect(expectedWrapTax).toBeGreaterThan(0);
      expect(cents(read.cartSummary.giftWrapTaxAmount)).toBe(expectedWrapTax);
      const wraps = cents(HAMPER!.prices.USD) + cents(BOX!.prices.USD);
      expect(cents(read.cartSummary.grandTotalAmount) - cents(before.cartSummary.grandTotalAmount)).toBe(wraps + (taxType === 'Net' ? expectedWrapTax : 0));

      const { order, invoice, invoiceText } = await place(sandbox(), dana, checkoutId, `gift-wrap-tax-${taxType}`);
      // PX-43-003: the products' tax, each delivery's lines at its own address (the checkout showed it already).
      const lineAmount = (productId: string) => cents(order.items.find((item: { productId: string }) => item.productId === productId).totalPrice);
      const productTax = wrapTax(String(lineAmount(CAP.productId) / 100), rateOf(CHICAGO), taxType) + wrapTax(String(lineAmount(TIPS.productId) / 100), rateOf(MILWAUKEE), taxType);
      expect(cents(read.cartSummary.totalTaxAmount)).toBe(productTax);
      expect(cents(order.tax)).toBe(productTax + expectedWrapTax);
      expect(cents(order.totalAmount)).toBe(cents(order.subtotal) + cents(order.tariffSurcharge) + cents(order.freight) + wraps + (taxType === 'Net' ? cents(order.tax) : 0));
      expect(cents(order.totalAmount)).toBe(cents(read.cartSummary.grandTotalAmount));
      expect(invoice.totalAmount).toBe(order.totalAmount);
      const usd = (amountCents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amountCents / 100);
      expect(invoiceText).toContain(`Gift wrap ${usd(wraps)}`);
      expect(invoiceText).toContain(`${taxType === 'Gross' ? 'Tax (included in prices)' : 'Tax'} ${usd(cents(order.tax))}`);
    });
  }
});
