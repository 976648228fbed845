// Issue 26, parts 1-4, one reproduction each: every one of these answered 500, an undocumented
// status, the wrong refusal or accepted what it should refuse before the fixes. Runs on PGlite and,
// through test:sandbox:pg, on PostgreSQL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { REPO_ROOT } from '../../sandbox/openapi.ts';
import { Client, lastPasswordLink, readyCheckout, signedIn, untilReady, WEBSTORE } from './client.ts';
import { send } from './fuzz/run.ts';

let sandbox: Sandbox;
const securityLog: string[] = [];
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0, trustProxy: true, securityLog: (line) => securityLog.push(line) });
}, 120_000);
afterAll(() => sandbox?.close());

/** A guest calling from its own address (the sandbox trusts X-Forwarded-For here), so limits of one test do not touch another. */
async function guestFrom(address: string): Promise<Client> {
  const client = new Client(sandbox.url);
  const request = client.request.bind(client);
  client.request = (method, path, body, headers = {}) => request(method, path, body, { 'x-forwarded-for': address, ...headers });
  await client.get('/application-context');
  return client;
}

async function raw(method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) {
  const answer = await send(sandbox.url, { operationId: '', kind: '', method, url, headers, body }, '', undefined);
  if (answer === 'hang' || answer instanceof Error) throw new Error(`no answer: ${String(answer)}`);
  return { status: answer.status, body: JSON.parse(answer.body.toString('utf8')) };
}

const ADDRESS = { street: '1 Main Street', city: 'Milwaukee', province: 'WI', postalCode: '53202', country: 'US' };
/** A registration the store would accept, written out here (not taken from the sandbox's code). */
const REGISTRATION = {
  existingCustomer: false, accountNumber: null, accountName: 'Lakeview Sleep Clinic', businessName: 'Lakeview Sleep LLC', doingBusinessAs: null,
  companyAddress: ADDRESS, phone: '+14145550187', fax: null, mobile: null, email: 'hardening@clinic.example', companyEmail: null, website: null,
  contact: { firstName: 'Lee', lastName: 'Lakeview', jobTitle: 'Buyer' }, billToAddress: ADDRESS, shipToAddress: ADDRESS, taxIdentificationNumber: null,
  paymentTerms: 'Net 30', accountsPayable: { name: 'AP', email: 'ap@clinic.example', phone: '+14145550190', fax: null }, invoiceEmail: 'invoices@clinic.example',
  ediInvoicingByEmail: false, purchaseForResale: true, productsWanted: null, marketSoldTo: null, shipOutsideCountry: false, shipToCountries: [],
  salesTaxExempt: false, authorizationStatementsAccepted: ['informationAccurate', 'creditCheck', 'termsAndConditions'],
};

function registrationForm(registration: object, documentBytes = 64): FormData {
  const form = new FormData();
  form.append('registration', new Blob([JSON.stringify(registration)], { type: 'application/json' }));
  const pdf = Buffer.alloc(documentBytes, 0x20);
  pdf.write('%PDF-1.4\n');
  form.append('resaleLicenseFile', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'licence.pdf');
  return form;
}

const registrationCount = async () => Number((await sandbox.core.db.one<{ n: string }>('SELECT count(*) AS n FROM registrations'))!.n);

