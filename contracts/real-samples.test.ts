// The platform's own bodies against the contract: every response body of the Connect REST API
// documentation kept in contracts/real-api-samples (copied from shared/reference/real-api-samples with
// its index.json: operation, status, source page) must validate against its operation's schema, and
// every request body must pass the sandbox's request validation and be handled, sent through the
// typed client. The samples are ground truth for shape, not for values: ids that must name records of
// the sandbox (a product, a category, the buyer's cart and checkout) are swapped for demo records.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../sandbox/app.ts';
import { signedIn, type Client } from '../tests/sandbox/client.ts';
import { callOperation, type RequestOverrides } from './live-contract.ts';
import { createValidator, escapePointer, listOperations, loadOpenApi, type Operation } from './openapi.ts';

interface SampleEntry {
  file: string;
  operationId: string;
  status?: string;
  direction: 'request' | 'response';
  source: string;
}

const SAMPLES_DIR = 'contracts/real-api-samples';
const index = JSON.parse(readFileSync(`${SAMPLES_DIR}/index.json`, 'utf8')) as { samples: SampleEntry[] };
const bodyOf = (entry: SampleEntry): any => JSON.parse(readFileSync(`${SAMPLES_DIR}/${entry.file}`, 'utf8'));

const doc = loadOpenApi();
const { validate } = createValidator(doc);
const operations = listOperations(doc);
const operation = (operationId: string): Operation => operations.find((op) => op.operationId === operationId)!;
const ruleIds = (operationId: string) => ((operation(operationId).operation['x-rule-ids'] ?? []) as string[]).map((id) => `[${id}]`).join('');

const responses = index.samples.filter((s) => s.direction === 'response');
const requests = index.samples.filter((s) => s.direction === 'request');

describe('real response bodies against openapi/ (contract)', () => {
  it('[PX-09-001] the index names an operation of the document, and a documented status, for every sample', () => {
    expect(index.samples.length).toBe(15);
    for (const entry of index.samples) {
      expect(operations.some((op) => op.operationId === entry.operationId), entry.operationId).toBe(true);
      if (entry.direction === 'response') expect(operation(entry.operationId).operation.responses[entry.status!], entry.file).toBeDefined();
    }
  });

  it.each(responses.map((entry) => [`[PX-09-001]${ruleIds(entry.operationId)}`, entry.file, entry] as const))(
    '%s %s validates against its operation\'s schema for its status',
    (_ids, _file, entry) => {
      const op = operation(entry.operationId);
      const response = op.operation.responses[entry.status!];
      const pointer = `${response.$ref ?? `${op.pointer}/responses/${entry.status}`}/content/${escapePointer('application/json')}/schema`;
      expect(validate(pointer, bodyOf(entry))).toEqual([]);
    },
  );
});

