// The sandbox's gift-field checks on their own (PX-20-002, PX-20-003, PX-20-005): every combination
// of the store's three gifting switches, without starting a sandbox.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import store from '../../fixtures/data/store.json' with { type: 'json' };
import { giftWrapTaxCents } from '../../sandbox/domain/orders.ts';
import type { Core } from '../../sandbox/domain/core.ts';
import { checkedGiftChange, offeredGiftWraps } from '../../sandbox/domain/gifting.ts';
import { DomainError } from '../../sandbox/domain/errors.ts';

const config = (isGiftingEnabled: boolean, isGiftMessageEnabled: boolean, isGiftWrapEnabled: boolean) => ({ isGiftingEnabled, isGiftMessageEnabled, isGiftWrapEnabled });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.problems[0]?.message;
    throw error;
  }
  return undefined;
};

describe('gift fields by store switches', () => {
  it('[PX-20-003] gifting off refuses any gift field; message off refuses a message; wrap off refuses a wrap', () => {
    expect(refusal(() => checkedGiftChange(config(false, true, true), { isGift: true }))).toBe('Gifting is not available in this store.');
    expect(refusal(() => checkedGiftChange(config(true, false, true), { giftMessage: 'Hi' }))).toBe('Gift messages are not available in this store.');
    expect(refusal(() => checkedGiftChange(config(true, true, false), { giftWrapProductId: '01t000000009001' }))).toBe('Gift wrap is not available in this store.');
    // Clearing is allowed whatever the part's switch, so a store that turns a part off can still empty it.
    expect(checkedGiftChange(config(true, false, false), { isGift: false, giftMessage: null, giftWrapProductId: null })).toEqual({ isGift: false, message: null, wrap: null });
  });

  it('[PX-20-002][PX-20-005] the message is trimmed and limited to 2,000 characters; only the store\'s wraps are accepted', () => {
    const on = config(true, true, true);
    expect(checkedGiftChange(on, { giftMessage: '  Thanks  ' }).message).toBe('Thanks');
    expect(checkedGiftChange(on, { giftMessage: '   ' }).message).toBeNull();
    expect(refusal(() => checkedGiftChange(on, { giftMessage: 'x'.repeat(2001) }))).toBe('The gift message can be at most 2,000 characters.');
    expect(refusal(() => checkedGiftChange(on, { giftWrapProductId: '01t000000000001' }))).toBe('01t000000000001 is not a gift-wrap product of this store.');
    expect(offeredGiftWraps(config(true, false, true)).map((p) => p.id)).toEqual(['01t000000009001', '01t000000009002']);
    expect(offeredGiftWraps(config(false, true, true))).toEqual([]);
    expect(offeredGiftWraps(config(true, true, false))).toEqual([]);
  });
});

describe('the gift wrap\'s tax', () => {
  const coreOf = (taxType: 'Net' | 'Gross') => ({ store: { taxRates: store.taxRates }, settings: { taxType } }) as unknown as Core;
  const places = store.taxRates.map((rate) => ({ country: rate.country, region: rate.region, percent: Number(rate.taxRatePercentage) }));

  it('[PX-31-005] Net adds the rate of the delivery\'s address to the wrap; Gross finds it inside the wrap\'s price; both to the nearest cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...places), fc.constantFrom('Net' as const, 'Gross' as const), (wrapCents, place, taxType) => {
        const tax = giftWrapTaxCents(coreOf(taxType), wrapCents, place);
        // Oracle in exact fractions: Net wrap x p / 100; Gross wrap x p / (100 + p); rounded within half a cent.
        const exact = taxType === 'Net' ? (wrapCents * place.percent) / 100 : (wrapCents * place.percent) / (100 + place.percent);
        expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Number.isInteger(tax)).toBe(true);
        if (taxType === 'Gross') expect(tax).toBeLessThanOrEqual(wrapCents);
      }),
    );
  });

  it('[PX-31-005] a delivery without an address, or without a wrap, carries no wrap tax', () => {
    expect(giftWrapTaxCents(coreOf('Net'), 1200, null)).toBe(0);
    expect(giftWrapTaxCents(coreOf('Gross'), 0, { country: 'US', region: 'IL' })).toBe(0);
    expect(giftWrapTaxCents(coreOf('Net'), 1200, { country: 'US', region: 'IL' })).toBeGreaterThan(0);
  });
});
