import { describe, expect, it } from 'vitest';
import { guestCartIdOfAddedLine } from '../../../machines/shell/cart-summary.ts';

describe('guest cart remembered at the add (PX-45-001)', () => {
  it('[PX-45-001][CC-4-034] a guest\'s added line gives its cart id at once', () => {
    expect(guestCartIdOfAddedLine({ cartItemId: '0a9000000000001', cartId: '0a6000000000042', quantity: '2' }, false)).toBe('0a6000000000042');
  });

  it('[PX-45-001] a signed-in buyer\'s add remembers nothing', () => {
    expect(guestCartIdOfAddedLine({ cartId: '0a6000000000042' }, true)).toBeUndefined();
  });

  it('[PX-45-001] an answer without a cart id (none, empty, not text) remembers nothing', () => {
    for (const result of [undefined, null, 'ok', {}, { cartId: '' }, { cartId: 42 }]) expect(guestCartIdOfAddedLine(result, false)).toBeUndefined();
  });
});
