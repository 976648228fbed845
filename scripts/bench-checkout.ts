// `npm run bench:checkout`: figures for the cart and checkout (issue 14), printed, not asserted.
//  - place order: p50/p95 of the place-order call with 20 buyers checking out at once (20 guest
//    sessions, each with its own cart and ready checkout; guests because the demo has three
//    sign-ins and a buyer has one cart), over several rounds. Target p95 <= 250 ms.
//  - quantity change: p95 of PATCH cart-items on a 200-line cart. Target p95 <= 50 ms.
//  - JavaScript each page adds beyond Home (gzip level 9 of the built files): /cart with 50 lines
//    and /checkout, loaded by a signed-in buyer in Chromium. Needs a build (--dist, default dist/).
//
//   node_modules/.bin/tsx scripts/bench-checkout.ts [--rounds 5] [--dist DIR] [--no-web]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createSandbox } from '../sandbox/app.ts';
import { Client, signedIn, untilReady } from '../tests/sandbox/client.ts';
import { CART_LINES, fillCart } from './bench/checkout-pages.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const ROUNDS = Number(option('--rounds') ?? 5);
const BUYERS = 20;
const DIST = resolve(option('--dist') ?? 'dist');
const ADDRESS = { name: 'Bench Buyer', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', shipToPhoneNumber: '+13125550100' };
const CARD = {
  billingAddress: { street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US' },
  cardPaymentMethod: { cardHolderName: 'Bench Buyer', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', cardType: 'Visa' },
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

/** A guest with one line in the cart and a checkout ready to be placed (address, method, contact, card). */
async function readyGuest(url: string, round: number, index: number): Promise<{ client: Client; checkoutId: string }> {
  const client = new Client(url);
  await client.get('/application-context');
  // Each buyer buys a product of its own, so stock never runs out across the run.
  for (let n = 10 + (round * BUYERS + index) * 2; ; n += 1) {
    const added = await client.post('/carts/current/cart-items', { productId: `01t${String(n).padStart(12, '0')}`, quantity: '2', type: 'Product' });
    if (added.status !== 201) continue;
    // A product without stock for the line would be refused at placing: take another.
    if (!(await client.get('/carts/current/compact-summary')).body.messagesSummary?.hasErrors) break;
    await client.delete(`/carts/current/cart-items/${added.body.cartItemId}`);
  }
  const cartId = (await client.get('/carts/current/compact-summary')).body.cartId;
  const checkoutId = (await client.put('/checkouts', { cartId, deliveryAddressInput: ADDRESS })).body.checkoutId as string;
  await untilReady(() => client.get(`/checkouts/${checkoutId}`));
  await client.patch(`/checkouts/${checkoutId}`, { deliveryMethodId: '2Dm000000000001' });
  await client.patch(`/checkouts/${checkoutId}`, { contactInfo: { firstName: 'Bench', lastName: `Buyer ${round}-${index}`, email: `bench${round}-${index}@clinic.example`, phoneNumber: '+13125550100' } });
  await untilReady(() => client.get(`/checkouts/${checkoutId}`));
  const token = await client.post('/payments/token', CARD);
  await client.post(`/checkouts/${checkoutId}/payments`, { paymentToken: token.body.token, requestType: 'Auth' });
  return { client, checkoutId };
}

async function placeOrderBench(url: string) {
  const times: number[] = [];
  let failures = 0;
  const refusals = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, index) => readyGuest(url, round, index)));
    const results = await Promise.all(
      buyers.map(({ client, checkoutId }, index) =>
        timed(() => client.request('POST', `/checkouts/${checkoutId}/orders`, undefined, { 'Idempotency-Key': `bench-${round}-${index}-attempt` })),
      ),
    );
    for (const result of results) {
      times.push(result.ms);
      if (result.value.status !== 201) {
        failures += 1;
        const reason = `${result.value.status} ${JSON.stringify(result.value.body).slice(0, 160)}`;
        refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
      }
    }
  }
  return { times, failures, refusals };
}

