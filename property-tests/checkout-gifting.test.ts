// Gifting rules over their input space, against independent oracles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftChange, heldGiftChoice } from '../machines/checkout/gift-change.ts';
import { giftMessageProblem } from '../machines/checkout/gift-message.ts';
import { giftOptions } from '../machines/checkout/gift-options.ts';

const wrapId = fc.constantFrom(null, '01t000000009001', '01t000000009002');
const text = fc.string({ unit: fc.constantFrom('a', ' ', '🎁', 'é', '\n'), maxLength: 40 });

describe('gifting properties', () => {
  it('[PX-20-001] a part is offered exactly when both its switch and the store-wide switch are on', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (gifting, message, wrap) => {
        const options = giftOptions({ isGiftingEnabled: gifting, isGiftMessageEnabled: message, isGiftWrapEnabled: wrap });
        expect(options).toEqual({ wrap: gifting ? wrap : false, message: gifting ? message : false });
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

  it('[PX-20-008] the change marks a gift exactly when a wrap or a non-blank message is chosen, and applying it leaves nothing to send', () => {
    fc.assert(
      fc.property(wrapId, text, wrapId, fc.option(text, { nil: null }), fc.boolean(), (wrap, message, heldWrap, heldMessage, heldGift) => {
        const held = { isGift: heldGift, giftMessage: heldMessage, giftWrap: heldWrap ? { productId: heldWrap, name: 'Wrap', amount: '1.00' } : null };
        const options = { wrap: true, message: true };
        const change = giftChange({ wrapProductId: wrap, message }, held, options);
        const expectedGift = wrap !== null || message.trim() !== '';
        if (change === null) {
          // Nothing sent: the checkout already holds this choice.
          expect(heldGift).toBe(expectedGift);
          expect(heldWrap).toBe(wrap);
          expect((heldMessage ?? '').trim()).toBe(message.trim());
          return;
        }
        expect(change.isGift).toBe(expectedGift);
        // Oracle of "applied": the server keeps what was sent; the same choice then sends nothing.
        const applied = { isGift: change.isGift!, giftMessage: change.giftMessage ?? null, giftWrap: change.giftWrapProductId ? { productId: change.giftWrapProductId, name: 'Wrap', amount: '1.00' } : null };
        expect(giftChange({ wrapProductId: wrap, message }, applied, options)).toBeNull();
        expect(heldGiftChoice(applied).wrapProductId).toBe(wrap);
      }),
    );
  });
});
