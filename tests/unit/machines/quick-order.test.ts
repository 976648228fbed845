import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { CART_ADD_FAILED_MESSAGE, CART_ADD_SUCCESS_MESSAGE } from '../../../machines/constants/cart-checkout.ts';
import { quickOrderMachine, type QuickOrderEmitted } from '../../../machines/quick-order/quick-order.machine.ts';
import { addRows, adjustQuantities, joinList, rowState, startRows, type ProductsBySku } from '../../../machines/quick-order/rows.ts';
import { lookUpSkus, type LookedUpProduct } from '../../../machines/quick-order/sku-lookup.ts';
import { quickOrderToasts } from '../../../machines/quick-order/toasts.ts';
import { readRows, writeRows } from '../../../machines/quick-order/storage.ts';

const product = (sku: string, rule = { minimum: 1, maximum: null as number | null, increment: 1 }, orderable = true): LookedUpProduct => ({
  productId: `01t-${sku}`,
  sku,
  name: `Product ${sku}`,
  unitPrice: '10.00',
  orderable,
  rule,
  availability: { status: 'inStock', available: 50 },
});

describe('quick-order rows', () => {
  it('[PX-18-002] five rows to start, five more on demand, never past 100', () => {
    const rows = startRows();
    expect(rows).toHaveLength(5);
    let state = { rows, nextId: 6 };
    for (let step = 0; step < 30; step += 1) state = addRows(state.rows, state.nextId);
    expect(state.rows).toHaveLength(100);
    expect(new Set(state.rows.map((row) => row.id)).size).toBe(100);
    expect(addRows(startRows(), 6).rows).toHaveLength(10);
  });

  it('[PX-18-002] a row is pending until looked up, then unknown, not orderable, off the rule or ready', () => {
    const row = (sku: string, quantity = '1') => ({ ...startRows()[0]!, sku, quantity });
    const products: ProductsBySku = {
      'abc-1': product('ABC-1', { minimum: 2, maximum: 10, increment: 2 }),
      'par-1': product('PAR-1', undefined, false),
      'nope-1': null,
    };
    expect(rowState(row(''), products).kind).toBe('empty');
    expect(rowState(row('NEW-1'), products).kind).toBe('pending');
    expect(rowState(row(' nope-1 '), products).kind).toBe('unknown');
    expect(rowState(row('PAR-1'), products).kind).toBe('notOrderable');
    expect(rowState(row('abc-1', '3'), products)).toMatchObject({ kind: 'badQuantity', problem: { kind: 'notOnIncrement' } });
    expect(rowState(row('ABC-1', '4'), products)).toMatchObject({ kind: 'ready', quantity: 4 });
  });

  it('[PX-18-004] a read list joins the rows: same SKU merged with a note, typed rows kept, at most 100 products', () => {
    const typed = { ...startRows()[0]!, sku: 'ABC-1', quantity: '2' };
    const joined = joinList([typed, ...startRows().slice(1)], [
      { lineNumber: 1, sku: 'xyz-9', quantity: 3 },
      { lineNumber: 2, sku: 'abc-1', quantity: 1 },
      { lineNumber: 3, sku: 'XYZ-9 ', quantity: 4 },
    ], 10);
    expect(joined.rows.map((row) => [row.sku, row.quantity])).toEqual([
      ['ABC-1', '3'],
      ['xyz-9', '7'],
      ['', '1'],
      ['', '1'],
      ['', '1'],
    ]);
    expect(joined.rows[1]!.notes).toEqual(['Lines 1, 3 name the same SKU; their quantities are added up.']);
    expect(joined.rows[1]!.lineNumbers).toEqual([1, 3]);
    const many = Array.from({ length: 120 }, (_, index) => ({ lineNumber: index + 1, sku: `SKU-${index}`, quantity: 1 }));
    const capped = joinList(startRows(), many, 10);
    expect(capped.rows).toHaveLength(100);
    expect(capped.truncated).toBe('Only the first 100 products are kept: a quick order holds at most 100.');
  });

  it('[PX-18-004] a listed quantity off the rule takes the nearest valid one with a note, once the product is known', () => {
    const [row] = joinList(startRows(), [{ lineNumber: 4, sku: 'ABC-1', quantity: 7 }], 10).rows;
    expect(adjustQuantities([row!], {})[0]).toBe(row);
    const [adjusted] = adjustQuantities([row!], { 'abc-1': product('ABC-1', { minimum: 2, maximum: 20, increment: 2 }) });
    expect(adjusted).toMatchObject({ quantity: '6', adjustOnLookup: false });
    expect(adjusted!.notes).toEqual(["Quantity changed from 7 to 6 to follow the product's purchase quantity rule."]);
    const [capped] = adjustQuantities([{ ...row!, quantity: '500' }], { 'abc-1': product('ABC-1', { minimum: 1, maximum: 200, increment: 1 }) });
    expect(capped!.quantity).toBe('200');
  });
});

