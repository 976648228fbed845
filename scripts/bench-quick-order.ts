// `npm run bench:quick-order`: a quick order of 100 lines, from 'Add to cart' to the updated cart, in
// the sandbox (issue 16), printed, not asserted. Each round empties the buyer's cart, then times what
// the page does on 'Add to cart': the one quick-order call with 100 SKUs and the cart summary read
// the cart actor makes after it. Target p95 <= 500 ms.
//
//   node_modules/.bin/tsx scripts/bench-quick-order.ts [--rounds 20]
import { readFileSync } from 'node:fs';
import { createSandbox } from '../sandbox/app.ts';
import { signedIn } from '../tests/sandbox/client.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const ROUNDS = Number(option('--rounds') ?? 20);
const LINES = 100;

interface FixtureProduct {
  sku: string;
  productClass: string;
  purchaseQuantityRule: { minimum: string } | null;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

// 100 products a buyer can order by SKU (no variation parents), each at its rule's minimum.
const catalogue = JSON.parse(readFileSync('fixtures/data/catalogue.json', 'utf8')) as { products: FixtureProduct[] };
const items = catalogue.products
  .filter((product) => product.productClass !== 'VariationParent')
  .slice(0, LINES)
  .map((product) => ({ sku: product.sku, quantity: product.purchaseQuantityRule?.minimum ?? '1' }));

const sandbox = await createSandbox({ checkoutProcessingMs: 0 });
try {
  const buyer = await signedIn(sandbox.url, 'buyer');
  const times: number[] = [];
  let added = 0;
  for (let round = 0; round < ROUNDS + 1; round += 1) {
    await buyer.delete('/carts/current');
    const start = performance.now();
    const answer = await buyer.post('/carts/current/actions/quick-order', { items });
    const summary = await buyer.get('/carts/current/compact-summary');
    const elapsed = performance.now() - start;
    if (answer.status !== 200 || summary.status !== 200) throw new Error(`round ${round}: ${answer.status}/${summary.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    // The first round warms the server up and is not counted.
    if (round === 0) continue;
    times.push(elapsed);
    added = (answer.body.results as Array<{ status: string }>).filter((result) => result.status === 'Added').length;
  }
  await buyer.delete('/carts/current');
  console.log(`quick order of ${items.length} lines (call + cart summary), ${ROUNDS} rounds, ${added} lines added each:`);
  console.log(`  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(Math.max(...times))}  (target p95 <= 500 ms)`);
} finally {
  await sandbox.close();
}