describe('hostile input, round two (issue 26 part 1)', () => {
  it('[PX-65-001] NUL and other control characters in the registration\'s account name, business name, doing-business-as and account number answer 400 naming the field; nothing is written', async () => {
    const before = await registrationCount();
    const cases: Array<[string, string]> = [
      ['accountName', 'Lakeview\u0000Sleep'],
      ['businessName', 'Lakeview\u0007Sleep LLC'],
      ['doingBusinessAs', 'Lakeview\u001bSleep'],
      ['accountNumber', 'KR-\u000010001'],
      ['accountName', 'Lakeview\u0085Sleep'],
    ];
    let n = 0;
    for (const [field, value] of cases) {
      const client = await guestFrom(`198.51.100.${60 + n++}`);
      const reply = await client.post('/registrations', registrationForm({ ...REGISTRATION, [field]: value }));
      expect(reply.status, field).toBe(400);
      expect(reply.body).toEqual([{ errorCode: 'INVALID_INPUT', message: expect.stringContaining(`registration.${field} contains a`) }]);
    }
    expect(await registrationCount()).toBe(before);
  }, 60_000);

  it('[PX-65-001] a control character in a JSON body field or a query answers 400 naming it', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const address = await dana.post('/accounts/current/addresses', { addressType: 'Shipping', name: 'Dock\u0001B', street: '1 Main Street', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' });
    expect(address.status).toBe(400);
    expect(address.body[0].message).toBe('body.name contains a control character (U+0001)');
    const search = await dana.get('/search/products?searchTerm=eeg%1F');
    expect(search.status).toBe(400);
    expect(search.body[0].message).toBe('query.searchTerm contains a control character (U+001F)');
  });

  it('[PX-65-002] activity JSON nested 200,000 levels deep, or 33, answers 400 naming where; a number of 1e400 answers 400', async () => {
    const guest = await guestFrom('198.51.100.70');
    const url = `${WEBSTORE}/activities/0DM000000000001/viewSearch`;
    const headers = { 'content-type': 'application/json', cookie: guest.cookieHeader(), 'csrf-token': guest.csrfToken!, 'x-forwarded-for': '198.51.100.70' };
    for (const depth of [200_000, 33]) {
      const body = Buffer.from(`{"cookieId":"3f2b8c1e-7d4a-4e9b-a2c6-91d0e5f4b7a8","searchText":"eeg","products":${'['.repeat(depth)}${']'.repeat(depth)}}`);
      const reply = await raw('POST', url, headers, body);
      expect(reply.status, `depth ${depth}`).toBe(400);
      expect(reply.body).toEqual([{ errorCode: 'INVALID_INPUT', message: expect.stringMatching(/^body\.products(\.0)+ is nested deeper than 32 levels$/) }]);
    }
    const huge = await raw('POST', url, headers, Buffer.from('{"cookieId":"3f2b8c1e-7d4a-4e9b-a2c6-91d0e5f4b7a8","searchText":"eeg","products":[{"id":"01t000000000001","unitPrice":1e400}]}'));
    expect(huge).toEqual({ status: 400, body: [{ errorCode: 'INVALID_INPUT', message: 'body.products.0.unitPrice must be between -2147483648 and 2147483647' }] });
  });
});

describe('statuses the contract documents (issue 26 part 2)', () => {
  const contract = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi', '.bundled', 'storefront.json'), 'utf8'));
  const operations = Object.values<any>(contract.paths).flatMap((item) =>
    Object.values<any>(item).filter((op) => op?.operationId).map((op) => ({ op, params: [...(item.parameters ?? []), ...(op.parameters ?? [])] })));

  it('[PX-65-004] a traversal-shaped path answers 400 INVALID_URL; an unknown webstore 404, which every operation under a webstore documents', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const headers = { cookie: dana.cookieHeader() };
    for (const path of ['/services/data/v64.0/commerce/webstores/../../etc/search/products?searchTerm=eeg', `${WEBSTORE}/carts/current/cart-items/%2e%2e`, `${WEBSTORE}/./order-summaries`]) {
      expect(await raw('GET', path, headers), path).toEqual({ status: 400, body: [{ errorCode: 'INVALID_URL', message: 'The request URL has a dot segment (. or ..).' }] });
    }
    const unknown = await dana.get('/services/data/v64.0/commerce/webstores/0ZE000000000999/search/products?searchTerm=eeg');
    expect(unknown).toMatchObject({ status: 404, body: [{ errorCode: 'NOT_FOUND', message: 'Webstore 0ZE000000000999 was not found.' }] });
    // The 18-character form of the store's id is the store.
    expect((await dana.get('/services/data/v64.0/commerce/webstores/0ZE000000000001AAA/search/products?searchTerm=eeg')).status).toBe(200);
    const undocumented = operations
      .filter(({ params }) => params.some((p: any) => (p.$ref ?? '').endsWith('/webstoreId') || p.name === 'webstoreId'))
      .filter(({ op }) => !op.responses['404'])
      .map(({ op }) => op.operationId);
    expect(undocumented).toEqual([]);
  });

  it('[PX-65-005] a change to a cart that has been ordered answers 409, which the cart-changing operations document', async () => {
    const guest = await guestFrom('198.51.100.71');
    const checkoutId = await readyCheckout(guest, { name: 'Ada Guest', firstName: 'Ada', lastName: 'Guest', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', shipToPhoneNumber: '+13125550101' });
    const cartId = (await guest.get('/carts/current/compact-summary')).body.cartId as string;
    const itemId = (await guest.get(`/carts/${cartId}/cart-items`)).body.cartItems[0].cartItem.cartItemId as string;
    await guest.patch(`/checkouts/${checkoutId}`, { contactInfo: { firstName: 'Ada', lastName: 'Guest', email: 'ada.guest@clinic.example', phoneNumber: '+13125550101' } });
    await untilReady(() => guest.get(`/checkouts/${checkoutId}`));
    const token = await guest.post('/payments/token', {
      cardPaymentMethod: { cardHolderName: 'Ada Guest', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', cardType: 'Visa' },
      billingAddress: { street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US' },
    });
    expect(token.status).toBe(201);
    const card = await guest.post(`/checkouts/${checkoutId}/payments`, { requestType: 'Auth', paymentToken: token.body.token });
    expect(card.status).toBe(201);
    expect((await guest.post(`/checkouts/${checkoutId}/orders`)).status).toBe(201);
    const removed = await guest.delete(`/carts/${cartId}/cart-items/${itemId}`);
    expect(removed.status).toBe(409);
    expect(removed.body[0].message).toBe('This cart has been ordered and can no longer change.');
    const changing = ['addCartItem', 'addCartItemsBatch', 'updateCartItem', 'deleteCartItem', 'applyCartCoupon', 'deleteCartCoupon', 'reserveCartInventory', 'createDeliveryGroup', 'updateDeliveryGroup', 'arrangeDeliveryGroupItems'];
    expect(operations.filter(({ op }) => changing.includes(op.operationId) && !op.responses['409']).map(({ op }) => op.operationId)).toEqual([]);
  }, 60_000);
});

describe('uploads, sign-out and access (issue 26 part 3)', () => {
  it('[PX-65-007] a registration document over 10 MB answers 413 FILE_TOO_LARGE with the error body, not 400 MALFORMED_MULTIPART', async () => {
    const before = await registrationCount();
    const guest = await guestFrom('198.51.100.72');
    const reply = await guest.post('/registrations', registrationForm(REGISTRATION, 10 * 1024 * 1024 + 1));
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual([{ errorCode: 'FILE_TOO_LARGE', message: expect.any(String) }]);
    expect(await registrationCount()).toBe(before);
  });

  it('[PX-65-008] signing out expires the session and CSRF cookies in its answer', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const reply = await dana.post('/services/data/v64.0/commerce/webstores/0ZE000000000001/auth/logout');
    expect(reply.status).toBe(204);
    const cookies = reply.headers.getSetCookie();
    for (const name of ['sid', 'csrf-token']) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`));
      expect(cookie, name).toBeDefined();
      const expires = /Expires=([^;]+)/i.exec(cookie!)?.[1];
      expect(/Max-Age=0/i.test(cookie!) || (expires !== undefined && Date.parse(expires) < Date.now()), cookie).toBe(true);
    }
  });

  it('[PX-65-006] who may call is checked before the body: a guest gets 401 or 403, never the body\'s validation message', async () => {
    const closed = await createSandbox({ checkoutProcessingMs: 0, settings: { guestCheckoutEnabled: false } });
    try {
      const visitor = new Client(closed.url);
      await visitor.get('/application-context');
      // A purchase order without its number, from a guest of a store without guest checkout.
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('%PDF-1.4\n')], { type: 'application/pdf' }), 'po.pdf');
      const po = await visitor.post('/checkouts/2z9000000000001/purchase-order', form);
      expect(po.status).toBe(403);
      expect(po.body[0].errorCode).toBe('GUEST_CHECKOUT_DISABLED');
    } finally {
      await closed.close();
    }
    const guest = await guestFrom('198.51.100.73');
    // With guest checkout on, a guest's purchase order without its number: refused as a guest's (PX-68-011), not for the number.
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n')], { type: 'application/pdf' }), 'po.pdf');
    expect((await guest.post('/checkouts/2z9000000000001/purchase-order', form)).body[0].errorCode).toBe('PURCHASE_ORDER_NOT_ALLOWED');
    // Signed-in only by the contract, with a body missing every field and with malformed JSON.
    const change = await guest.post('/auth/change-password', {});
    expect(change).toMatchObject({ status: 401, body: [{ errorCode: 'INVALID_SESSION_ID', message: 'Sign in to continue.' }] });
    const headers = { 'content-type': 'application/json', cookie: guest.cookieHeader(), 'csrf-token': guest.csrfToken!, 'x-forwarded-for': '198.51.100.73' };
    expect((await raw('POST', `${WEBSTORE}/auth/change-password`, headers, Buffer.from('{"currentPassword":'))).status).toBe(401);
    // Open to guests by the contract, about the signed-in buyer only.
    expect((await guest.post('/carts/actions/preserve', { cartId: 12 })).status).toBe(401);
    // A buyer who is not a reviewer declining a registration with no reason.
    const dana = await signedIn(sandbox.url, 'buyer');
    const decline = await dana.post('/registrations/a0G000000000001/actions/decline', {});
    expect(decline).toMatchObject({ status: 403, body: [{ message: 'Only registration reviewers may do this.' }] });
    // A write without the CSRF header, with an invalid body.
    const noToken = new Client(sandbox.url, { csrf: false });
    await noToken.signIn('buyer@demo.test', 'Demo-Buyer-1');
    expect((await noToken.post('/carts/current/cart-items', { quantity: 'many' })).body[0].errorCode).toBe('INVALID_CSRF_TOKEN');
  }, 120_000);
});

describe('passwords and lookups (issue 26 part 4)', () => {
  const lastLink = (to: string) => lastPasswordLink(sandbox.core.outbox.dir, to);
  const COMMON = 'This password is too common and easy to guess. Choose a password that others are unlikely to use.';

  it('[PX-65-009] a reset to a commonly used or breached password (password1, Qwerty123, iloveyou1) is refused with the message; an uncommon one is taken', async () => {
    const guest = await guestFrom('198.51.100.74');
    expect((await guest.post('/auth/forgot-password', { username: 'approver@demo.test' })).status).toBe(202);
    const token = lastLink('approver@demo.test');
    for (const password of ['password1', 'Qwerty123', 'iloveyou1']) {
      const reply = await guest.post('/auth/reset-password', { token, newPassword: password });
      expect(reply, password).toMatchObject({ status: 400, body: [{ errorCode: 'INVALID_NEW_PASSWORD', message: COMMON }] });
    }
    expect((await guest.post('/auth/reset-password', { token, newPassword: 'Kestrel-Approver-26' })).status).toBe(204);
    expect((await new Client(sandbox.url).signIn('approver@demo.test', 'Kestrel-Approver-26')).status).toBe(200);
  });

  it('[PX-65-009] a password change to a common password is refused; the password stays', async () => {
    const client = new Client(sandbox.url);
    const request = client.request.bind(client);
    client.request = (method, path, body, headers = {}) => request(method, path, body, { 'x-forwarded-for': '198.51.100.75', ...headers });
    expect((await client.signIn('multi@demo.test', 'Demo-Multi-1')).status).toBe(200);
    const reply = await client.post('/auth/change-password', { currentPassword: 'Demo-Multi-1', newPassword: 'Password1' });
    expect(reply).toMatchObject({ status: 400, body: [{ errorCode: 'INVALID_NEW_PASSWORD', message: COMMON }] });
    expect((await new Client(sandbox.url).signIn('multi@demo.test', 'Demo-Multi-1')).status).toBe(200);
  });

  it('[PX-65-011] unknown account numbers are limited per address like failed sign-ins: after 10 the address waits, found numbers do not count, others go on', async () => {
    const prober = await guestFrom('198.51.100.76');
    for (let i = 0; i < 5; i++) expect((await prober.get('/registrations/account-lookup?accountNumber=KR-10001')).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await prober.get(`/registrations/account-lookup?accountNumber=C-90${String(i).padStart(4, '0')}`)).status);
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
    const waiting = await prober.get('/registrations/account-lookup?accountNumber=KR-10001');
    expect(waiting.status).toBe(429);
    expect(waiting.body[0].errorCode).toBe('LOOKUP_RATE_LIMITED');
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(securityLog.some((line) => line.includes('registration lookup locked: address=198.51.100.76'))).toBe(true);
    expect((await (await guestFrom('198.51.100.77')).get('/registrations/account-lookup?accountNumber=KR-10001')).status).toBe(200);
  });
});
