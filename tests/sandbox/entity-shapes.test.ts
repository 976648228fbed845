// The entities of CC §3 and SH §3 as the sandbox answers them: the fields each must carry, read from
// the sandbox's own answers (the code that makes them), not from the document's examples.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, readyCheckout, signedIn, untilReady } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

const ADDRESS = { name: 'Dana Okafor', firstName: 'Dana', lastName: 'Okafor', companyName: 'Lakeshore Neurology Associates', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', shipToPhoneNumber: '+13125550142' };

describe('store context', () => {
  it('[CC-3-011] the navigation menu and the category menu answer with their menuItems', async () => {
    const guest = new Client(sandbox.url);
    const navigation = await guest.get('/services/data/v64.0/connect/communities/0DB000000000001/navigation-menu/navigation-menu-items?navigationLinkSetDeveloperName=Default_Navigation&publishStatus=Live');
    expect(navigation.status).toBe(200);
    expect(navigation.body.menuItems.length).toBeGreaterThan(0);
    expect(navigation.body.menuItems[0]).toHaveProperty('label');
    const categories = await guest.get('/category-menu-items');
    expect(categories.status).toBe(200);
    expect(categories.body.menuItems.map((item: { label: string }) => item.label)).toEqual(expect.arrayContaining(['Neurology', 'Sensory']));
  });

  it('[CC-3-016] the application context carries inventoryConfiguration: isInventoryEnabled and inventoryDefaultSource (locationSourceId, webStoreInventoryLocationSourceType)', async () => {
    const context = (await new Client(sandbox.url).get('/application-context')).body;
    expect(typeof context.inventoryConfiguration.isInventoryEnabled).toBe('boolean');
    expect(context.inventoryConfiguration.inventoryDefaultSource).toMatchObject({
      locationSourceId: expect.any(String),
      webStoreInventoryLocationSourceType: expect.any(String),
    });
  });

  it('[SH-3-083] the personalisation configuration has activityTrackingEnabled, catalogExists, isDeployed, host, siteId, tenant and deploymentEnabled', async () => {
    const config = (await (await signedIn(sandbox.url, 'buyer')).get('/ai/configuration')).body;
    for (const key of ['activityTrackingEnabled', 'catalogExists', 'isDeployed', 'deploymentEnabled']) expect(typeof config[key], key).toBe('boolean');
    for (const key of ['host', 'siteId', 'tenant']) expect(config, key).toHaveProperty(key);
  });
});

describe('cart and checkout', () => {
  it('[CC-3-022] the cart summary has cartId, currencyIsoCode, totalProductCount, uniqueProductCount and asyncOperationStatus', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    await dana.post('/carts/current/cart-items', { productId: '01t000000000005', quantity: '4', type: 'Product' });
    const summary = (await untilReady(() => dana.get('/carts/current/compact-summary'))).body;
    expect(summary).toMatchObject({ cartId: expect.stringMatching(/^0a6/), currencyIsoCode: 'USD' });
    expect(Number(summary.totalProductCount)).toBeGreaterThanOrEqual(4);
    expect(Number(summary.uniqueProductCount)).toBeGreaterThanOrEqual(1);
    expect(summary).toHaveProperty('asyncOperationStatus');
  });

  it('[CC-3-033][CC-3-035][CC-3-038] a ready checkout answers 200 with checkoutId and its delivery groups: items with isDefault, totalCartItemCount, deliveryAddress (every address field) and id', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    await riley.delete('/checkouts/active');
    await riley.delete('/carts/current');
    const checkoutId = await readyCheckout(riley, ADDRESS);
    const read = await untilReady(() => riley.get(`/checkouts/${checkoutId}`));
    expect(read.status).toBe(200);
    expect(read.body.checkoutId).toBe(checkoutId);
    const [group] = read.body.deliveryGroups.items;
    expect(group).toMatchObject({ id: expect.stringMatching(/^0a7/), isDefault: true });
    expect(Number(group.totalCartItemCount)).toBe(1);
    expect(group.deliveryAddress).toMatchObject({ name: 'Dana Okafor', firstName: 'Dana', lastName: 'Okafor', companyName: 'Lakeshore Neurology Associates', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' });
    for (const key of ['phoneNumber']) expect(group.deliveryAddress, key).toHaveProperty(key);
  });

  it('[CC-3-033][CC-3-036] a checkout with a problem answers 422 (still ready) with an errors list, each with its type and message', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    await dana.delete('/checkouts/active');
    await dana.delete('/carts/current');
    const checkoutId = await readyCheckout(dana, ADDRESS);
    const token = await dana.post('/payments/token', {
      billingAddress: { street: ADDRESS.street, city: ADDRESS.city, region: ADDRESS.region, postalCode: ADDRESS.postalCode, country: ADDRESS.country },
      cardPaymentMethod: { cardHolderName: 'Dana Okafor', cardNumber: '4000000000000002', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvv: '123', cardType: 'Visa' },
    });
    expect((await dana.post(`/checkouts/${checkoutId}/payments`, { paymentToken: token.body.token, requestType: 'Auth' })).body.salesforceResultCode).toBe('Decline');
    const read = await untilReady(() => dana.get(`/checkouts/${checkoutId}`));
    expect(read.status).toBe(422);
    expect(read.body.checkoutId).toBe(checkoutId);
    expect(read.body.errors).toEqual([expect.objectContaining({ type: '/commerce/errors/payment-failure', title: expect.any(String), detail: 'The card was declined. Use another payment method.' })]);
  });

  it('[CC-3-043][CC-3-044] the payment call takes only the four request types, and paymentsData as a JSON string', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    await dana.delete('/checkouts/active');
    await dana.delete('/carts/current');
    const checkoutId = await readyCheckout(dana, ADDRESS);
    expect((await dana.post(`/checkouts/${checkoutId}/payments`, { requestType: 'Cash' })).status).toBe(400);
    expect((await dana.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: '{not json' })).status).toBe(400);
    const paid = await dana.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: 'PO-SHAPE-1' }) });
    expect(paid.body.salesforceResultCode).toBe('Success');
  });

  it('[CC-3-046][CC-3-047] an arrangement moves items by its arrangements list; an emptied group stays unless deleteEmptyDeliveryGroups is sent', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    await riley.delete('/checkouts/active');
    await riley.delete('/carts/current');
    await riley.post('/carts/current/cart-items', { productId: '01t000000000005', quantity: '4', type: 'Product' });
    const line = (await riley.get('/carts/current/cart-items?pageSize=10')).body.cartItems[0].cartItem.cartItemId;
    const groups = async () => (await riley.get('/carts/current/delivery-groups?cartItemLimit=10')).body.items as { id: string; isDefault: boolean }[];
    const defaultGroup = (await groups()).find((g) => g.isDefault)!.id;
    const second = (await riley.post('/carts/current/delivery-groups', { name: 'Second site' })).body.id;
    const arrange = (to: string, extra = {}) => riley.post('/carts/current/delivery-groups/actions/arrange-items', { arrangements: [{ deliveryGroupId: to, cartItemIds: [line] }], ...extra });
    expect((await arrange(second)).status).toBe(200);
    expect((await arrange(defaultGroup)).status).toBe(200);
    expect((await groups()).map((g) => g.id)).toContain(second);
    expect((await arrange(second)).status).toBe(200);
    expect((await arrange(defaultGroup, { deleteEmptyDeliveryGroups: true })).status).toBe(200);
    expect((await groups()).map((g) => g.id)).not.toContain(second);
  });
});
