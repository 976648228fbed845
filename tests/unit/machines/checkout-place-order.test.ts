// The place-order machine: the same idempotency key on every attempt, retries only for failures that
// may not have reached the server, and a clear failure otherwise.
import { SimulatedClock, createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { placeOrderMachine, type PlacedOrder, type PlaceOrderInput } from '../../../machines/checkout/place-order.machine.ts';
import { RETRY_DELAY_MS } from '../../../machines/constants/cart-checkout.ts';

function run(answers: Array<() => PlacedOrder>) {
  const seen: PlaceOrderInput[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    placeOrderMachine.provide({
      actors: {
        place: fromPromise(async ({ input }: { input: PlaceOrderInput }) => {
          seen.push(input);
          return answers[seen.length - 1]!();
        }),
      },
    }),
    { input: { checkoutId: '2z9000000000001', idempotencyKey: 'attempt-1', direct: true }, clock },
  );
  return { actor, clock, seen };
}

const fail = (status?: number) => () => {
  throw status === undefined ? new TypeError('Failed to fetch') : Object.assign(new Error(`HTTP ${status}`), { status });
};
const order = () => ({ orderNumber: 'KRM-100042', orderId: '1Os000000000042' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('place order', () => {
  it('[PX-08-016][PX-08-001] a dropped request and a 503 are retried 4 s apart with the same key; the order arrives once', async () => {
    const { actor, clock, seen } = run([fail(), fail(503), order]);
    actor.start();
    await flush();
    clock.increment(RETRY_DELAY_MS);
    await flush();
    clock.increment(RETRY_DELAY_MS);
    const output = await toPromise(actor);
    expect(output).toEqual({ placed: true, order: order() });
    expect(seen.map((input) => input.idempotencyKey)).toEqual(['attempt-1', 'attempt-1', 'attempt-1']);
  });

  it('[PX-08-016][CC-8-016] a 409 fails at once with its status, without a retry', async () => {
    const { actor, seen } = run([fail(409), order]);
    actor.start();
    const output = await toPromise(actor);
    expect(output).toMatchObject({ placed: false, status: 409, message: 'HTTP 409' });
    expect(seen).toHaveLength(1);
  });

  it('[PX-08-016] a 422 (the buyer has something to fix) fails at once', async () => {
    const { actor, seen } = run([fail(422)]);
    actor.start();
    expect(await toPromise(actor)).toMatchObject({ placed: false, status: 422 });
    expect(seen).toHaveLength(1);
  });
});