describe('SKU lookup', () => {
  it('[PX-18-002] answers every SKU asked: the product with availability, or null; variation parents and out-of-stock products are not orderable', async () => {
    const productsBySku = vi.fn(async (skus: string[]) => ({
      total: 3,
      products: [
        { id: '01t1', sku: 'ABC-1', name: 'Monitor', success: true, productClass: 'Simple' as const, prices: { unitPrice: '12.50', success: true }, purchaseQuantityRule: { minimum: '2', maximum: '10', increment: '2' } },
        { id: '01t2', sku: 'PAR-1', name: 'Parent', success: true, productClass: 'VariationParent' as const },
        { id: '01t3', sku: 'OUT-1', name: 'Gone', success: true, productClass: 'Simple' as const },
      ].filter((entry) => skus.includes(entry.sku.toLowerCase())),
    }));
    const inventoryLevels = vi.fn(async () => ({ inventoryLevels: [{ productId: '01t1', availableToOrder: '40' }, { productId: '01t3', availableToOrder: '0' }] }));
    const answer = await lookUpSkus({ productsBySku, inventoryLevels }, ['abc-1', ' ABC-1', 'par-1', 'out-1', 'none-1']);
    expect(productsBySku).toHaveBeenCalledTimes(1);
    expect(answer['abc-1']).toMatchObject({ name: 'Monitor', unitPrice: '12.50', orderable: true, rule: { minimum: 2, maximum: 10, increment: 2 }, availability: { status: 'inStock', available: 40 } });
    expect(answer['par-1']).toMatchObject({ orderable: false });
    expect(answer['out-1']).toMatchObject({ orderable: false, availability: { status: 'outOfStock' } });
    expect(answer['none-1']).toBeNull();
  });
});

describe('quick-order machine', () => {
  function start(add = vi.fn(async ({ items }: { items: Array<{ sku: string; quantity: string }> }) => ({
    results: items.map((item) => (item.sku === 'BAD-1'
      ? { sku: item.sku, productId: '01t-BAD-1', status: 'Invalid' as const, message: 'This product is out of stock.' }
      : { sku: item.sku, productId: `01t-${item.sku}`, cartItemId: '0a9', status: 'Added' as const })),
  }))) {
    const lookup = vi.fn(async ({ skus }: { skus: string[] }) => Object.fromEntries(skus.map((sku) => [sku, sku.startsWith('unknown') ? null : product(sku.toUpperCase())])));
    const actor = createActor(
      quickOrderMachine.provide({
        actors: {
          lookup: fromPromise(({ input }) => lookup(input)),
          add: fromPromise(({ input }) => add(input)),
        },
        delays: { lookupDebounce: 0 },
      }),
      { input: {} },
    );
    const emitted: QuickOrderEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, lookup, add, emitted };
  }

  it('[PX-18-002][PX-18-003] a pasted list fills the rows, each SKU looked up once; bad lines are reported with their numbers', async () => {
    const { actor, lookup } = start();
    actor.send({ type: 'list.read', format: 'paste', text: 'abc-1 2\nbad line here\nunknown-1;1\n' });
    await waitFor(actor, (snapshot) => snapshot.matches({ lookup: 'idle' }) && Object.keys(snapshot.context.products).length === 2);
    const { context } = actor.getSnapshot();
    expect(context.problems.map((problem) => [problem.lineNumber, problem.kind])).toEqual([[2, 'extraFields']]);
    expect(context.rows.slice(0, 2).map((row) => rowState(row, context.products).kind)).toEqual(['ready', 'unknown']);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]![0].skus.sort()).toEqual(['abc-1', 'unknown-1']);
  });

  it('[PX-18-005] Add to cart sends the ready rows in ONE call, even on a double click; added rows leave, failed rows stay with the reason', async () => {
    const { actor, add, emitted } = start();
    actor.send({ type: 'list.read', format: 'csv', text: 'SKU,Qty\nabc-1,2\nBAD-1,1\nunknown-2,1\n' });
    await waitFor(actor, (snapshot) => snapshot.matches({ lookup: 'idle' }) && Object.keys(snapshot.context.products).length === 3);
    actor.send({ type: 'add' });
    actor.send({ type: 'add' });
    await waitFor(actor, (snapshot) => snapshot.context.outcome !== null);
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]![0].items).toEqual([
      { sku: 'abc-1', quantity: '2' },
      { sku: 'BAD-1', quantity: '1' },
    ]);
    const { context } = actor.getSnapshot();
    expect(context.rows.map((row) => row.sku).filter(Boolean)).toEqual(['BAD-1', 'unknown-2']);
    expect(context.rows[0]!.notes).toEqual(['This product is out of stock.']);
    expect(context.outcome).toEqual({ added: [{ sku: 'abc-1', productId: '01t-abc-1', quantity: 2 }], failed: [{ sku: 'BAD-1', message: 'This product is out of stock.' }] });
    expect(emitted.filter((event) => event.type === 'added')).toHaveLength(1);
  });

  it('[PX-18-005] a failed call keeps every row and says so', async () => {
    const { actor, emitted } = start(vi.fn(async () => Promise.reject(new Error('offline'))));
    actor.send({ type: 'row.sku', id: 1, text: 'ABC-1' });
    await waitFor(actor, (snapshot) => 'abc-1' in snapshot.context.products);
    actor.send({ type: 'add' });
    await waitFor(actor, (snapshot) => snapshot.context.addError !== null);
    expect(actor.getSnapshot().context.rows[0]!.sku).toBe('ABC-1');
    expect(emitted.map((event) => event.type)).toEqual(['addFailed', 'toast']);
  });

  it('[PX-42-005][PX-18-005][CC-8-030] the machine tells the buyer: after a batch its success and failure toasts, after a failed call the cart add failure toast', async () => {
    const batch = start();
    batch.actor.send({ type: 'list.read', format: 'csv', text: 'SKU,Qty\nabc-1,2\nBAD-1,1\n' });
    await waitFor(batch.actor, (snapshot) => snapshot.matches({ lookup: 'idle' }) && Object.keys(snapshot.context.products).length === 2);
    batch.actor.send({ type: 'add' });
    await waitFor(batch.actor, (snapshot) => snapshot.context.outcome !== null);
    expect(batch.emitted.flatMap((event) => (event.type === 'toast' ? [event.toast] : []))).toEqual([
      { label: 'Added to cart', message: CART_ADD_SUCCESS_MESSAGE, variant: 'success' },
      { label: CART_ADD_FAILED_MESSAGE, message: '1 product could not be added; the reasons are on the page.', variant: 'error' },
    ]);

    const offline = start(vi.fn(async () => Promise.reject(new Error('offline'))));
    offline.actor.send({ type: 'row.sku', id: 1, text: 'ABC-1' });
    await waitFor(offline.actor, (snapshot) => 'abc-1' in snapshot.context.products);
    offline.actor.send({ type: 'add' });
    await waitFor(offline.actor, (snapshot) => snapshot.context.addError !== null);
    expect(offline.emitted.at(-1)).toEqual({ type: 'toast', toast: { label: CART_ADD_FAILED_MESSAGE, variant: 'error' } });
  });

  it('[PX-18-005] the toasts: success when products were added, the failure toast naming how many were not', () => {
    const added = [{ sku: 'A', productId: '1', quantity: 1 }];
    const failed = [{ sku: 'B', message: 'x' }, { sku: 'C', message: 'y' }];
    expect(quickOrderToasts({ added, failed: [] })).toEqual([{ label: 'Added to cart', message: CART_ADD_SUCCESS_MESSAGE, variant: 'success' }]);
    expect(quickOrderToasts({ added: [], failed })).toEqual([
      { label: CART_ADD_FAILED_MESSAGE, message: '2 products could not be added; the reasons are on the page.', variant: 'error' },
    ]);
    expect(quickOrderToasts({ added, failed }).map((toast) => toast.variant)).toEqual(['success', 'error']);
  });
});

