// The cart page's line rules (machines/cart/page-lines.ts), moved out of the page's hook (issue 13).
import { committedQuantity, isCartPageReady, linesOf, pageNumberOfToken, withNextPage, withUpdatedLine } from '../../../machines/cart/page-lines.ts';
import type { Wire } from '../../../machines/wire.ts';

const line = (cartItemId: string, quantity = '1.0', extra: Partial<Wire['CartItem']> = {}) =>
  ({ cartItemId, productId: `01t${cartItemId.slice(3)}`, quantity, name: `Line ${cartItemId}`, type: 'Product', ...extra }) as Wire['CartItem'];
const page = (lines: Wire['CartItem'][], asyncOperationStatus?: 'Processing') =>
  ({ cartItems: lines.map((cartItem) => ({ cartItem })), cartSummary: { cartId: '0a6000000000001', ...(asyncOperationStatus ? { asyncOperationStatus } : {}) } }) as Wire['CartItemCollection'];

describe('cart page lines', () => {
  it('[CC-4-030][CC-4-031] a page read is ready unless it answered 202 or its summary is Processing; no cart yet is ready', () => {
    expect(isCartPageReady({ status: 200, data: page([line('0a9000000000001')]) })).toBe(true);
    expect(isCartPageReady({ status: 202, data: undefined })).toBe(false);
    expect(isCartPageReady({ status: 200, data: page([line('0a9000000000001')], 'Processing') })).toBe(false);
    expect(isCartPageReady({ status: 200, data: undefined })).toBe(true);
  });

  it('[PX-08-031] the server\'s line replaces the changed line\'s fields, the others stay; no line answered changes nothing', () => {
    const shown = [line('0a9000000000001', '1.0', { totalPrice: '172.00' }), line('0a9000000000002', '2.0')];
    const updated = withUpdatedLine(shown, '0a9000000000001', { ...shown[0]!, quantity: '10.0', totalPrice: '1610.00' });
    expect(updated.map((known) => [known.cartItemId, known.quantity, known.totalPrice])).toEqual([
      ['0a9000000000001', '10.0', '1610.00'],
      ['0a9000000000002', '2.0', undefined],
    ]);
    expect(withUpdatedLine(shown, '0a9000000000001', undefined)).toEqual(shown);
  });

  it('[PX-08-031] the quantity kept after a change is the server\'s, else the one asked for', () => {
    expect(committedQuantity(line('0a9000000000001', '12.0'), 11)).toBe(12);
    expect(committedQuantity(undefined, 11)).toBe(11);
  });

  it('[PX-57-001] Show more adds the next page after the lines shown, and a line already shown keeps its place, never twice', () => {
    const shown = [line('0a9000000000001'), line('0a9000000000002')];
    const next = page([line('0a9000000000002', '5.0'), line('0a9000000000003')]);
    expect(withNextPage(shown, next).map((known) => [known.cartItemId, known.quantity])).toEqual([
      ['0a9000000000001', '1.0'],
      ['0a9000000000002', '1.0'],
      ['0a9000000000003', '1.0'],
    ]);
    expect(withNextPage(shown, undefined)).toEqual(shown);
    expect(linesOf(next).map((known) => known.cartItemId)).toEqual(['0a9000000000002', '0a9000000000003']);
  });

  it('[PX-57-002][CC-9-002] the next page\'s token is read as its page number', () => {
    expect(pageNumberOfToken('2')).toBe(2);
    expect(pageNumberOfToken('8')).toBe(8);
  });
});