async function quantityBench(url: string) {
  const riley = await signedIn(url, 'multi');
  await riley.delete('/carts/current');
  const search = await riley.get('/search/products?searchTerm=a&pageSize=200');
  const ids: string[] = (search.body.productsPage?.products ?? []).map((product: { id: string }) => product.id);
  // Top up from the whole catalogue until the cart has 200 lines.
  for (let n = 1; ids.length < 400 && n <= 400; n += 1) {
    const id = `01t${String(n).padStart(12, '0')}`;
    if (!ids.includes(id)) ids.push(id);
  }
  const lines: Array<{ id: string; quantity: number; increment: number; minimum: number }> = [];
  for (const productId of ids) {
    if (lines.length === 200) break;
    const added = await riley.post('/carts/current/cart-items', { productId, quantity: '10', type: 'Product' });
    if (added.status === 201) {
      const rule = added.body.productDetails?.purchaseQuantityRule;
      lines.push({ id: added.body.cartItemId, quantity: Number(added.body.quantity), increment: Number(rule?.increment ?? 1), minimum: Number(rule?.minimum ?? 1) });
    }
  }
  const times: number[] = [];
  let failures = 0;
  for (let change = 0; change < 200; change += 1) {
    const line = lines[(change * 37) % lines.length]!;
    const next = line.quantity + line.increment;
    const result = await timed(() => riley.patch(`/carts/current/cart-items/${line.id}`, { quantity: String(next) }));
    if (result.value.status === 200) line.quantity = next;
    else failures += 1;
    times.push(result.ms);
  }
  return { lines: lines.length, times, failures };
}

async function pageWeights(url: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const gzipOf = (path: string) => {
    const file = join(DIST, new URL(path).pathname);
    return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
  };
  const scriptsOf = async (path: string, setup?: (page: import('@playwright/test').Page) => Promise<void>) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    if (setup) await setup(page);
    scripts.clear();
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    return scripts;
  };
  const signIn = async (page: import('@playwright/test').Page) => {
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('User name (e-mail)').fill('buyer@demo.test');
    await page.getByLabel('Password').fill('Demo-Buyer-1');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${url}/`);
    await page.waitForLoadState('networkidle');
  };
  const home = await scriptsOf('/', signIn);
  const extra = (scripts: Set<string>) => [...scripts].filter((script) => !home.has(script)).reduce((sum, script) => sum + gzipOf(script), 0);
  const cart = await scriptsOf('/cart', signIn);
  const checkout = await scriptsOf('/checkout', signIn);
  await browser.close();
  return { cart: extra(cart), checkout: extra(checkout) };
}

const sandbox = await createSandbox({ checkoutProcessingMs: 0, ...(args.includes('--no-web') ? {} : { distDir: DIST }) });
try {
  const placed = await placeOrderBench(sandbox.url);
  console.log(`place order, ${BUYERS} buyers at once × ${ROUNDS} rounds (${placed.times.length} orders, ${placed.failures} not 201): p50 ${ms(percentile(placed.times, 50))}, p95 ${ms(percentile(placed.times, 95))} (target p95 <= 250 ms)`);
  for (const [reason, count] of placed.refusals) console.log(`  refused ${count}×: ${reason}`);
  const quantity = await quantityBench(sandbox.url);
  console.log(`quantity change on a ${quantity.lines}-line cart (${quantity.times.length} changes, ${quantity.failures} refused): p50 ${ms(percentile(quantity.times, 50))}, p95 ${ms(percentile(quantity.times, 95))} (target p95 <= 50 ms)`);
  if (!args.includes('--no-web')) {
    // Fill the buyer's cart to 50 lines for the /cart page weight.
    const lines = await fillCart(await signedIn(sandbox.url, 'buyer'), CART_LINES);
    const weights = await pageWeights(sandbox.url);
    console.log(`JavaScript beyond Home (gzip 9): /cart with ${lines} lines ${(weights.cart / 1024).toFixed(1)} KB, /checkout ${(weights.checkout / 1024).toFixed(1)} KB`);
  }
} finally {
  await sandbox.close();
}
