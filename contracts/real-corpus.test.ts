// The platform's own recorded bodies against the contract (issue 26, part 6): every answer and request
// kept in contracts/real-api-corpus (transcribed from the test data and mocks of the platform's
// open-source storefront components; manifest.json names each one's repository, path and commit)
// must be accepted. Answers validate against their operation's schema for their status; requests
// validate against the operation's request body and are sent to the sandbox through the typed client,
// which must take them. Values are test data, not records: placeholder ids (a cart, a checkout, an
// address, a card token) and placeholder countries are swapped for demo ones, as the manifest's
// `substitutions` and the tests below say; the shape is never changed.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../sandbox/app.ts';
import { signedIn, type Client } from '../tests/sandbox/client.ts';
import { callOperation, type RequestOverrides } from './live-contract.ts';
import { createValidator, escapePointer, listOperations, loadOpenApi, resolveRef, type Operation } from './openapi.ts';

interface CorpusEntry {
  file: string;
  operationId: string;
  status?: string;
  direction: 'request' | 'response';
  source: { repo: string; path: string; commit: string; export?: string };
  note?: string;
  /** JSON pointers of placeholder values and the demo values that replace them. */
  substitutions?: Record<string, unknown>;
}

const CORPUS_DIR = 'contracts/real-api-corpus';
const manifest = JSON.parse(readFileSync(`${CORPUS_DIR}/manifest.json`, 'utf8')) as { samples: CorpusEntry[] };
const bodyOf = (entry: CorpusEntry): any => JSON.parse(readFileSync(`${CORPUS_DIR}/${entry.file}`, 'utf8'));

/** The body with each substituted pointer set to its demo value. */
function substituted(entry: CorpusEntry): any {
  const body = bodyOf(entry);
  for (const [pointer, value] of Object.entries(entry.substitutions ?? {})) {
    const keys = pointer.split('/').slice(1);
    const last = keys.pop()!;
    const holder = keys.reduce((node, key) => node[key], body);
    expect(holder, `${entry.file} ${pointer}`).toHaveProperty(last);
    holder[last] = value;
  }
  return body;
}

const doc = loadOpenApi();
const { validate } = createValidator(doc);
const operations = listOperations(doc);
const operation = (operationId: string): Operation => operations.find((op) => op.operationId === operationId)!;
const responses = manifest.samples.filter((s) => s.direction === 'response');
const requests = manifest.samples.filter((s) => s.direction === 'request');

function responsePointer(entry: CorpusEntry): string {
  const op = operation(entry.operationId);
  const response = op.operation.responses[entry.status!];
  return `${response.$ref ?? `${op.pointer}/responses/${entry.status}`}/content/${escapePointer('application/json')}/schema`;
}

function requestPointer(entry: CorpusEntry): string {
  const op = operation(entry.operationId);
  const body = op.operation.requestBody;
  return `${body.$ref ?? `${op.pointer}/requestBody`}/content/${escapePointer('application/json')}/schema`;
}

describe('the platform components\' recorded bodies against openapi/ (contract)', () => {
  it('[PX-67-001] the manifest names, for every body, an operation of the document, a documented status, and the source repository, path and commit', () => {
    expect(manifest.samples.length).toBeGreaterThanOrEqual(37);
    for (const entry of manifest.samples) {
      expect(operations.some((op) => op.operationId === entry.operationId), entry.operationId).toBe(true);
      expect(entry.source.repo, entry.file).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(entry.source.commit, entry.file).toMatch(/^[0-9a-f]{40}$/);
      expect(entry.source.path, entry.file).toMatch(/__tests__|__mocks__/);
      if (entry.direction === 'response') expect(operation(entry.operationId).operation.responses[entry.status!], entry.file).toBeDefined();
      else expect(resolveRef(doc, operation(entry.operationId).operation.requestBody ?? {}).content?.['application/json'], entry.file).toBeDefined();
    }
  });

  it.each(responses.map((entry) => [entry.file, `${entry.operationId} ${entry.status}`, entry] as const))(
    '[PX-67-001] answer %s validates against %s',
    (_file, _where, entry) => {
      expect(validate(responsePointer(entry), substituted(entry))).toEqual([]);
    },
  );

  it.each(requests.map((entry) => [entry.file, entry.operationId, entry] as const))(
    '[PX-67-001] request %s validates against the request body of %s',
    (_file, _where, entry) => {
      expect(validate(requestPointer(entry), substituted(entry))).toEqual([]);
    },
  );
});

