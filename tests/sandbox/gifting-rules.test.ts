// The sandbox's gift-field checks on their own (PX-20-002, PX-20-003, PX-20-005): every combination
// of the store's three gifting switches, without starting a sandbox.
import { describe, expect, it } from 'vitest';
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
