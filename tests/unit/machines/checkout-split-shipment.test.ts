// Split shipment (PX-14-002..PX-14-004): which lines go where, when a split is refused, and the
// arrange-items arrangements, checked against a plan written out by hand and a property over plans.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { destinationName, destinationsOf, perDeliveryCharge, splitArrangements, splitProblem, type Destination } from '../../../machines/checkout/split-shipment.ts';

const LINES = ['0a9000000000001', '0a9000000000002', '0a9000000000003'];

describe('split shipment', () => {
  it('[PX-14-002] a split needs at least one line at each address; no split needs nothing', () => {
    expect(splitProblem({ enabled: true, destinations: {} }, LINES)).toBe('Send at least one item to each address, or ship everything to one address.');
    expect(splitProblem({ enabled: true, destinations: { [LINES[0]!]: 'second', [LINES[1]!]: 'second', [LINES[2]!]: 'second' } }, LINES)).toBeDefined();
    expect(splitProblem({ enabled: true, destinations: { [LINES[1]!]: 'second' } }, LINES)).toBeUndefined();
    expect(splitProblem({ enabled: false, destinations: {} }, LINES)).toBeUndefined();
  });

  it('[PX-14-003] the lines of a group other than the default go to the second address', () => {
    expect(
      destinationsOf([
        { id: 'g2', isDefault: false, cartItems: [{ cartItemId: 'b' }] },
        { id: 'g1', isDefault: true, cartItems: [{ cartItemId: 'a' }, { cartItemId: 'c' }] },
      ]),
    ).toEqual({ a: 'first', b: 'second', c: 'first' });
  });

  it('[PX-14-004] whole lines go to their group; with the split off every line goes back to the default group', () => {
    const plan = { enabled: true, destinations: { [LINES[1]!]: 'second' as const } };
    expect(splitArrangements(plan, LINES, 'g1', 'g2')).toEqual([
      { deliveryGroupId: 'g1', cartItemIds: [LINES[0], LINES[2]] },
      { deliveryGroupId: 'g2', cartItemIds: [LINES[1]] },
    ]);
    expect(splitArrangements({ ...plan, enabled: false }, LINES, 'g1', 'g2')).toEqual([{ deliveryGroupId: 'g1', cartItemIds: LINES }]);
  });

  it('[PX-14-004] every line is arranged exactly once, into the group its plan names', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[0-9a-f]{4,8}$/), { minLength: 1, maxLength: 12 }), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), fc.boolean(), (ids, seconds, enabled) => {
        const destinations: Record<string, Destination> = Object.fromEntries(ids.map((id, index) => [id, seconds[index] ? 'second' : 'first']));
        const arranged = splitArrangements({ enabled, destinations }, ids, 'first-group', 'second-group');
        const placed = arranged.flatMap((arrangement) => arrangement.cartItemIds.map((id) => [id, arrangement.deliveryGroupId] as const));
        expect(placed.map(([id]) => id).sort()).toEqual([...ids].sort());
        for (const [id, group] of placed) expect(group).toBe(enabled && destinations[id] === 'second' ? 'second-group' : 'first-group');
      }),
    );
  });
});

describe('split shipment wording (issue 25)', () => {
  it('[PX-75-001] a destination is named by its address name and street, typed or from the book, with a fallback until one is typed', () => {
    expect(destinationName({ name: 'Lakeshore Neurology Associates', street: '1420 Harbor View Drive' }, 'The new address')).toBe('Lakeshore Neurology Associates, 1420 Harbor View Drive');
    // A typed address: the company, else the person.
    expect(destinationName({ firstName: 'Sam', lastName: 'Lee', companyName: 'Evanston Lab', street: '815 Ridge Ave' }, 'x')).toBe('Evanston Lab, 815 Ridge Ave');
    expect(destinationName({ firstName: 'Sam', lastName: 'Lee', companyName: ' ', street: '' }, 'x')).toBe('Sam Lee');
    expect(destinationName({ firstName: '', lastName: '', companyName: '', street: '' }, 'The new address')).toBe('The new address');
    expect(destinationName(undefined, 'The new address')).toBe('The new address');
  });

  it('[PX-75-002] shipping is charged once per delivery', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 20 }), (fee, deliveries) => {
        let expected = 0;
        for (let delivery = 0; delivery < deliveries; delivery += 1) expected += fee;
        expect(perDeliveryCharge(fee, deliveries)).toBe(expected);
      }),
    );
    expect(perDeliveryCharge(1800, 2)).toBe(3600);
  });
});
