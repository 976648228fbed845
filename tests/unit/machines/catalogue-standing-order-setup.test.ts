// The product page's standing-order set-up (PX-06-040): the machine reads the account's shipping
// addresses, picks the one the order ships to and builds the create call from the line as it was
// when the buyer submitted.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failureOf, standingOrderSetupMachine, type StandingOrderCreateRequest } from '../../../machines/catalogue/standing-order-setup.machine.ts';
import type { Wire } from '../../../machines/wire.ts';

const line = { productId: '01t000000000001', quantity: 10, unitOfMeasure: 'Pack' };

/** A shipping address of the account, as the addresses call answers it. */
const address = (addressId: string, isDefault: boolean): Wire['AccountAddress'] => ({ addressId, isDefault, addressType: 'Shipping', street: '1420 Harbor View Drive', city: 'Chicago', country: 'US' });

function start(addresses: () => Promise<Wire['AccountAddress'][]>, create: (request: StandingOrderCreateRequest) => Promise<unknown> = async () => ({})) {
  const created: StandingOrderCreateRequest[] = [];
  const actor = createActor(
    standingOrderSetupMachine.provide({
      actors: {
        shippingAddresses: fromPromise(addresses),
        create: fromPromise(async ({ input }) => {
          created.push(input.request);
          return create(input.request);
        }),
      },
    }),
    { input: { today: '2026-11-26' } },
  ).start();
  actor.send({ type: 'field.changed', field: 'poNumber', value: ' PO-7731 ' });
  return { actor, created };
}

describe('standing order set-up from the product page', () => {
  it('[PX-06-040] ships to the default shipping address, with the line as it was at submit', async () => {
    const { actor, created } = start(async () => [address('8lW1', false), address('8lW2', true)]);
    actor.send({ type: 'submit', line });
    await waitFor(actor, (state) => state.matches('done'));
    // The body's form fields are standingOrderRequest's (property-tests/catalogue-standing-order-examples.test.ts); here, the line and the address.
    expect(created).toEqual([expect.objectContaining({ productId: '01t000000000001', quantity: '10', unitOfMeasure: 'Pack', shipToAddressId: '8lW2' })]);
    expect(created[0]!.paymentMethod.poNumber).toBe('PO-7731');
  });

  it('[PX-06-040] without a default, ships to the first shipping address', async () => {
    const { actor, created } = start(async () => [address('8lW1', false), address('8lW2', false)]);
    actor.send({ type: 'submit', line });
    await waitFor(actor, (state) => state.matches('done'));
    expect(created.map((request) => request.shipToAddressId)).toEqual(['8lW1']);
  });

  it('[PX-06-040] an account without a shipping address gets no order and is told why; the form is kept', async () => {
    const { actor, created } = start(async () => []);
    actor.send({ type: 'submit', line });
    await waitFor(actor, (state) => state.matches('editing'));
    expect(failureOf(actor.getSnapshot().context)).toBe('noShippingAddress');
    expect(actor.getSnapshot().context.form.poNumber).toBe(' PO-7731 ');
    expect(created).toEqual([]);
  });

  it('[PX-06-040] a failed read or create is a failure to retry, the form kept; a submit that goes through clears it', async () => {
    let failCreate = true;
    const { actor, created } = start(
      async () => [address('8lW1', true)],
      async () => {
        if (failCreate) throw new Error('refused');
        return {};
      },
    );
    actor.send({ type: 'submit', line });
    await waitFor(actor, (state) => state.matches('editing'));
    expect(failureOf(actor.getSnapshot().context)).toBe('failed');
    failCreate = false;
    actor.send({ type: 'submit', line: { ...line, quantity: 12 } });
    await waitFor(actor, (state) => state.matches('done'));
    expect(failureOf(actor.getSnapshot().context)).toBeUndefined();
    expect(created.map((request) => request.quantity)).toEqual(['10', '12']);

    const failing = start(async () => {
      throw new Error('offline');
    });
    failing.actor.send({ type: 'submit', line });
    await waitFor(failing.actor, (state) => state.matches('editing'));
    expect(failureOf(failing.actor.getSnapshot().context)).toBe('failed');
  });

  it('[PX-06-040] an invalid form is not sent: nothing is read or created', () => {
    let reads = 0;
    const { actor, created } = start(async () => {
      reads += 1;
      return [];
    });
    actor.send({ type: 'field.changed', field: 'poNumber', value: '' });
    actor.send({ type: 'submit', line });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.submitted).toBe(true);
    expect(reads).toBe(0);
    expect(created).toEqual([]);
  });
});
