// A small cookie-keeping client for the sandbox scenario tests: it remembers the session and CSRF
// cookies like a browser and repeats the CSRF token on writes like the storefront.
import { readMessage } from '../../sandbox/lib/outbox.ts';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

export const WEBSTORE = '/services/data/v64.0/commerce/webstores/0ZE000000000001';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class Client {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string, private readonly options: { csrf?: boolean } = {}) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('csrf-token');
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const url = path.startsWith('/services') || path.startsWith('/webruntime') || path.startsWith('/assets') || path === '/' ? path : `${WEBSTORE}${path}`;
    const isForm = body instanceof FormData;
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...(method !== 'GET' && this.options.csrf !== false && this.csrfToken ? { 'csrf-token': this.csrfToken } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value = ''] = pair!.split('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? await response.json() : type.includes('pdf') ? Buffer.from(await response.arrayBuffer()) : await response.text();
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /** A first read issues the guest session and the CSRF cookie; then sign in. */
  async signIn(username: string, password: string): Promise<Reply> {
    if (!this.csrfToken) await this.get('/application-context');
    return this.post('/auth/login', { username, password });
  }
}

export const DEMO = {
  buyer: ['buyer@demo.test', 'Demo-Buyer-1'],
  multi: ['multi@demo.test', 'Demo-Multi-1'],
  approver: ['approver@demo.test', 'Demo-Approver-1'],
  reviewer: ['reviewer@demo.test', 'Demo-Reviewer-1'],
  /** PX-75-004: the buyer of the tax-exempt account (Great Lakes Clinical Distributors, Detroit MI). */
  exempt: ['o.brooks@greatlakesclinical.example', 'Demo-Exempt-1'],
} as const;

export async function signedIn(baseUrl: string, who: keyof typeof DEMO): Promise<Client> {
  const client = new Client(baseUrl);
  const [username, password] = DEMO[who];
  const reply = await client.signIn(username, password);
  if (reply.status !== 200) throw new Error(`sign-in of ${who} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return client;
}

/** Polls a read that answers 202 while processing, as the storefront does. */
export async function untilReady(read: () => Promise<Reply>, attempts = 40): Promise<Reply> {
  for (let i = 0; i < attempts; i++) {
    const reply = await read();
    if (reply.status !== 202) return reply;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('still processing');
}

/** A cart with one line (2 of `productId`) and a ready checkout with `address` and Ground delivery. */
export async function readyCheckout(client: Client, address: object, productId = '01t000000000003'): Promise<string> {
  expect((await client.post('/carts/current/cart-items', { productId, quantity: '2', type: 'Product' })).status).toBe(201);
  const cartId = (await client.get('/carts/current/compact-summary')).body.cartId;
  const start = await client.put('/checkouts', { cartId, deliveryAddressInput: address });
  expect(start.status).toBe(202);
  const checkoutId = start.body.checkoutId as string;
  await untilReady(() => client.get(`/checkouts/${checkoutId}`));
  expect((await client.patch(`/checkouts/${checkoutId}`, { deliveryMethodId: '2Dm000000000001' })).status).toBe(202);
  return checkoutId;
}

/** The token of the newest password link e-mailed to `to` in the sandbox's outbox. */
export function lastPasswordLink(outboxDir: string, to: string): string {
  const mails = readdirSync(outboxDir).sort().map((f) => readMessage(f, readFileSync(join(outboxDir, f), 'utf8')).text).filter((m) => m.includes(`To: ${to}`));
  return /token=([\w-]+)/.exec(mails.at(-1)!)![1]!;
}

const pdf = () => new Blob([Buffer.from('%PDF-1.4\nsandbox purchase order\n')], { type: 'application/pdf' });

/** Empties the buyer's cart, adds one line and places it by purchase order; answers the order read. */
export async function placedByPurchaseOrder(client: Client, productId: string, quantity: number, poNumber: string, beforePlacing?: (checkout: any) => void, locale?: string) {
  const cart = await client.get('/carts/current/cart-items');
  for (const item of cart.body.cartItems ?? []) await client.delete(`/carts/current/cart-items/${item.cartItem.cartItemId}`);
  expect((await client.post('/carts/current/cart-items', { productId, quantity: String(quantity), type: 'Product' })).status).toBe(201);
  const cartId = (await client.get('/carts/current/compact-summary')).body.cartId;
  const checkoutId = (await client.put('/checkouts', { cartId })).body.checkoutId;
  await untilReady(() => client.get(`/checkouts/${checkoutId}`));
  const form = new FormData();
  form.append('poNumber', poNumber);
  form.append('file', pdf(), `${poNumber}.pdf`);
  expect((await client.post(`/checkouts/${checkoutId}/purchase-order`, form)).status).toBe(201);
  await client.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: poNumber }) });
  beforePlacing?.((await untilReady(() => client.get(`/checkouts/${checkoutId}`))).body);
  const placed = await client.post(`/checkouts/${checkoutId}/orders${locale ? `?language=${locale}` : ''}`);
  expect(placed.status).toBe(201);
  return (await client.get(`/order-summaries/${placed.body.orderId}`)).body;
}

/** A prospective company's registration (a reseller: it buys for resale), as the registration form sends it. */
export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  existingCustomer: false, accountNumber: null, accountName: 'Great Lakes Clinical Supply', businessName: 'Great Lakes Clinical Supply LLC', doingBusinessAs: null,
  companyAddress: { street: '2250 North Water Street', city: 'Milwaukee', province: 'WI', postalCode: '53202', country: 'US' }, phone: '+14145550187', fax: null, mobile: null,
  email, companyEmail: null, website: null, contact: { firstName: 'Priya', lastName: 'Raman', jobTitle: 'Purchasing Manager' },
  billToAddress: { street: '2250 North Water Street', city: 'Milwaukee', province: 'WI', postalCode: '53202', country: 'US' },
  shipToAddress: { street: '880 West Canal Street', city: 'Milwaukee', province: 'WI', postalCode: '53233', country: 'US' },
  taxIdentificationNumber: null, paymentTerms: 'Net 30', accountsPayable: { name: 'Thomas Brandt', email: 'ap@glcs.example', phone: '+14145550190', fax: null },
  invoiceEmail: 'invoices@glcs.example', ediInvoicingByEmail: false, purchaseForResale: true, productsWanted: null, marketSoldTo: null, shipOutsideCountry: false,
  shipToCountries: [], salesTaxExempt: false, authorizationStatementsAccepted: ['informationAccurate', 'creditCheck', 'termsAndConditions'], ...overrides,
});

/** The multipart body of a registration; `withFile` adds the reseller's licence. */
export function registrationForm(details: object, withFile: boolean) {
  const body = new FormData();
  body.append('registration', new Blob([JSON.stringify(details)], { type: 'application/json' }));
  if (withFile) body.append('resaleLicenseFile', new Blob([Buffer.from('%PDF-1.4\nresale licence\n')], { type: 'application/pdf' }), 'wi-sellers-permit.pdf');
  return body;
}
