// The standing-order set-up form as examples: field edits, the checks at their limits, a refused
// and a successful create, and starting again.
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  INTERVAL_MAX,
  INTERVAL_MIN,
  PO_NUMBER_MAX,
  defaultForm,
  isIsoDate,
  nextDay,
  standingOrderRequest,
  standingOrderSetupMachine,
  validateStandingOrder,
  type StandingOrderCreateRequest,
  type StandingOrderForm,
} from '../machines/catalogue/standing-order-setup.machine.ts';
import type { Wire } from '../machines/wire.ts';

const today = '2026-11-21';
const valid: StandingOrderForm = { interval: '4', unit: 'Weeks', firstShipmentDate: '2026-11-22', poNumber: 'PO-1001' };

describe('standing-order form checks', () => {
  it('[PX-06-040] dates are real calendar days; the default first shipment is the next day, across month and year ends', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-28')).toBe(false);
    expect(isIsoDate(' 2026-02-28')).toBe(false);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(defaultForm(today)).toEqual({ interval: '4', unit: 'Weeks', firstShipmentDate: '2026-11-22', poNumber: '' });
  });

  it('[PX-06-040] the interval is a whole number from 1 to 52 (blanks around it allowed)', () => {
    for (const interval of [String(INTERVAL_MIN), String(INTERVAL_MAX), ' 12 ']) expect(validateStandingOrder({ ...valid, interval }, today)).toEqual([]);
    for (const interval of [String(INTERVAL_MIN - 1), String(INTERVAL_MAX + 1), '4.5', '', '-1', 'four']) {
      expect(validateStandingOrder({ ...valid, interval }, today)).toEqual([{ field: 'interval', kind: 'notInRange' }]);
    }
  });

  it('[PX-06-040] the first shipment is a valid date not in the past (today is allowed)', () => {
    expect(validateStandingOrder({ ...valid, firstShipmentDate: today }, today)).toEqual([]);
    expect(validateStandingOrder({ ...valid, firstShipmentDate: '2026-11-20' }, today)).toEqual([{ field: 'firstShipmentDate', kind: 'inPast' }]);
    expect(validateStandingOrder({ ...valid, firstShipmentDate: '2026-13-01' }, today)).toEqual([{ field: 'firstShipmentDate', kind: 'invalidDate' }]);
  });

  it('[PX-06-040] the purchase order number is required and at most 80 characters after trimming', () => {
    expect(validateStandingOrder({ ...valid, poNumber: `  ${'P'.repeat(PO_NUMBER_MAX)}  ` }, today)).toEqual([]);
    expect(validateStandingOrder({ ...valid, poNumber: 'P'.repeat(PO_NUMBER_MAX + 1) }, today)).toEqual([{ field: 'poNumber', kind: 'tooLong' }]);
    expect(validateStandingOrder({ ...valid, poNumber: '   ' }, today)).toEqual([{ field: 'poNumber', kind: 'missing' }]);
    expect(validateStandingOrder({ interval: '0', unit: 'Months', firstShipmentDate: 'soon', poNumber: '' }, today)).toEqual([
      { field: 'interval', kind: 'notInRange' },
      { field: 'firstShipmentDate', kind: 'invalidDate' },
      { field: 'poNumber', kind: 'missing' },
    ]);
  });

  it('[PX-06-040] the create body carries the chosen quantity, the trimmed interval and purchase order number, starting on the first shipment', () => {
    expect(standingOrderRequest({ interval: ' 4 ', unit: 'Months', firstShipmentDate: '2026-12-01', poNumber: ' PO-1001 ' }, { productId: '01t000000000001', quantity: 10, unitOfMeasure: 'Pack', shipToAddressId: '8lW000000000001' })).toEqual({
      productId: '01t000000000001',
      quantity: '10',
      unitOfMeasure: 'Pack',
      frequency: { interval: 4, unit: 'Months' },
      startDate: '2026-12-01',
      firstShipmentDate: '2026-12-01',
      shipToAddressId: '8lW000000000001',
      paymentMethod: { type: 'PurchaseOrder', poNumber: 'PO-1001' },
    });
  });
});