describe('the platform components\' recorded requests through the typed client and the sandbox (contract)', () => {
  let sandbox: Sandbox;
  let buyer: Client;
  const state: { cartId?: string; checkoutId?: string; addressId?: string; token?: string } = {};
  const sample = (file: string) => {
    const entry = requests.find((candidate) => candidate.file === file);
    expect(entry, file).toBeDefined();
    return substituted(entry!);
  };
  const send = (operationId: string, overrides: RequestOverrides) =>
    callOperation(doc, validate, sandbox.url, operation(operationId), { headers: { Cookie: buyer.cookieHeader(), 'csrf-token': buyer.csrfToken ?? '' } }, overrides);
  const defaultGroup = async () => ((await send('getCheckout', { path: { checkoutId: state.checkoutId } })).body as any).deliveryGroups.items.find((g: any) => g.isDefault);

  beforeAll(async () => {
    sandbox = await createSandbox({ checkoutProcessingMs: 0 });
    buyer = await signedIn(sandbox.url, 'buyer');
    const added = await buyer.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '2', type: 'Product' });
    expect(added.status).toBe(201);
    state.cartId = added.body.cartId;
    await buyer.delete('/checkouts/active');
  }, 120_000);

  afterAll(async () => {
    await sandbox?.close();
  });

  it('[PX-67-001] every recorded request of the manifest is sent by one of the tests below', () => {
    expect(requests.map((entry) => entry.file).sort()).toEqual([
      'colc-req-address-create.json',
      'colc-req-address-update.json',
      'colc-req-checkout-address-id.json',
      'colc-req-checkout-address-names.json',
      'colc-req-checkout-address.json',
      'colc-req-checkout-contact.json',
      'colc-req-checkout-delivery-method.json',
      'colc-req-checkout-instructions.json',
      'colc-req-checkout-start.json',
      'colc-req-payment-auth.json',
      'colc-req-payment-client-request-data.json',
      'colc-req-payment-client-request.json',
      'colc-req-payment-postauth.json',
    ]);
  });

  it('[PX-67-001][PX-67-004] the start request naming the "default" address starts a checkout whose delivery address is the account\'s default shipping address', async () => {
    const started = await send('startCheckoutByPost', { body: { ...sample('colc-req-checkout-start.json'), cartId: state.cartId } });
    expect(started.violations).toEqual([]);
    expect(started.status).toBe(202);
    state.checkoutId = (started.body as { checkoutId: string }).checkoutId;
    expect(await defaultGroup()).toMatchObject({ deliveryAddress: { street: '1420 Harbor View Drive', city: 'Chicago', postalCode: '60611', country: 'US' } });
  });

  it.each([
    ['colc-req-checkout-address.json', { street: '122 Boulevard Street', city: 'Cityville', postalCode: '12344', country: 'US' }],
    ['colc-req-checkout-address-names.json', { street: '122 Boulevard Street', city: 'Cityville', postalCode: '12344', country: 'US' }],
    ['colc-req-checkout-address-id.json', { street: '1420 Harbor View Drive', city: 'Chicago' }],
  ])('[PX-67-001] the checkout change %s is applied to the default delivery group', async (file, address) => {
    const result = await send('updateCheckout', { path: { checkoutId: state.checkoutId }, body: sample(file) });
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(202);
    expect((await defaultGroup()).deliveryAddress).toMatchObject(address);
  });

  it.each(['colc-req-checkout-instructions.json', 'colc-req-checkout-delivery-method.json', 'colc-req-checkout-contact.json'])(
    '[PX-67-001] the checkout change %s is taken and the checkout read shows it',
    async (file) => {
      const body = sample(file);
      const result = await send('updateCheckout', { path: { checkoutId: state.checkoutId }, body });
      expect(result.violations).toEqual([]);
      expect(result.status).toBe(202);
      const checkout = (await send('getCheckout', { path: { checkoutId: state.checkoutId } })).body as any;
      const group = checkout.deliveryGroups.items.find((g: any) => g.isDefault);
      if (body.shippingInstructions) expect(group.shippingInstructions).toBe(body.shippingInstructions);
      if (body.deliveryMethodId) expect(group.selectedDeliveryMethod?.id).toBe(body.deliveryMethodId);
      // The sample's phone is a US national number; the store keeps phones in E.164 (PX-68-008).
      if (body.contactInfo) expect(checkout.contactInfo).toMatchObject({ ...body.contactInfo, phoneNumber: `+1${body.contactInfo.phoneNumber}` });
    },
  );

  it.each(['colc-req-payment-client-request.json', 'colc-req-payment-client-request-data.json'])(
    '[PX-67-001][PX-67-004] the ClientRequest payment %s answers 201 with paymentsData and no errors',
    async (file) => {
      const result = await send('createPayment', { path: { checkoutId: state.checkoutId }, body: sample(file) });
      expect(result.violations).toEqual([]);
      expect(result.status).toBe(201);
      expect(result.body).toEqual({ errors: [], paymentsData: {} });
    },
  );

  it.each(['colc-req-payment-auth.json', 'colc-req-payment-postauth.json'])(
    '[PX-67-001] the card payment %s (billing country as the fixture spells it) is authorised with a token of this session',
    async (file) => {
      const token = await buyer.post('/payments/token', { billingAddress: { street: '9 Chaucer St.', city: 'Boston', region: 'MA', postalCode: '02128', country: 'US' }, cardPaymentMethod: { cardHolderName: 'Dana Okafor', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: 2035, cvv: '123', cardType: 'Visa' } });
      expect(token.status).toBe(201);
      const result = await send('createPayment', { path: { checkoutId: state.checkoutId }, body: { ...sample(file), paymentToken: token.body.token } });
      expect(result.violations).toEqual([]);
      expect(result.status).toBe(201);
      expect((result.body as { salesforceResultCode?: string }).salesforceResultCode).toBe('Success');
    },
  );

  it('[PX-67-001][PX-67-004] the address without addressType or name is added to the address book as a Shipping address', async () => {
    const result = await send('createAddress', { path: { accountId: 'current' }, body: sample('colc-req-address-create.json') });
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ addressType: 'Shipping', street: '9 Chaucer St.', city: 'Boston', region: 'MA', postalCode: '02128', country: 'US' });
    state.addressId = (result.body as { addressId: string }).addressId;
  });

  it('[PX-67-001] the address change (name, isDefault, region, no addressType) updates that address', async () => {
    const result = await send('updateAddress', { path: { accountId: 'current', addressId: state.addressId }, body: sample('colc-req-address-update.json') });
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ addressId: state.addressId, name: 'Namo', street: '122 Boulevard Street', city: 'Cityville', postalCode: '12344', isDefault: false });
  });
});
