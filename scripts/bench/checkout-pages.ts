// The cart and checkout pages for `bench:web --checkout` (issue 14, "Benchmarks"): Lighthouse (mobile)
// on /cart with 50 lines and on each checkout step as a signed-in buyer (buyer@demo.test) reaches it,
// plus the JavaScript each page adds beyond the shell (what signed-in Home loads), gzip level 9.
//
// Each step is reached as a buyer reaches it: the steps before it are saved in the sandbox through the
// same calls the page makes (address, delivery method, contact, card payment), and the tab holds the
// step flow the page keeps in session storage for a reload (PX-08-021). Lighthouse then loads
// /checkout in that tab with cold caches, as a buyer's reload at that step would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHECKOUT_FLOW_SESSION_KEY, CHECKOUT_STEPS } from '../../machines/constants/checkout-flow.ts';
import type { CheckoutStep } from '../../machines/checkout/steps.machine.ts';
import { CART_PATH } from '../../src/content/site.ts';
import { signedIn, untilReady, type Client } from '../../tests/sandbox/client.ts';
import { formatMetrics, launchChrome, runLighthouse, type LighthouseRun } from './lighthouse.ts';

export const CART_LINES = 50;
const CHECKOUT_PATH = '/checkout';
/** Dana's default shipping address (fixtures). */
const DEFAULT_ADDRESS_ID = '8lW000000000001';
const GROUND = '2Dm000000000001';
const CARD = {
  billingAddress: { street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
  cardPaymentMethod: { cardHolderName: 'Dana Okafor', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', cardType: 'Visa' },
};

export type BenchPage = 'cart' | CheckoutStep;
export const BENCH_PAGES: readonly BenchPage[] = ['cart', ...CHECKOUT_STEPS];

/** Empties the buyer's cart and adds products in id order (10 of each) until it has `lines` lines. */
export async function fillCart(client: Client, lines: number): Promise<number> {
  await client.delete('/carts/current');
  let added = 0;
  for (let n = 1; added < lines && n <= 300; n += 1) {
    const reply = await client.post('/carts/current/cart-items', { productId: `01t${String(n).padStart(12, '0')}`, quantity: '10', type: 'Product' });
    if (reply.status === 201) added += 1;
  }
  return added;
}

/** What the page saves when the buyer completes `step`, made through the same calls. */
async function completeStep(client: Client, checkoutId: string, step: CheckoutStep): Promise<void> {
  const ready = () => untilReady(() => client.get(`/checkouts/${checkoutId}`));
  const expectOk = (reply: { status: number; body: unknown }, what: string) => {
    if (reply.status >= 300) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
  };
  switch (step) {
    case 'shippingAddress':
      expectOk(await client.patch(`/checkouts/${checkoutId}`, { deliveryAddress: { id: DEFAULT_ADDRESS_ID } }), 'shipping address');
      break;
    case 'shippingOptions':
      expectOk(await client.patch(`/checkouts/${checkoutId}`, { deliveryMethodId: GROUND }), 'delivery method');
      break;
    case 'contactInfo':
      expectOk(await client.patch(`/checkouts/${checkoutId}`, { contactInfo: { firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test', phoneNumber: '+13125550142' } }), 'contact');
      break;
    case 'billingAddress':
      // Same as shipping: the page keeps the choice in the tab; the payment call carries the address.
      return;
    case 'payment': {
      const token = await client.post('/payments/token', CARD);
      expectOk(token, 'card token');
      expectOk(await client.post(`/checkouts/${checkoutId}/payments`, { paymentToken: token.body.token, requestType: 'Auth', billingAddress: { name: 'Dana Okafor', ...CARD.billingAddress } }), 'payment');
      break;
    }
    case 'review':
      return;
  }
  await ready();
}

const gzipOf = (dist: string, path: string) => {
  try {
    return gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
  } catch {
    return 0;
  }
};

/** Opens a tab of `browser` holding the buyer's cookies (and, when given, a stored step flow) for the origin. */
async function buyerTab(browser: Browser, origin: string, buyer: Client, flow?: { checkoutId: string; current: CheckoutStep; completed: CheckoutStep[] }) {
  const page = await browser.newPage();
  await page.setCookie(
    ...buyer
      .cookieHeader()
      .split('; ')
      .map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: origin };
      }),
  );
  if (flow) {
    // Any page of the origin gives the tab its session storage; the robots file is the lightest.
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(
      (key, value) => sessionStorage.setItem(key, value),
      CHECKOUT_FLOW_SESSION_KEY,
      JSON.stringify({ checkoutId: flow.checkoutId, flow: { current: flow.current, completed: flow.completed }, billing: { sameAsShipping: true } }),
    );
  }
  return page;
}

export interface PageFigures {
  page: BenchPage;
  path: string;
  runs: LighthouseRun[];
  /** gzip bytes of the origin scripts the page loaded that signed-in Home does not. */
  jsBeyondShell: number;
}

/** Lighthouse on the chosen pages (in step order), `runs` times each; figures printed as they come. */
export async function benchCheckoutPages(origin: string, dist: string, options: { pages: readonly BenchPage[]; runs: number; onRun?(page: BenchPage, run: LighthouseRun): void }): Promise<PageFigures[]> {
  const buyer = await signedIn(origin, 'buyer');
  const lines = await fillCart(buyer, CART_LINES);
  console.log(`\nCart and checkout as buyer@demo.test, the cart with ${lines} lines (Lighthouse mobile, ${options.runs} run(s) a page):`);
  const chrome = await launchChrome();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const figures: PageFigures[] = [];
  try {
    // The shell: every script signed-in Home loads once the network is quiet.
    const homeTab = await buyerTab(browser, origin, buyer);
    const shell = new Set<string>();
    homeTab.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(origin)) shell.add(new URL(request.url()).pathname);
    });
    await homeTab.goto(`${origin}/`, { waitUntil: 'networkidle0' });
    await homeTab.close();

    const measure = async (page: BenchPage, path: string, flow?: Parameters<typeof buyerTab>[3]) => {
      const runs: LighthouseRun[] = [];
      // A run Lighthouse itself fails (the machine too starved to record the load) is run once more.
      for (let run = 0, retried = 0; run < options.runs; run += 1) {
        const tab = await buyerTab(browser, origin, buyer, flow);
        try {
          const result = await runLighthouse(`${origin}${path}`, { port: chrome.port, page: tab });
          if (result.error && retried === 0) {
            console.log(`  ${page.padEnd(16)} Lighthouse failed (${result.error.slice(0, 120)}); once more`);
            retried += 1;
            run -= 1;
            continue;
          }
          // The figures count only if the page showed the step meant (the tab stays on the page Lighthouse loaded).
          if (flow) await tab.waitForSelector(`[data-testid="step-${flow.current}"].checkout-step--open`, { timeout: 15_000 }).catch(() => Promise.reject(new Error(`${path} did not open the ${flow.current} step`)));
          options.onRun?.(page, result);
          runs.push(result);
        } finally {
          await tab.close();
        }
      }
      const beyond = [...new Set(runs.flatMap((run) => run.scripts))].filter((script) => !shell.has(script));
      figures.push({ page, path, runs, jsBeyondShell: beyond.reduce((sum, script) => sum + gzipOf(dist, script), 0) });
    };

    if (options.pages.includes('cart')) await measure('cart', CART_PATH);
    const steps = CHECKOUT_STEPS.filter((step) => options.pages.includes(step));
    if (steps.length > 0) {
      const cartId = (await buyer.get('/carts/current/compact-summary')).body.cartId as string;
      const started = await buyer.put('/checkouts', { cartId });
      const checkoutId = started.body.checkoutId as string;
      if (!checkoutId) throw new Error(`checkout start: ${started.status} ${JSON.stringify(started.body).slice(0, 200)}`);
      await untilReady(() => buyer.get(`/checkouts/${checkoutId}`));
      const completed: CheckoutStep[] = [];
      for (const step of CHECKOUT_STEPS) {
        if (steps.includes(step)) await measure(step, CHECKOUT_PATH, { checkoutId, current: step, completed: [...completed] });
        if (step === 'review') break;
        await completeStep(buyer, checkoutId, step);
        completed.push(step);
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return figures;
}

export const printRun = (page: BenchPage, run: LighthouseRun) => {
  if (run.error) return console.log(`  ${page.padEnd(16)} Lighthouse failed: ${run.error}`);
  console.log(`  ${page.padEnd(16)} performance ${run.scores.performance.toFixed(2)}  accessibility ${run.scores.accessibility.toFixed(2)}  ${formatMetrics(run)}`);
  for (const line of run.diagnostics) console.log(`  ${''.padEnd(16)}   ${line}`);
};
