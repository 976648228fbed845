// The cart line's quantity edit: a pause or Enter sends, the purchase rule is checked first, a
// failure restores the confirmed quantity with the error.
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lineEditMachine } from '../../../machines/cart/line-edit.machine.ts';
import { CART_CHANGE_FAILED, QUANTITY_CHANGE_DEBOUNCE_MS } from '../../../machines/constants/checkout-flow.ts';

const rule = { minimum: 2, maximum: 200, increment: 2 };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function editor(answer: (quantity: number) => Promise<number>) {
  const sent: number[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    lineEditMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: { quantity: number } }) => {
          sent.push(input.quantity);
          return answer(input.quantity);
        }),
      },
    }),
    { input: { committed: 4, rule }, clock },
  ).start();
  return { actor, clock, sent };
}

describe('cart line quantity', () => {
  it('[PX-08-031] typing waits for the pause; each keystroke restarts it; the server answer becomes the quantity', async () => {
    const { actor, clock, sent } = editor(async (quantity) => quantity);
    actor.send({ type: 'TYPE', text: '1' });
    clock.increment(QUANTITY_CHANGE_DEBOUNCE_MS - 1);
    actor.send({ type: 'TYPE', text: '10' });
    clock.increment(QUANTITY_CHANGE_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    clock.increment(1);
    await flush();
    expect(sent).toEqual([10]);
    expect(actor.getSnapshot().context).toMatchObject({ committed: 10, draft: '10', error: null });
  });

  it('[PX-08-031] Enter sends at once; a quantity off the rule is named and never sent; the same quantity is not sent again', async () => {
    const { actor, sent } = editor(async (quantity) => quantity);
    actor.send({ type: 'TYPE', text: '5' });
    actor.send({ type: 'COMMIT' });
    expect(actor.getSnapshot().context.problem).toMatchObject({ kind: 'notOnIncrement', increment: 2 });
    actor.send({ type: 'TYPE', text: '4' });
    actor.send({ type: 'COMMIT' });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'TYPE', text: '6' });
    actor.send({ type: 'COMMIT' });
    await flush();
    expect(sent).toEqual([6]);
  });

  it('[PX-08-031] a failed change puts the confirmed quantity back with the error', async () => {
    const { actor, sent } = editor(async () => {
      throw Object.assign(new Error('Internal Server Error'), { status: 500, errors: [] });
    });
    actor.send({ type: 'TYPE', text: '8' });
    actor.send({ type: 'COMMIT' });
    await flush();
    expect(sent).toEqual([8]);
    expect(actor.getSnapshot().context).toMatchObject({ committed: 4, draft: '4', error: CART_CHANGE_FAILED });
  });
});
