// The quick-order call adds its lines together (PX-18-005): as one add after another would, in a few
// statements: repeats add up, the quantity rule applies to a line's total, a failing line leaves the
// others in, and a line already in the cart is raised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { signedIn, type Client } from './client.ts';

let sandbox: Sandbox;
let buyer: Client;

beforeAll(async () => {
  sandbox = await createSandbox(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, databaseSchema: `quick_order_${process.pid}` } : {});
  buyer = await signedIn(sandbox.url, 'multi');
}, 120_000);

afterAll(async () => {
  if (process.env.DATABASE_URL) await sandbox.core.db.exec(`DROP SCHEMA quick_order_${process.pid} CASCADE`);
  await sandbox.close();
});

const quantities = async () => {
  const items = (await buyer.get('/carts/current/cart-items')).body.cartItems as Array<{ cartItem: { productId: string; quantity: string } }>;
  return Object.fromEntries(items.map(({ cartItem }) => [cartItem.productId, Number(cartItem.quantity)]));
};

describe('quick order in the sandbox', () => {
  it('[PX-18-005] repeats add up, a line in the cart is raised, a total over the maximum fails alone, and every line answers in order', async () => {
    await buyer.delete('/carts/current');
    await buyer.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '10', type: 'Product' });
    const answer = await buyer.post('/carts/current/actions/quick-order', {
      items: [
        { sku: 'KRM-NEU-EEG-1001', quantity: '5' },
        { sku: 'krm-sen-tym-3001', quantity: '4' },
        { sku: ' KRM-SEN-TYM-3001 ', quantity: '6' },
        { sku: 'KRM-SEN-TYM-3001', quantity: '192' },
        { sku: 'NOPE-1', quantity: '1' },
      ],
    });
    expect(answer.status).toBe(200);
    const results = answer.body.results as Array<{ status: string; cartItemId?: string; message?: string }>;
    expect(results.map((result) => result.status)).toEqual(['Added', 'Added', 'Added', 'Invalid', 'NotFound']);
    expect(results[1]!.cartItemId).toBe(results[2]!.cartItemId);
    expect(results[3]!.message).toMatch(/200/);
    expect(await quantities()).toEqual({ '01t000000000001': 15, '01t000000000005': 10 });
    expect(Number(answer.body.cartSummary.totalProductCount)).toBe(25);
  });

  it('[PX-18-005] 100 lines go in with one call, each with a line id of its own', async () => {
    await buyer.delete('/carts/current');
    const items = [...sandbox.core.catalogue.products.values()]
      .filter((product) => product.productClass !== 'VariationParent')
      .slice(0, 100)
      .map((product) => ({ sku: product.sku, quantity: product.purchaseQuantityRule?.minimum ?? '1' }));
    const answer = await buyer.post('/carts/current/actions/quick-order', { items });
    const added = (answer.body.results as Array<{ status: string; cartItemId?: string }>).filter((result) => result.status === 'Added');
    expect(added.length).toBeGreaterThan(80);
    expect(new Set(added.map((result) => result.cartItemId)).size).toBe(added.length);
    expect((await buyer.get('/carts/current/compact-summary')).body.uniqueProductCount).toBe(added.length);
    await buyer.delete('/carts/current');
  });
});
