// Gifting rules over their input space, against independent oracles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryGiftChanges, giftChange, heldGiftChoice } from '../machines/checkout/gift-change.ts';
import { giftMessageProblem } from '../machines/checkout/gift-message.ts';
import { giftOptions } from '../machines/checkout/gift-options.ts';

const wrapId = fc.constantFrom(null, '01t000000009001', '01t000000009002');
const text = fc.string({ unit: fc.constantFrom('a', ' ', '🎁', 'é', '\n'), maxLength: 40 });

describe('gifting properties', () => {
  it('[PX-20-001][PX-31-001] a part is offered exactly when both its switch and the store-wide switch are on', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (gifting, message, wrap) => {
        const options = giftOptions({ isGiftingEnabled: gifting, isGiftMessageEnabled: message, isGiftWrapEnabled: wrap });
        expect(options).toEqual({ wrap: gifting ? wrap : false, message: gifting ? message : false, recipient: gifting });
      }),
    );
  });

  it('[PX-20-002] a message is refused exactly when its trimmed text has more than 2,000 code points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2010 }), fc.constantFrom('a', '🎁', 'é'), fc.nat(3), (count, unit, padding) => {
        const message = `${' '.repeat(padding)}${unit.repeat(count)}${' '.repeat(padding)}`;
        // Oracle: the count the text was built from (padding is trimmed away).
        expect(giftMessageProblem(message) !== undefined).toBe(count > 2000);
      }),
    );
  });

  it('[PX-20-008][PX-31-001] the change marks a gift exactly when a wrap, a non-blank message or a non-blank recipient is chosen, and applying it leaves nothing to send', () => {
    fc.assert(
      fc.property(wrapId, text, text, wrapId, fc.option(text, { nil: null }), fc.option(text, { nil: null }), fc.boolean(), (wrap, message, toName, heldWrap, heldMessage, heldToName, heldGift) => {
        const held = { isGift: heldGift, giftMessage: heldMessage, giftToName: heldToName, giftWrap: heldWrap ? { productId: heldWrap, name: 'Wrap', amount: '1.00' } : null };
        const options = { wrap: true, message: true, recipient: true };
        const choice = { wrapProductId: wrap, message, toName };
        const change = giftChange(choice, held, options);
        const expectedGift = wrap !== null || message.trim() !== '' || toName.trim() !== '';
        if (change === null) {
          // Nothing sent: the checkout already holds this choice.
          expect(heldGift).toBe(expectedGift);
          expect(heldWrap).toBe(wrap);
          expect((heldMessage ?? '').trim()).toBe(message.trim());
          expect((heldToName ?? '').trim()).toBe(toName.trim());
          return;
        }
        expect(change.isGift).toBe(expectedGift);
        // Oracle of "applied": the server keeps what was sent; the same choice then sends nothing.
        const applied = {
          isGift: change.isGift!, giftMessage: change.giftMessage ?? null, giftToName: change.giftToName ?? null,
          giftWrap: change.giftWrapProductId ? { productId: change.giftWrapProductId, name: 'Wrap', amount: '1.00' } : null,
        };
        expect(giftChange(choice, applied, options)).toBeNull();
        expect(heldGiftChoice(applied).wrapProductId).toBe(wrap);
      }),
    );
  });

  it('[PX-31-003] over several deliveries, exactly the groups whose choice differs are sent, once each, in the deliveries\' order', () => {
    const delivery = fc.record({ wrap: wrapId, message: text, heldWrap: wrapId, heldMessage: fc.option(text, { nil: null }) });
    fc.assert(
      fc.property(fc.array(delivery, { minLength: 1, maxLength: 4 }), (deliveries) => {
        const options = { wrap: true, message: true, recipient: true };
        const entries = deliveries.map((d, index) => ({
          groupId: `0a700000000000${index + 1}`,
          choice: { wrapProductId: d.wrap, message: d.message, toName: '' },
          held: { isGift: d.heldWrap !== null || (d.heldMessage ?? '').trim() !== '', giftMessage: d.heldMessage, giftToName: null, giftWrap: d.heldWrap ? { productId: d.heldWrap, name: 'Wrap', amount: '1.00' } : null },
        }));
        // Oracle: a group differs when its wrap or its trimmed message differs from what it holds.
        const differing = entries.filter((_, index) => deliveries[index]!.wrap !== deliveries[index]!.heldWrap || deliveries[index]!.message.trim() !== (deliveries[index]!.heldMessage ?? '').trim());
        const changes = deliveryGiftChanges(entries, options);
        expect(changes?.map((change) => change.deliveryGroupId) ?? []).toEqual(differing.map((entry) => entry.groupId));
      }),
    );
  });
});
