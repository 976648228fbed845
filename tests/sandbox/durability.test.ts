// Durability and concurrency: a file-backed sandbox keeps its data across a restart, and concurrent
// writes to one cart are serialised by its row lock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { signedIn } from './client.ts';

describe('sandbox durability', () => {
  it('[PX-03-005] a restart keeps the cart, the order and the session data written before it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
    try {
      const first = await createSandbox(process.env.DATABASE_URL ? { dataDir, databaseUrl: process.env.DATABASE_URL, databaseSchema: `restart_${process.pid}` } : { dataDir });
      const dana = await signedIn(first.url, 'buyer');
      await dana.post('/carts/current/cart-items', { productId: '01t000000000003', quantity: '3', type: 'Product' });
      await dana.post('/wishlists', { name: 'Kept across restarts', products: [{ productId: '01t000000000005' }] });
      await first.close();

      const second = await createSandbox(process.env.DATABASE_URL ? { dataDir, databaseUrl: process.env.DATABASE_URL, databaseSchema: `restart_${process.pid}` } : { dataDir });
      try {
        const again = await signedIn(second.url, 'buyer');
        const items = await again.get('/carts/current/cart-items');
        expect(items.body.cartItems.find((i: any) => i.cartItem.productId === '01t000000000003').cartItem.quantity).toBe('3.0');
        expect((await again.get('/wishlists')).body.summaries.map((w: any) => w.name)).toContain('Kept across restarts');
      } finally {
        if (process.env.DATABASE_URL) await second.core.db.exec(`DROP SCHEMA restart_${process.pid} CASCADE`);
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('[PX-03-008] concurrent updates to one cart lose nothing', async () => {
    const sandbox = await createSandbox();
    try {
      const dana = await signedIn(sandbox.url, 'buyer');
      const before = Number((await dana.get('/carts/current/compact-summary')).body.totalProductCount);
      const adds = await Promise.all(Array.from({ length: 20 }, () => dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' })));
      expect(adds.every((r) => r.status === 201)).toBe(true);
      const after = await dana.get('/carts/current/compact-summary');
      expect(Number(after.body.totalProductCount)).toBe(before + 20);
      const quick = await Promise.all(['2', '4', '6'].map((quantity) => dana.post('/carts/current/actions/quick-order', { items: [{ sku: 'krm-sen-tym-3001', quantity }] })));
      expect(quick.every((r) => r.body.results[0].status === 'Added')).toBe(true);
      expect(Number((await dana.get('/carts/current/compact-summary')).body.totalProductCount)).toBe(before + 20 + 12);
    } finally {
      await sandbox.close();
    }
  }, 120_000);
});
