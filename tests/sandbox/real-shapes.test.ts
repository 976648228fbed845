// The sandbox answers and accepts the platform's real shapes (v64): body-less writes with a JSON
// content type, the product-children envelope, GET carts/{id}, the payment body, addresses with
// country names and codes, numbers where strings were assumed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { sampleRequest } from '../../contracts/live-contract.ts';
import { listOperations, loadOpenApi } from '../../contracts/openapi.ts';
import { Client, signedIn, untilReady, WEBSTORE } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

const visa = (cvv: string | number) => ({
  billingAddress: { street: '1420 Harbor View Drive', city: 'Chicago', region: 'Illinois', postalCode: '60611', country: 'United States' },
  cardPaymentMethod: { cardHolderName: 'Dana Okafor', cardNumber: '4111111111111111', expiryMonth: 11, expiryYear: 2035, cvv, cardType: 'Visa' },
});

async function startedCheckout(client: Client) {
  const cartId = (await client.get('/carts/current/compact-summary')).body.cartId;
  await client.delete('/checkouts/active');
  const start = await client.put('/checkouts', { cartId });
  expect(start.status).toBe(202);
  return start.body.checkoutId as string;
}

describe('real request shapes', () => {
  it('[PX-09-004][CC-7-047] PUT carts/current with Content-Type application/json and an empty body is handled as a body-less write', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const answer = await dana.request('PUT', '/carts/current', undefined, { 'content-type': 'application/json' });
    expect([200, 201]).toContain(answer.status);
    expect(answer.body.cartId).toMatch(/^0a6/);
  });

  it('[PX-09-004] no body-less write of the document answers 400 for an empty JSON body', async () => {
    const doc = loadOpenApi();
    const bodyless = listOperations(doc).filter((op) => op.method !== 'get' && !op.operation.requestBody?.required);
    expect(bodyless.length).toBeGreaterThan(10);
    const client = await signedIn(sandbox.url, 'multi');
    for (const op of bodyless) {
      const sample = sampleRequest(doc, op);
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(sample.path[name])));
      const answer = await client.request(op.method.toUpperCase(), path, undefined, { 'content-type': 'application/json' });
      const messages = JSON.stringify(answer.body);
      expect(messages, `${op.operationId}`).not.toMatch(/Body cannot be empty|FST_ERR_CTP/);
      if (answer.status === 400) expect(messages, `${op.operationId}`).not.toMatch(/body/i);
    }
  });

  it('[PX-09-004] a JSON body that is not JSON still answers 400 with the platform error body', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const answer = await fetch(`${sandbox.url}${WEBSTORE}/carts/current`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: dana.cookieHeader(), 'csrf-token': dana.csrfToken! }, body: '{not json' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual([expect.objectContaining({ errorCode: 'INVALID_INPUT' })]);
  });

  it('[PX-09-014][CC-7-054][CC-7-055] quantities as numbers add and change cart items like decimal strings', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const added = await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: 3, type: 'Product' });
    expect(added.status).toBe(201);
    const changed = await dana.patch(`/carts/current/cart-items/${added.body.cartItemId}`, { quantity: 4 });
    expect(changed.status).toBe(200);
    expect(changed.body.quantity).toBe('4.0');
    const batch = await dana.post('/carts/current/cart-items/batch', { inputs: [{ richInput: { productId: '01t000000000005', quantity: 2, type: 'Product' } }] });
    expect(batch.body.hasErrors).toBe(false);
    expect((await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: 0, type: 'Product' })).status).toBe(400);
  });

  it('[PX-09-014][PX-09-013] a card security code as a number is tokenised; a billing address with the country and state names is accepted', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const token = await dana.post('/payments/token', visa(123));
    expect(token.status).toBe(201);
    expect(token.body.lastFour).toBe('1111');
    // The token itself is random hex, so look for the code as a field or a value, not as a substring.
    expect(Object.keys(token.body)).not.toContain('cvv');
    expect(Object.values(token.body).map(String)).not.toContain('123');
    expect((await dana.post('/payments/token', visa(12))).status).toBe(400);
  });
});

