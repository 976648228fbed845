import fc from 'fast-check';
import { normaliseDeliveryGroups, type DeliveryGroup } from '../machines/cart/delivery-groups.ts';

const group = fc.record({
  id: fc.stringMatching(/^0a7\d{12}$/),
  isDefault: fc.boolean(),
  totalCartItemCount: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: fc.integer({ min: 1, max: 50 }) }),
});

describe('delivery-group normalisation properties', () => {
  it('[CC-5-050][CC-5-051][CC-5-052] keeps the non-empty groups in reverse order, with exactly one default when none was', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 8 }), (groups: DeliveryGroup[]) => {
        const before = structuredClone(groups);
        const result = normaliseDeliveryGroups(groups);
        const kept = groups.filter((g) => g.totalCartItemCount !== 0);
        expect(result.map((g) => g.id)).toEqual(kept.map((g) => g.id).reverse());
        expect(result.every((g) => g.totalCartItemCount !== 0)).toBe(true);
        if (kept.length > 0 && !kept.some((g) => g.isDefault)) {
          expect(result.filter((g) => g.isDefault)).toEqual([{ ...kept[0]!, isDefault: true }]);
          expect(result.at(-1)!.isDefault).toBe(true);
        } else {
          expect(result.map((g) => g.isDefault)).toEqual(kept.map((g) => g.isDefault).reverse());
        }
        expect(groups).toEqual(before);
      }),
    );
  });
});