describe('real request bodies through the typed client and the sandbox (contract)', () => {
  let sandbox: Sandbox;
  let buyer: Client;
  const state: { cartId?: string; cartItemId?: string; checkoutId?: string } = {};

  beforeAll(async () => {
    sandbox = await createSandbox({ checkoutProcessingMs: 0 });
    buyer = await signedIn(sandbox.url, 'buyer');
  }, 120_000);

  afterAll(async () => {
    await sandbox?.close();
  });

  const send = (operationId: string, overrides: RequestOverrides) =>
    callOperation(doc, validate, sandbox.url, operation(operationId), { headers: { Cookie: buyer.cookieHeader(), 'csrf-token': buyer.csrfToken ?? '' } }, overrides);
  const sample = (file: string) => bodyOf(requests.find((entry) => entry.file === file)!);

  it('[PX-09-002] every request sample of the index is sent by one of the tests below', () => {
    expect(requests.map((entry) => entry.file).sort()).toEqual([
      'doc-address-input-v236.json',
      'doc-address-input.json',
      'doc-req-cart-item-add.json',
      'doc-req-cart-item-update.json',
      'doc-req-checkout-start.json',
      'doc-req-checkout-update.json',
      'doc-req-product-search.json',
    ]);
  });

  it(`[PX-09-002]${ruleIds('postProductSearch')} the product search body (refinements, fields, grouping, page) is searched`, async () => {
    const body = { ...sample('doc-req-product-search.json'), categoryId: '0ZG000000000111' };
    const result = await send('postProductSearch', { body });
    expect(result.violations).toEqual([]);
    expect(result.status).toBeLessThan(300);
  });

  it(`[PX-09-002][PX-09-014]${ruleIds('addCartItem')} the cart item body (quantity as the string "5") adds the item`, async () => {
    const body = { ...sample('doc-req-cart-item-add.json'), productId: '01t000000000001' };
    const result = await send('addCartItem', { body });
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(201);
    const item = result.body as { cartItemId: string; cartId: string; quantity: string };
    expect(Number(item.quantity)).toBeGreaterThanOrEqual(5);
    state.cartItemId = item.cartItemId;
    state.cartId = item.cartId;
  });

  it(`[PX-09-002]${ruleIds('updateCartItem')} the cart item update body sets the quantity`, async () => {
    const result = await send('updateCartItem', { path: { cartItemId: state.cartItemId }, body: sample('doc-req-cart-item-update.json') });
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(200);
    expect(Number((result.body as { quantity: string }).quantity)).toBe(7);
  });

  it(`[PX-09-002][PX-09-010][PX-19-003]${ruleIds('startCheckout')} the start body with custom fields starts a checkout by PUT and by POST, and the read echoes the fields`, async () => {
    // The sample's group id names a group of its own org: the buyer's default group stands in for it.
    const groups = (await buyer.get(`/carts/${state.cartId}/delivery-groups`)).body as { items: Array<{ id: string; isDefault: boolean }> };
    const groupId = groups.items.find((g) => g.isDefault)!.id;
    const given = sample('doc-req-checkout-start.json');
    const body = { ...given, cartId: state.cartId, customFields: given.customFields.map((entry: { id?: string }) => (entry.id ? { ...entry, id: groupId } : entry)) };
    await buyer.delete('/checkouts/active');
    const byPost = await send('startCheckoutByPost', { body });
    expect(byPost.violations).toEqual([]);
    expect(byPost.status).toBe(202);
    expect((await buyer.delete(`/checkouts/${(byPost.body as { checkoutId: string }).checkoutId}`)).status).toBe(204);
    const byPut = await send('startCheckout', { body });
    expect(byPut.violations).toEqual([]);
    expect(byPut.status).toBe(202);
    state.checkoutId = (byPut.body as { checkoutId: string }).checkoutId;
    const read = await send('getCheckout', { path: { checkoutId: state.checkoutId } });
    expect(read.violations).toEqual([]);
    const checkout = read.body as { customFields: unknown[]; deliveryGroups: { items: Array<{ id: string; customFields?: unknown[] }> } };
    expect(checkout.customFields).toEqual([{ attributes: { type: 'WebCart' }, CartCustomNumberField__c: 1, CartCustomTextField__c: 'Text1' }]);
    // The entry without an id goes to the default group, as does the one naming it.
    expect(checkout.deliveryGroups.items.find((g) => g.id === groupId)!.customFields).toEqual([
      { attributes: { type: 'CartDeliveryGroup' }, CdgDistrict__c: 'District1', CdgWardField__c: 8 },
    ]);
  });

  it(`[PX-09-002][PX-09-009]${ruleIds('updateCheckout')} the checkout change with a full address, a date-time and instructions in one body is applied`, async () => {
    const body = sample('doc-req-checkout-update.json');
    const result = await send('updateCheckout', { path: { checkoutId: state.checkoutId }, body });
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(202);
    const read = await send('getCheckout', { path: { checkoutId: state.checkoutId } });
    expect(read.violations).toEqual([]);
    const group = (read.body as any).deliveryGroups.items.find((g: any) => g.isDefault);
    expect(group.deliveryAddress).toMatchObject({ street: '415 Mission St', city: 'San Francisco', region: 'CA', country: 'US', postalCode: '94105' });
    expect(group.desiredDeliveryDate).toBe(body.desiredDeliveryDate);
    expect(group.shippingInstructions).toBe(body.shippingInstructions);
  });

  it.each(['doc-address-input.json', 'doc-address-input-v236.json'])(
    `[PX-09-002][PX-09-013]${ruleIds('createAddress')} the address input %s (addressId and custom fields sent, country as code or "USA") is added with an alpha-2 country`,
    async (file) => {
      const result = await send('createAddress', { path: { accountId: 'current' }, body: sample(file) });
      expect(result.violations).toEqual([]);
      expect(result.status).toBe(201);
      expect(result.body).toMatchObject({ addressType: 'Billing', name: 'Home Address', street: '1 Milk Street', city: 'Boston', region: 'MA', postalCode: '01234', country: 'US', isDefault: true });
    },
  );
});