describe('real response shapes', () => {
  it('[PX-09-005][CC-7-009] product children answer the Product Child Collection envelope, paged by opaque tokens with their URLs', async () => {
    const guest = new Client(sandbox.url);
    const first = await guest.get('/products/01t000000000002/children?pageSize=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 1, total: 2, productClass: 'VariationParent', previousPageToken: null, previousPageUrl: null });
    expect(first.body.items[0]).toMatchObject({ defaultQuantity: '1.0', isEntitled: true, productInfo: { id: '01t000000000003', productClass: 'Variation' } });
    expect(first.body.items[0].productInfo.variationAttributeSet.attributes).toEqual([{ apiName: 'Size__c', label: 'Size', sequence: 0, value: 'Small' }]);
    expect(first.body.nextPageUrl).toBe(`${WEBSTORE}/products/01t000000000002/children?pageToken=${first.body.nextPageToken}`);
    const second = await guest.get(`/products/01t000000000002/children?pageSize=1&pageToken=${first.body.nextPageToken}`);
    expect(second.body).toMatchObject({ count: 1, total: 2, nextPageToken: null, nextPageUrl: null, previousPageToken: first.body.currentPageToken });
    expect(second.body.items[0].productInfo.id).toBe('01t000000000004');
    const simple = await guest.get('/products/01t000000000001/children');
    expect(simple.body).toMatchObject({ count: 0, total: 0, items: [], productClass: 'Simple' });
    expect((await guest.get('/products/01t000000000002/children?pageToken=bm90LWEtbnVtYmVy')).status).toBe(400);
  });

  it('[PX-09-006][CC-3-010] tax rates are decimal strings with the country and state of the policy', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const taxes = await dana.get('/taxes/products/01t000000000001');
    expect(taxes.body.taxesInfo['01t000000000001'].taxesInfoList).toEqual([
      { taxRatePercentage: '10.25', taxTreatmentName: 'US Sales Tax (IL)', taxTreatmentDescription: 'Illinois state and Chicago local sales tax', countryIsoCode: 'US', stateIsoCode: 'IL', priority: 1 },
    ]);
  });

  it('[PX-09-008][SH-3-036] the application context lists markets with ids and locale maps, and order statuses with labels', async () => {
    const context = await new Client(sandbox.url).get('/application-context');
    expect(context.body.markets[0]).toEqual({ marketId: '0ZI000000000001', localeCurrencyMap: { en_US: 'USD' } });
    expect(context.body.markets[1].localeCurrencyMap).toEqual({ en_CA: 'CAD', fr_CA: 'CAD' });
    expect(context.body.orderStatuses[0]).toEqual({ apiName: 'Created', displayValue: 'Created' });
  });

  it('[PX-09-011][CC-7-047] GET carts/current reads the summary of an existing cart and creates none', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const summary = (await dana.get('/carts/current/compact-summary')).body;
    const read = await dana.get('/carts/current');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(summary);
    expect((await dana.get(`/carts/${summary.cartId}`)).body.cartId).toBe(summary.cartId);
    const guest = new Client(sandbox.url);
    expect((await guest.get('/carts/current')).status).toBe(404);
    expect((await guest.get('/carts/current')).status).toBe(404);
  });

  it('[PX-09-012][PX-09-013][CC-3-040] a payment answers salesforceResultCode, errors and paymentsData; a decline carries its error; an object paymentsData and country names are read', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '2', type: 'Product' });
    const checkoutId = await startedCheckout(dana);
    await untilReady(() => dana.get(`/checkouts/${checkoutId}`));
    const declined = await dana.post(`/checkouts/${checkoutId}/payments`, { paymentToken: 'tok_never_issued', requestType: 'Auth' });
    expect(declined.status).toBe(201);
    expect(declined.body).toEqual({ salesforceResultCode: 'Decline', errors: [{ errorCode: 'INVALID_PAYMENT_TOKEN', message: expect.any(String) }], paymentsData: {} });
    const billingAddress = { name: 'John Doe', street: '123 Acme Drive', city: 'Los Angeles', region: 'California', regionCode: 'CA', country: 'United States', countryCode: 'US', postalCode: '90001' };
    const po = await dana.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', billingAddress, paymentsData: { purchaseOrderNumber: 'LNA-PO-77' } });
    expect(po.status).toBe(201);
    expect(po.body).toEqual({ salesforceResultCode: 'Success', errors: [], paymentsData: {} });
  });

  it('[PX-09-013][CC-5-032] a checkout delivery address with country and state names is kept with their codes', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' });
    const checkoutId = await startedCheckout(dana);
    const address = { name: 'Dana Okafor', street: '2650 Ridge Avenue', city: 'Evanston', region: 'Illinois', country: 'USA', postalCode: '60201' };
    expect((await dana.patch(`/checkouts/${checkoutId}`, { deliveryAddress: address, desiredDeliveryDate: '2030-03-04' })).status).toBe(202);
    const ready = await untilReady(() => dana.get(`/checkouts/${checkoutId}`));
    const group = ready.body.deliveryGroups.items.find((g: any) => g.isDefault);
    expect(group.deliveryAddress).toMatchObject({ street: '2650 Ridge Avenue', region: 'IL', country: 'US' });
    expect(group.desiredDeliveryDate).toBe('2030-03-04');
    expect(group.availableDeliveryMethods.length).toBeGreaterThan(0);
  });

  it('[PX-19-003][PX-09-009] custom fields of a checkout change are kept: a later value replaces, fields not sent stay; a group of another cart is refused', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' });
    const checkoutId = await startedCheckout(dana);
    const first = [{ attributes: { type: 'WebCart' }, PoReference__c: 'Ward 4', Priority__c: 2 }, { attributes: { type: 'CartDeliveryGroup' }, Dock__c: 'B' }];
    expect((await dana.patch(`/checkouts/${checkoutId}`, { customFields: first })).status).toBe(202);
    expect((await dana.patch(`/checkouts/${checkoutId}`, { shippingInstructions: 'Ring twice', customFields: [{ attributes: { type: 'WebCart' }, Priority__c: 1 }] })).status).toBe(202);
    const read = await untilReady(() => dana.get(`/checkouts/${checkoutId}`));
    expect(read.body.customFields).toEqual([{ attributes: { type: 'WebCart' }, PoReference__c: 'Ward 4', Priority__c: 1 }]);
    const group = read.body.deliveryGroups.items.find((g: any) => g.isDefault);
    expect(group.customFields).toEqual([{ attributes: { type: 'CartDeliveryGroup' }, Dock__c: 'B' }]);
    expect(group.shippingInstructions).toBe('Ring twice');
    const foreign = await dana.patch(`/checkouts/${checkoutId}`, { customFields: [{ attributes: { type: 'CartDeliveryGroup' }, id: '0a7999999999999', Dock__c: 'C' }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body[0].errorCode).toBe('INVALID_INPUT');
  });
});
