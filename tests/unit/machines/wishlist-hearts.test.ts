// The grid's hearts machine (PX-42-004, PX-42-002, PX-18-023): per-product heart states, adds one at a time.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WishlistAddRequest } from '../../../machines/catalogue/product-purchase.machine.ts';
import { heartStateOf, wishlistHeartsMachine } from '../../../machines/catalogue/wishlist-hearts.machine.ts';

const CUPS = { id: '01t000000000001', sku: 'KRM-NEU-EEG-1001', name: 'Cortexa cups' };
const TIPS = { id: '01t000000000005', sku: 'KRM-SEN-TYM-3001', name: 'Aurisense tips' };

function start(refuse: ReadonlySet<string> = new Set()) {
  const requests: WishlistAddRequest[] = [];
  const pending: Array<() => void> = [];
  const actor = createActor(
    wishlistHeartsMachine.provide({
      actors: {
        // Each add waits until the test lets it answer, so overlapping adds can be seen.
        addToWishlist: fromPromise(async ({ input }) => {
          requests.push(input);
          await new Promise<void>((resolve) => pending.push(resolve));
          if (refuse.has(input.productId)) throw new Error('refused');
          return input.listId ?? '0YC000000000001';
        }),
      },
    }),
  ).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => void emitted.push(event));
  const answerNext = async () => {
    await waitFor(actor, () => pending.length > 0);
    pending.shift()!();
  };
  const state = (productId: string) => heartStateOf(actor.getSnapshot().context, productId);
  return { actor, requests, emitted, answerNext, state };
}

describe('the grid\'s wishlist hearts', () => {
  it('[PX-42-004][PX-18-023][PX-42-002] two hearts pressed quickly: both show adding, the adds go one after the other, each ends added with its toast and event', async () => {
    const { actor, requests, emitted, answerNext, state } = start();
    actor.send({ type: 'heart.add', product: CUPS });
    actor.send({ type: 'heart.add', product: TIPS, listId: '0YC000000000002' });
    expect([state(CUPS.id), state(TIPS.id), state('01t000000000003')]).toEqual(['adding', 'adding', 'idle']);
    expect(requests).toEqual([{ productId: CUPS.id, listId: undefined }]);

    await answerNext();
    await waitFor(actor, () => requests.length === 2);
    expect([state(CUPS.id), state(TIPS.id)]).toEqual(['added', 'adding']);
    expect(requests[1]).toEqual({ productId: TIPS.id, listId: '0YC000000000002' });
    await answerNext();
    await waitFor(actor, () => state(TIPS.id) === 'added');
    expect(emitted).toEqual([
      { type: 'wishlist.added', product: CUPS, wishlistId: '0YC000000000001' },
      { type: 'toast', toast: { label: 'Added to your wishlist', variant: 'success' } },
      { type: 'wishlist.added', product: TIPS, wishlistId: '0YC000000000002' },
      { type: 'toast', toast: { label: 'Added to your wishlist', variant: 'success' } },
    ]);
  });

  it('[PX-42-004][PX-42-002] a product being added or added is not added again; a failed add returns its heart to idle with the error toast', async () => {
    const { actor, requests, emitted, answerNext, state } = start(new Set([TIPS.id]));
    actor.send({ type: 'heart.add', product: CUPS });
    actor.send({ type: 'heart.add', product: CUPS });
    await answerNext();
    await waitFor(actor, () => state(CUPS.id) === 'added');
    actor.send({ type: 'heart.add', product: CUPS });
    expect(requests).toHaveLength(1);

    actor.send({ type: 'heart.add', product: TIPS });
    await answerNext();
    await waitFor(actor, () => state(TIPS.id) === 'idle');
    expect(emitted.at(-1)).toEqual({ type: 'toast', toast: { label: 'The product could not be added to your wishlist.', variant: 'error' } });
    actor.send({ type: 'heart.add', product: TIPS });
    expect(state(TIPS.id)).toBe('adding');
  });
});
