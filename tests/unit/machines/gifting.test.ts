// The review step's gifting rules: which options show, the message's limit, the change sent and the
// gift-wrap failure message. Oracles are literal values, never the code under test.
import { describe, expect, it } from 'vitest';
import { giftOptions, offersGiftOptions } from '../../../machines/checkout/gift-options.ts';
import { giftMessageLength, giftMessageProblem, giftToNameProblem } from '../../../machines/checkout/gift-message.ts';
import { deliveryGiftChanges, giftChange, heldGiftChoice } from '../../../machines/checkout/gift-change.ts';
import { giftWrapFailure } from '../../../machines/checkout/gift-wrap-failure.ts';
import { cartTotalsRows as totalsLines } from '../../../machines/totals/totals-rows.ts';
import { ApiError } from '../../../src/api/errors.ts';

const BOTH = { wrap: true, message: true, recipient: false };

describe('gift options', () => {
  it('[PX-20-001][PX-31-001] each part needs the store-wide switch and its own; the demo store (all off) offers none', () => {
    expect(giftOptions({ isGiftingEnabled: false, isGiftMessageEnabled: false, isGiftWrapEnabled: false })).toEqual({ wrap: false, message: false, recipient: false });
    expect(giftOptions({ isGiftingEnabled: false, isGiftMessageEnabled: true, isGiftWrapEnabled: true })).toEqual({ wrap: false, message: false, recipient: false });
    expect(giftOptions({ isGiftingEnabled: true, isGiftMessageEnabled: true, isGiftWrapEnabled: false })).toEqual({ wrap: false, message: true, recipient: true });
    expect(giftOptions({ isGiftingEnabled: true, isGiftMessageEnabled: false, isGiftWrapEnabled: true })).toEqual({ wrap: true, message: false, recipient: true });
    expect(giftOptions(undefined)).toEqual({ wrap: false, message: false, recipient: false });
    expect(giftOptions(null)).toEqual({ wrap: false, message: false, recipient: false });
  });
});

describe('gift recipient without wrap or message', () => {
  it('[PX-43-001] the gift options show when any part is offered, the recipient alone included; none when gifting is off', () => {
    expect(offersGiftOptions(giftOptions({ isGiftingEnabled: true, isGiftMessageEnabled: false, isGiftWrapEnabled: false }))).toBe(true);
    expect(offersGiftOptions({ wrap: false, message: false, recipient: true })).toBe(true);
    expect(offersGiftOptions({ wrap: true, message: false, recipient: false })).toBe(true);
    expect(offersGiftOptions({ wrap: false, message: true, recipient: false })).toBe(true);
    expect(offersGiftOptions(giftOptions({ isGiftingEnabled: false, isGiftMessageEnabled: true, isGiftWrapEnabled: true }))).toBe(false);
  });
});

describe('gift message', () => {
  it('[PX-20-002] 2,000 characters pass, 2,001 are refused with the message; an emoji counts once; blank is fine', () => {
    expect(giftMessageProblem('a'.repeat(2000))).toBeUndefined();
    expect(giftMessageProblem('a'.repeat(2001))).toBe('The gift message can be at most 2,000 characters.');
    expect(giftMessageLength('🎁🎁')).toBe(2);
    expect(giftMessageProblem('🎁'.repeat(2000))).toBeUndefined();
    expect(giftMessageLength('  hi  ')).toBe(2);
    expect(giftMessageProblem('')).toBeUndefined();
  });
});

describe('gift change', () => {
  const nothing = { isGift: false, giftMessage: null, giftWrap: null };
  it('[PX-20-008] a wrap or a message makes the delivery a gift; the message is trimmed; blank clears it', () => {
    expect(giftChange({ wrapProductId: '01t000000009001', message: '', toName: '' }, nothing, BOTH)).toEqual({ isGift: true, giftMessage: null, giftWrapProductId: '01t000000009001' });
    expect(giftChange({ wrapProductId: null, message: '  Thanks!  ', toName: '' }, nothing, BOTH)).toEqual({ isGift: true, giftMessage: 'Thanks!', giftWrapProductId: null });
    const held = { isGift: true, giftMessage: 'Thanks!', giftWrap: { productId: '01t000000009001', name: 'Box', amount: '6.50' } };
    expect(giftChange({ wrapProductId: null, message: '   ', toName: '' }, held, BOTH)).toEqual({ isGift: false, giftMessage: null, giftWrapProductId: null });
  });

  it('[PX-20-008] what the checkout already holds is not sent again', () => {
    const held = { isGift: true, giftMessage: 'Thanks!', giftWrap: { productId: '01t000000009001', name: 'Box', amount: '6.50' } };
    expect(heldGiftChoice(held)).toEqual({ wrapProductId: '01t000000009001', message: 'Thanks!', toName: '' });
    expect(giftChange({ wrapProductId: '01t000000009001', message: 'Thanks! ', toName: '' }, held, BOTH)).toBeNull();
    expect(giftChange({ wrapProductId: null, message: '', toName: '' }, nothing, BOTH)).toBeNull();
    expect(giftChange({ wrapProductId: null, message: '', toName: '' }, undefined, BOTH)).toBeNull();
  });

  it('[PX-20-008][PX-20-003] a part the store does not offer is never sent', () => {
    expect(giftChange({ wrapProductId: '01t000000009001', message: 'Hi', toName: '' }, nothing, { wrap: false, message: true, recipient: false })).toEqual({ isGift: true, giftMessage: 'Hi' });
    expect(giftChange({ wrapProductId: '01t000000009001', message: 'Hi', toName: '' }, nothing, { wrap: true, message: false, recipient: false })).toEqual({ isGift: true, giftWrapProductId: '01t000000009001' });
  });
});

