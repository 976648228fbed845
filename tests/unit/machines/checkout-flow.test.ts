import { ApiError } from '../../../src/api/errors.ts';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  checkoutMachine,
  isStaleCheckoutStart,
  orderReferenceNumberOf,
  requireCheckoutId,
  type OrderActionsResult,
  type OrderAction,
  type OrderPlacedEvent,
} from '../../../machines/checkout/checkout.machine.ts';
import { checkoutPollingMachine, type CheckoutReadResult } from '../../../machines/checkout/polling.machine.ts';
import { CHECKOUT_RESTART_STATUSES, NULL_CHECKOUTID } from '../../../machines/constants/cart-checkout.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

const CART = '0a6000000000001';
const CHECKOUT = '2z9000000000001';
const OLD_CHECKOUT = '2z9000000000009';
const READY_BODY = { checkoutId: CHECKOUT, deliveryGroups: { count: 1, items: [] } };

interface Script {
  starts?: (() => { checkoutId?: string })[];
  deleteFails?: boolean;
  reads?: CheckoutReadResult[];
  orderActions?: Partial<Record<OrderAction, () => OrderActionsResult>>;
  placeOrder?: () => { orderReferenceNumber?: string };
}

function setUp(script: Script = {}, input: Parameters<typeof createActor<typeof checkoutMachine>>[1] = { input: { cartId: CART } }) {
  const log: { call: string; input: unknown }[] = [];
  let starts = 0;
  let reads = 0;
  const machine = checkoutMachine.provide({
    actors: {
      startCheckout: fromPromise(async ({ input }) => {
        log.push({ call: 'start', input });
        const answer = script.starts?.[starts] ?? (() => ({ checkoutId: CHECKOUT }));
        starts += 1;
        return answer();
      }),
      deleteCheckout: fromPromise(async ({ input }) => {
        log.push({ call: 'delete', input });
        if (script.deleteFails) throw new HttpError(404);
      }),
      pollCheckout: checkoutPollingMachine.provide({
        actors: {
          read: fromPromise(async ({ input }) => {
            log.push({ call: 'read', input });
            const answer = script.reads?.[reads] ?? { status: 200, checkout: READY_BODY };
            reads += 1;
            return answer;
          }),
        },
      }),
      runOrderAction: fromPromise(async ({ input }) => {
        log.push({ call: input.action, input });
        const answer = script.orderActions?.[input.action];
        return answer ? answer() : { actions: [{ action: input.action, status: 'Completed' as const }] };
      }),
      placeOrder: fromPromise(async ({ input }) => {
        log.push({ call: 'place', input });
        return script.placeOrder ? script.placeOrder() : { orderReferenceNumber: 'KRM-100002' };
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { ...input, clock });
  const emitted: OrderPlacedEvent[] = [];
  actor.on('orderPlaced', (event) => emitted.push(event));
  actor.start();
  return { actor, log, emitted, clock };
}

const calls = (log: { call: string }[]) => log.map((entry) => entry.call);

describe('checkout rules without state', () => {
  it('[CC-5-039][CC-8-014] a checkout without checkoutId fails with NULL_CHECKOUTID', () => {
    expect(NULL_CHECKOUTID).toBe('NULL_CHECKOUTID');
    expect(() => requireCheckoutId(undefined)).toThrow(new Error('NULL_CHECKOUTID'));
    expect(() => requireCheckoutId(null)).toThrow('NULL_CHECKOUTID');
    expect(() => requireCheckoutId('')).toThrow('NULL_CHECKOUTID');
    expect(requireCheckoutId(CHECKOUT)).toBe(CHECKOUT);
  });

  it('[CC-4-046] only a 410 or 422 start means the old checkout is in the way', () => {
    expect(CHECKOUT_RESTART_STATUSES).toEqual([410, 422]);
    expect(isStaleCheckoutStart(new HttpError(410))).toBe(true);
    expect(isStaleCheckoutStart({ status: 422 })).toBe(true);
    for (const status of [200, 202, 400, 404, 409, 423, 500]) expect(isStaleCheckoutStart(new HttpError(status))).toBe(false);
    expect(isStaleCheckoutStart(new Error('offline'))).toBe(false);
  });

  it('[CC-3-037] the order reference number is read from the first returned action', () => {
    expect(
      orderReferenceNumberOf({
        actions: [
          { action: 'submit', status: 'Completed', orderReferenceNumber: 'KRM-100001' },
          { action: 'submit', status: 'Completed', orderReferenceNumber: 'KRM-100009' },
        ],
      }),
    ).toBe('KRM-100001');
    expect(orderReferenceNumberOf({ actions: [{ action: 'prepare', status: 'Completed' }, { action: 'submit', status: 'Completed', orderReferenceNumber: 'KRM-100009' }] })).toBeUndefined();
    expect(orderReferenceNumberOf({ actions: [] })).toBeUndefined();
    expect(orderReferenceNumberOf({})).toBeUndefined();
    expect(orderReferenceNumberOf(undefined)).toBeUndefined();
  });
});

describe('checkoutMachine: start and load', () => {
  it('[CC-4-041] starts for the cart, polls the new checkout and is ready on 200', async () => {
    const { actor, log } = setUp({}, { input: { cartId: CART, deliveryAddress: { id: '8lW000000000001' } } });
    await flush();
    expect(log).toEqual([
      { call: 'start', input: { cartId: CART, deliveryAddress: { id: '8lW000000000001' } } },
      { call: 'read', input: { request: { checkoutId: CHECKOUT }, attempt: 1 } },
    ]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.checkoutId).toBe(CHECKOUT);
    expect(snapshot.context.checkout).toEqual(READY_BODY);
    expect(snapshot.context.readStatus).toBe(200);
    expect(snapshot.context.error).toBeUndefined();
  });

  it('[CC-4-041] a 202 read is polled again and a 422 read is ready with its errors', async () => {
    const body = { checkoutId: CHECKOUT, errors: [{ type: '/commerce/errors/shipping-failure' as const, title: 'No shipping' }] };
    const { actor, log } = setUp({ reads: [{ status: 202 }, { status: 422, checkout: body }] });
    await flush();
    expect(calls(log)).toEqual(['start', 'read', 'read']);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.readStatus).toBe(422);
    expect(actor.getSnapshot().context.checkout).toEqual(body);
  });

  it('[CC-4-046] a start without a delivery address sends only the cart id', async () => {
    const { log } = setUp();
    await flush();
    expect(log[0]).toEqual({ call: 'start', input: { cartId: CART } });
  });

  it('[CC-5-039] a start answering without checkoutId fails with NULL_CHECKOUTID', async () => {
    const { actor, log } = setUp({ starts: [() => ({})] });
    await flush();
    expect(calls(log)).toEqual(['start']);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().output).toEqual({ placed: false, error: 'NULL_CHECKOUTID' });
  });

  it.each([410, 422])(
    '[CC-4-046][CC-4-047] a %i start deletes the old checkout and starts once more',
    async (status) => {
      const { actor, log } = setUp(
        {
          starts: [
            () => {
              throw new HttpError(status);
            },
          ],
        },
        { input: { cartId: CART, checkoutId: OLD_CHECKOUT } },
      );
      await flush();
      expect(log.slice(0, 3)).toEqual([
        { call: 'start', input: { cartId: CART } },
        { call: 'delete', input: { checkoutId: OLD_CHECKOUT } },
        { call: 'start', input: { cartId: CART } },
      ]);
      expect(actor.getSnapshot().value).toBe('ready');
      expect(actor.getSnapshot().context.checkoutId).toBe(CHECKOUT);
      expect(actor.getSnapshot().context.restarted).toBe(true);
    },
  );

  it('[CC-4-046] without a known checkout id the delete targets the active checkout', async () => {
    const { log } = setUp({
      starts: [
        () => {
          throw new HttpError(422);
        },
      ],
    });
    await flush();
    expect(log[1]).toEqual({ call: 'delete', input: {} });
  });

  it('[CC-4-047] start is retried only once', async () => {
    const gone = () => {
      throw new HttpError(410);
    };
    const { actor, log } = setUp({ starts: [gone, gone, gone] });
    await flush();
    expect(calls(log)).toEqual(['start', 'delete', 'start']);
    expect(actor.getSnapshot().output).toEqual({ placed: false, error: 'HTTP 410' });
  });

  it('[PX-43-005][CC-4-047] a start that keeps failing reports the server\'s message, not the bare status text', async () => {
    const gone = () => {
      throw new ApiError('/checkouts', 410, 'Gone', [{ type: 'GONE', message: 'Fault injected: 410 for startCheckout.' }]);
    };
    const { actor } = setUp({ starts: [gone, gone] });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ placed: false, error: 'Fault injected: 410 for startCheckout.' });
  });

  it.each([409, 404, 500])('[CC-4-046] a %i start fails without deleting', async (status) => {
    const { actor, log } = setUp({
      starts: [
        () => {
          throw new HttpError(status);
        },
      ],
    });
    await flush();
    expect(calls(log)).toEqual(['start']);
    expect(actor.getSnapshot().output).toEqual({ placed: false, error: `HTTP ${status}` });
  });

  it('[CC-4-046] a failed delete of the old checkout fails the checkout', async () => {
    const { actor, log } = setUp({
      starts: [
        () => {
          throw new HttpError(410);
        },
      ],
      deleteFails: true,
    });
    await flush();
    expect(calls(log)).toEqual(['start', 'delete']);
    expect(actor.getSnapshot().output).toEqual({ placed: false, error: 'HTTP 404' });
  });

  it('[CC-4-045] polling past 14 attempts fails the checkout with "async maximum wait exceeded"', async () => {
    const { actor, log, clock } = setUp({ reads: Array.from({ length: 20 }, () => ({ status: 202 })) });
    for (let i = 0; i < 20; i += 1) {
      await flush();
      clock.increment(50_000);
    }
    await flush();
    expect(calls(log).filter((call) => call === 'read')).toHaveLength(14);
    expect(actor.getSnapshot().output).toEqual({ placed: false, error: 'async maximum wait exceeded' });
  });

  it('[CC-4-046] without provided actors the checkout fails and says which actor is missing', async () => {
    expect(checkoutMachine.id).toBe('checkout');
    const actor = createActor(checkoutMachine, { input: { cartId: CART } }).start();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ placed: false, error: 'checkout: provide the startCheckout actor' });
  });

  it('[CC-4-046][CC-4-047] without a provided delete actor a 410 start fails and says so', async () => {
    const machine = checkoutMachine.provide({
      actors: {
        startCheckout: fromPromise(async (): Promise<{ checkoutId?: string }> => {
          throw new HttpError(410);
        }),
      },
    });
    const actor = createActor(machine, { input: { cartId: CART } }).start();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ placed: false, error: 'checkout: provide the deleteCheckout actor' });
  });

  it.each([
    ['ORDER.SUBMIT', 'checkout: provide the runOrderAction actor'],
    ['ORDER.PLACE', 'checkout: provide the placeOrder actor'],
  ] as const)('[CC-4-048][CC-4-049] without a provided order actor %s reports the missing actor', async (type, error) => {
    const machine = checkoutMachine.provide({
      actors: {
        startCheckout: fromPromise(async (): Promise<{ checkoutId?: string }> => ({ checkoutId: CHECKOUT })),
        pollCheckout: checkoutPollingMachine.provide({ actors: { read: fromPromise(async () => ({ status: 200 })) } }),
      },
    });
    const actor = createActor(machine, { input: { cartId: CART } }).start();
    await flush();
    actor.send({ type });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe(error);
  });
});