describe('standing-order set-up machine', () => {
  // The product page's line and the account's one shipping address, which the create call carries.
  const line = { productId: '01t000000000001', quantity: 10, unitOfMeasure: 'Pack' };
  const shipping: Wire['AccountAddress'] = { addressId: '8lW000000000001', addressType: 'Shipping', isDefault: true, street: '1420 Harbor View Drive', city: 'Chicago', country: 'US' };
  /** The form a create call carries, read back from its body. */
  const formSent = (request: StandingOrderCreateRequest): StandingOrderForm => ({
    interval: String(request.frequency.interval),
    unit: request.frequency.unit,
    firstShipmentDate: request.firstShipmentDate,
    poNumber: request.paymentMethod.poNumber,
  });

  function setupActor(create: (form: StandingOrderForm) => Promise<unknown>) {
    const sent: StandingOrderForm[] = [];
    const actor = createActor(
      standingOrderSetupMachine.provide({
        actors: {
          shippingAddresses: fromPromise(async () => [shipping]),
          create: fromPromise(async ({ input }) => {
            sent.push(formSent(input.request));
            return create(formSent(input.request));
          }),
        },
      }),
      { input: { today } },
    ).start();
    return { actor, sent };
  }

  it('[PX-06-040] edits update the form and its problems; the unit is Months or else Weeks', () => {
    const { actor } = setupActor(async () => ({}));
    expect(actor.getSnapshot().context).toMatchObject({ form: defaultForm(today), problems: [], submitted: false });
    actor.send({ type: 'field.changed', field: 'unit', value: 'Months' });
    expect(actor.getSnapshot().context.form.unit).toBe('Months');
    actor.send({ type: 'field.changed', field: 'unit', value: 'Days' });
    expect(actor.getSnapshot().context.form.unit).toBe('Weeks');
    actor.send({ type: 'field.changed', field: 'interval', value: '60' });
    expect(actor.getSnapshot().context.form.interval).toBe('60');
    expect(actor.getSnapshot().context.problems).toEqual([{ field: 'interval', kind: 'notInRange' }, { field: 'poNumber', kind: 'missing' }]);
    actor.stop();
  });

  it('[PX-06-040] an invalid submit is checked and shown without a request', () => {
    const { actor, sent } = setupActor(async () => ({}));
    actor.send({ type: 'submit', line });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ submitted: true, problems: [{ field: 'poNumber', kind: 'missing' }] });
    expect(sent).toEqual([]);
    actor.stop();
  });

  it('[PX-06-040] a refused create keeps the form and shows the error; a later success ends the set-up, and starting again resets the form', async () => {
    let refuse = true;
    const { actor, sent } = setupActor(async () => {
      if (refuse) throw new Error('Server Error');
      return { id: 'a0R000000000001' };
    });
    actor.send({ type: 'field.changed', field: 'poNumber', value: 'PO-1001' });
    actor.send({ type: 'submit', line });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect((actor.getSnapshot().context.error as Error).message).toBe('Server Error');
    expect(actor.getSnapshot().context.form.poNumber).toBe('PO-1001');
    refuse = false;
    actor.send({ type: 'submit', line });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(sent).toEqual([{ ...defaultForm(today), poNumber: 'PO-1001' }, { ...defaultForm(today), poNumber: 'PO-1001' }]);
    actor.send({ type: 'again' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ form: defaultForm(today), submitted: false, problems: [] });
    actor.stop();
  });

  it('[PX-06-040] without a create service the set-up is refused rather than taken as done', async () => {
    const actor = createActor(standingOrderSetupMachine, { input: { today } }).start();
    actor.send({ type: 'field.changed', field: 'poNumber', value: 'PO-1001' });
    actor.send({ type: 'submit', line });
    await waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
    actor.stop();
  });
});