describe('quick-order rows kept in the tab (PX-18-006)', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key), map };
  };

  it('[PX-18-006] typed rows are kept per buyer and account and read back; empty rows are not kept', () => {
    const storage = memory();
    const rows = [{ ...startRows()[0]!, sku: 'ABC-1', quantity: '4' }, ...startRows().slice(1)];
    writeRows(storage, 'u1:a1', rows);
    expect(readRows(storage, 'u1:a1')).toEqual(rows);
    expect(readRows(storage, 'u1:a2')).toEqual(startRows());
    writeRows(storage, 'u1:a1', startRows());
    expect(storage.map.size).toBe(0);
  });

  it('[PX-18-006] stored data that is not a list of rows is ignored', () => {
    const storage = memory();
    for (const bad of ['{', '[]', '{"a":1}', '[{"id":1,"sku":2}]', JSON.stringify(Array.from({ length: 101 }, (_, id) => ({ ...startRows()[0]!, id })))]) {
      storage.setItem('krm.quickOrder.k', bad);
      expect(readRows(storage, 'k')).toEqual(startRows());
    }
    expect(readRows(undefined, 'k')).toEqual(startRows());
  });

  it('[PX-18-006] restored rows are looked up at once', async () => {
    const lookup = vi.fn(async ({ skus }: { skus: string[] }) => Object.fromEntries(skus.map((sku) => [sku, product(sku.toUpperCase())])));
    const actor = createActor(quickOrderMachine.provide({ actors: { lookup: fromPromise(({ input }) => lookup(input)) } }), {
      input: { rows: [{ ...startRows()[0]!, id: 7, sku: 'ABC-1', quantity: '2' }] },
    }).start();
    await waitFor(actor, (snapshot) => 'abc-1' in snapshot.context.products);
    expect(actor.getSnapshot().context.nextId).toBe(8);
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});
