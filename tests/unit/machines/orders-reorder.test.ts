import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { reorderMachine, type ReorderApis } from '../../../machines/orders/reorder.machine.ts';
import { planReorder, refusalReason, reorderOutcome, type OrderLine } from '../../../machines/orders/reorder.ts';

const line = (productId: string, quantity: string, sku = `SKU-${productId}`): OrderLine => ({ productId, sku, description: `Product ${productId}`, quantity });
const ELECTRODES = line('01t000000000001', '10.0');
const PROBES = line('01t000000000005', '20.0');
const GONE = line('01t000000000099', '2.0');
const EMPTY_SHELF = line('01t000000000021', '9.0');

describe('Buy again', () => {
  it('[PX-15-005] sends the lines with enough or unknown stock and refuses the others as no stock before any add', () => {
    const plan = planReorder([ELECTRODES, PROBES, EMPTY_SHELF], [
      { productId: '01t000000000001', availableToOrder: '1240' },
      { productId: '01t000000000021', availableToOrder: '0' },
    ]);
    expect(plan.lines.map((l) => [l.productId, l.quantity])).toEqual([['01t000000000001', 10], ['01t000000000005', 20]]);
    expect(plan.refused).toEqual([{ sku: EMPTY_SHELF.sku, description: EMPTY_SHELF.description, reason: 'noStock' }]);
    // Less on hand than the line's quantity is not enough either.
    expect(planReorder([ELECTRODES], [{ productId: '01t000000000001', availableToOrder: '9' }]).refused[0]!.reason).toBe('noStock');
  });

  it('[PX-15-005] tells each refusal of the batch by its reason: no longer sold, quantity rule, no stock', () => {
    expect(refusalReason(404, [{ errorCode: 'NOT_FOUND', message: 'Product 01t000000000099 was not found' }])).toBe('notSold');
    expect(refusalReason(422, [{ errorCode: 'CART_VALIDATION_ERROR', message: 'enter a quantity in increments of 2.' }])).toBe('quantityRule');
    expect(refusalReason(422, [{ errorCode: 'INSUFFICIENT_INVENTORY', message: '0 available' }])).toBe('noStock');
    expect(refusalReason(500, [{ errorCode: 'UNKNOWN_EXCEPTION' }])).toBe('failed');

    const lines = planReorder([ELECTRODES, GONE, PROBES], []).lines;
    const outcome = reorderOutcome(lines, {
      hasErrors: true,
      results: [
        { statusCode: 201, result: {} as never },
        { statusCode: 404, result: [{ errorCode: 'NOT_FOUND', message: 'Product 01t000000000099 was not found or is not available to you.' }] },
        { statusCode: 422, result: [{ errorCode: 'CART_VALIDATION_ERROR', message: 'Probe tips: enter a quantity in increments of 2.' }] },
      ],
    });
    expect(outcome.added.map((l) => l.productId)).toEqual(['01t000000000001']);
    expect(outcome.refused.map((r) => [r.sku, r.reason])).toEqual([[GONE.sku, 'notSold'], [PROBES.sku, 'quantityRule']]);
    expect(outcome.refused[1]!.detail).toBe('Probe tips: enter a quantity in increments of 2.');
  });

  it('[PX-15-005] adds in one batch call, tells the cart once, and ignores a second press while adding', async () => {
    type BatchAnswer = Awaited<ReturnType<ReorderApis['addItems']>>;
    let answer!: (value: BatchAnswer) => void;
    const apis: ReorderApis = {
      inventoryLevels: vi.fn(async () => ({ inventoryLevels: [{ productId: '01t000000000021', availableToOrder: '0' }] })),
      addItems: vi.fn(() => new Promise<BatchAnswer>((resolve) => (answer = resolve))),
      cartChanged: vi.fn(),
    };
    const actor = createActor(reorderMachine, { input: { apis } }).start();
    actor.send({ type: 'reorder', items: [ELECTRODES, EMPTY_SHELF] });
    await vi.waitFor(() => expect(apis.addItems).toHaveBeenCalledTimes(1));
    actor.send({ type: 'reorder', items: [ELECTRODES, EMPTY_SHELF] });
    answer({ hasErrors: false, results: [{ statusCode: 201, result: {} as never }] });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(apis.addItems).toHaveBeenCalledTimes(1);
    expect(vi.mocked(apis.addItems).mock.calls[0]![0].map((l) => l.productId)).toEqual(['01t000000000001']);
    expect(apis.cartChanged).toHaveBeenCalledTimes(1);
    expect(done.context.outcome!.refused.map((r) => r.reason)).toEqual(['noStock']);
  });

  it('[PX-15-005] a failed batch adds nothing it does not tell: the machine fails and the cart is not told', async () => {
    const apis: ReorderApis = { inventoryLevels: async () => ({ inventoryLevels: [] }), addItems: async () => Promise.reject(new Error('offline')), cartChanged: vi.fn() };
    const actor = createActor(reorderMachine, { input: { apis } }).start();
    actor.send({ type: 'reorder', items: [ELECTRODES] });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect((failed.context.error as Error).message).toBe('offline');
    expect(apis.cartChanged).not.toHaveBeenCalled();
  });
});