describe('checkoutMachine: placing the order', () => {
  it('[CC-4-048][CC-4-050][CC-4-051][CC-3-037] prepare then submit clears the active checkout and emits orderPlaced', async () => {
    const { actor, log, emitted } = setUp({
      orderActions: { submit: () => ({ actions: [{ action: 'submit', status: 'Completed', orderReferenceNumber: 'KRM-100001' }] }) },
    });
    await flush();
    actor.send({ type: 'ORDER.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('preparing');
    await flush();
    expect(log.slice(2)).toEqual([
      { call: 'prepare', input: { checkoutId: CHECKOUT, action: 'prepare' } },
      { call: 'submit', input: { checkoutId: CHECKOUT, action: 'submit' } },
    ]);
    expect(actor.getSnapshot().value).toBe('placed');
    expect(actor.getSnapshot().context.checkoutId).toBeUndefined();
    expect(emitted).toEqual([{ type: 'orderPlaced', checkoutId: CHECKOUT, orderReferenceNumber: 'KRM-100001' }]);
    expect(actor.getSnapshot().output).toEqual({ placed: true, orderReferenceNumber: 'KRM-100001' });
  });

  it('[CC-4-049][CC-4-050][CC-4-051] placing the order directly skips prepare and submit', async () => {
    const { actor, log, emitted } = setUp();
    await flush();
    actor.send({ type: 'ORDER.PLACE' });
    expect(actor.getSnapshot().value).toBe('placing');
    await flush();
    expect(log.slice(2)).toEqual([{ call: 'place', input: { checkoutId: CHECKOUT } }]);
    expect(actor.getSnapshot().context.checkoutId).toBeUndefined();
    expect(emitted).toEqual([{ type: 'orderPlaced', checkoutId: CHECKOUT, orderReferenceNumber: 'KRM-100002' }]);
    expect(actor.getSnapshot().output).toEqual({ placed: true, orderReferenceNumber: 'KRM-100002' });
  });

  it('[CC-4-048] a failed prepare does not submit, keeps the checkout and can be tried again', async () => {
    let prepares = 0;
    const { actor, log, emitted } = setUp({
      orderActions: {
        prepare: () => {
          prepares += 1;
          if (prepares === 1) throw new HttpError(422);
          return { actions: [{ action: 'prepare', status: 'Completed' }] };
        },
      },
    });
    await flush();
    actor.send({ type: 'ORDER.SUBMIT' });
    await flush();
    expect(calls(log).slice(2)).toEqual(['prepare']);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('HTTP 422');
    expect(actor.getSnapshot().context.checkoutId).toBe(CHECKOUT);
    expect(emitted).toEqual([]);
    actor.send({ type: 'ORDER.SUBMIT' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await flush();
    expect(calls(log).slice(2)).toEqual(['prepare', 'prepare', 'submit']);
    expect(emitted).toHaveLength(1);
  });

  it('[CC-4-050][CC-4-051] a failed submit keeps the active checkout and emits nothing', async () => {
    const { actor, emitted } = setUp({
      orderActions: {
        submit: () => {
          throw new HttpError(409);
        },
      },
    });
    await flush();
    actor.send({ type: 'ORDER.SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('HTTP 409');
    expect(actor.getSnapshot().context.checkoutId).toBe(CHECKOUT);
    expect(emitted).toEqual([]);
  });

  it('[CC-4-049][CC-4-050] a failed direct placement keeps the active checkout and emits nothing', async () => {
    const { actor, emitted } = setUp({
      placeOrder: () => {
        throw new HttpError(422);
      },
    });
    await flush();
    actor.send({ type: 'ORDER.PLACE' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('HTTP 422');
    expect(actor.getSnapshot().context.checkoutId).toBe(CHECKOUT);
    expect(emitted).toEqual([]);
  });

  it('[CC-4-049][CC-4-051] a direct placement that failed can be tried again and then places the order', async () => {
    let places = 0;
    const { actor, emitted } = setUp({
      placeOrder: () => {
        places += 1;
        if (places === 1) throw new HttpError(500);
        return { orderReferenceNumber: 'KRM-100003' };
      },
    });
    await flush();
    actor.send({ type: 'ORDER.PLACE' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('HTTP 500');
    actor.send({ type: 'ORDER.PLACE' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ placed: true, orderReferenceNumber: 'KRM-100003' });
    expect(emitted).toEqual([{ type: 'orderPlaced', checkoutId: CHECKOUT, orderReferenceNumber: 'KRM-100003' }]);
  });

  it('[CC-4-041] a refresh polls the checkout again and clears a previous error', async () => {
    const { actor, log } = setUp({
      placeOrder: () => {
        throw new HttpError(422);
      },
      reads: [{ status: 200, checkout: READY_BODY }, { status: 202 }, { status: 200, checkout: { checkoutId: CHECKOUT } }],
    });
    await flush();
    actor.send({ type: 'ORDER.PLACE' });
    await flush();
    actor.send({ type: 'CHECKOUT.REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await flush();
    expect(calls(log)).toEqual(['start', 'read', 'place', 'read', 'read']);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.checkout).toEqual({ checkoutId: CHECKOUT });
  });

  it('[CC-4-048][CC-4-049] order events are ignored until the checkout is ready', async () => {
    const { actor, log } = setUp();
    expect(actor.getSnapshot().value).toBe('starting');
    actor.send({ type: 'ORDER.PLACE' });
    actor.send({ type: 'ORDER.SUBMIT' });
    await flush();
    expect(calls(log)).toEqual(['start', 'read']);
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