describe('gift recipient', () => {
  const nothing = { isGift: false, giftMessage: null, giftWrap: null, giftToName: null };
  const ALL = { wrap: true, message: true, recipient: true };

  it('[PX-31-001] 255 characters pass, 256 are refused with the message; counted as a reader counts them; blank is fine', () => {
    expect(giftToNameProblem('a'.repeat(255))).toBeUndefined();
    expect(giftToNameProblem('a'.repeat(256))).toBe('The recipient\'s name can be at most 255 characters.');
    expect(giftToNameProblem('🎁'.repeat(255))).toBeUndefined();
    expect(giftToNameProblem(`  ${'a'.repeat(255)}  `)).toBeUndefined();
    expect(giftToNameProblem('')).toBeUndefined();
  });

  it('[PX-31-001] a recipient alone makes a gift, trimmed; it is sent only when gifting is on, and not again once held', () => {
    expect(giftChange({ wrapProductId: null, message: '', toName: '  Sam Ortiz ' }, nothing, ALL)).toEqual({ isGift: true, giftMessage: null, giftWrapProductId: null, giftToName: 'Sam Ortiz' });
    expect(giftChange({ wrapProductId: null, message: '', toName: 'Sam Ortiz' }, { ...nothing, isGift: true, giftToName: 'Sam Ortiz' }, ALL)).toBeNull();
    expect(giftChange({ wrapProductId: null, message: 'Hi', toName: 'Sam Ortiz' }, nothing, BOTH)).toEqual({ isGift: true, giftMessage: 'Hi', giftWrapProductId: null });
    expect(heldGiftChoice({ ...nothing, giftToName: 'Sam Ortiz' }).toName).toBe('Sam Ortiz');
  });

  it('[PX-31-003] several deliveries: only the groups whose choice differs are sent, each naming its group; none differing sends nothing', () => {
    const held = { ...nothing, isGift: true, giftMessage: 'Hi' };
    const changes = deliveryGiftChanges([
      { groupId: '0a7000000000001', choice: { wrapProductId: null, message: 'Hi', toName: '' }, held },
      { groupId: '0a7000000000002', choice: { wrapProductId: '01t000000009002', message: '', toName: 'Sam Ortiz' }, held: nothing },
    ], ALL);
    expect(changes).toEqual([{ deliveryGroupId: '0a7000000000002', isGift: true, giftMessage: null, giftWrapProductId: '01t000000009002', giftToName: 'Sam Ortiz' }]);
    expect(deliveryGiftChanges([{ groupId: '0a7000000000001', choice: { wrapProductId: null, message: 'Hi', toName: '' }, held }], ALL)).toBeNull();
  });
});

describe('gift-wrap failure', () => {
  it('[PX-20-007][CC-8-002] the API area\'s message is kept; any other failure reads the same sentence with its status', () => {
    const failed = new ApiError('/x', 503, 'Service Unavailable', []).withMessage('Failed to fetch gift wrap details: 503');
    expect(giftWrapFailure(failed)).toBe('Failed to fetch gift wrap details: 503');
    expect(giftWrapFailure(new ApiError('/x', 500, 'Internal Server Error', []))).toBe('Failed to fetch gift wrap details: 500');
    expect(giftWrapFailure(new TypeError('fetch failed'))).toBe('Failed to fetch gift wrap details: 0');
  });
});

describe('totals', () => {
  it('[PX-20-005] a chosen gift wrap is its own totals line before shipping', () => {
    const lines = totalsLines({ totalProductAmount: '344.00', giftWrapAmount: '12.00', totalChargeAmount: '18.00', grandTotalAmount: '374.00' }, { atCheckout: true, taxType: 'Gross' });
    expect(lines.map((line) => line.kind)).toEqual(['subtotal', 'giftWrap', 'shipping', 'tax', 'total']);
    expect(lines[1]).toEqual({ kind: 'giftWrap', amount: '12.00' });
    expect(totalsLines({ totalProductAmount: '344.00' }, { atCheckout: true, taxType: 'Gross' }).some((line) => line.kind === 'giftWrap')).toBe(false);
  });

  it('[PX-31-005] the wraps\' tax is its own line after the wrap, with the store\'s tax type; none without a wrap or with no tax', () => {
    const net = totalsLines({ totalProductAmount: '344.00', giftWrapAmount: '18.50', giftWrapTaxAmount: '1.69', totalChargeAmount: '36.00', grandTotalAmount: '400.19', taxType: 'Net' }, { atCheckout: true, taxType: 'Net' });
    expect(net.map((line) => line.kind)).toEqual(['subtotal', 'giftWrap', 'giftWrapTax', 'shipping', 'tax', 'total']);
    expect(net[2]).toEqual({ kind: 'giftWrapTax', included: false, amount: '1.69' });
    const gross = totalsLines({ totalProductAmount: '344.00', giftWrapAmount: '18.50', giftWrapTaxAmount: '1.55' }, { atCheckout: true, taxType: 'Gross' });
    expect(gross[2]).toEqual({ kind: 'giftWrapTax', included: true, amount: '1.55' });
    expect(totalsLines({ totalProductAmount: '344.00', giftWrapAmount: '6.50', giftWrapTaxAmount: '0.00' }, { atCheckout: true, taxType: 'Gross' }).some((line) => line.kind === 'giftWrapTax')).toBe(false);
  });
});
