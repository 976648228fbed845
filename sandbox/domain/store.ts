// The store's documents (settings, webstore, markets, tax rates, navigation…), as the seed wrote them
// from fixtures/data/store.json: read once when a sandbox starts.
import type { StoreFixture } from '../../fixtures/types.ts';
import type { Queryable } from '../db/index.ts';

export async function loadStore(q: Queryable): Promise<StoreFixture> {
  // Each document is the fixture's JSON under its key, so together they are the fixture's shape.
  const rows = await q.query<{ key: string; doc: any }>('SELECT key, doc FROM store_documents');
  return Object.fromEntries(rows.map((row) => [row.key, row.doc])) as StoreFixture;
}
