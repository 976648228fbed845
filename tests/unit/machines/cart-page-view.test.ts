import { describe, expect, it } from 'vitest';
import { cartPageView } from '../../../machines/cart/page-view.ts';

describe('cart page view', () => {
  it('[PX-43-002] a first read answering Processing shows the busy state, not the loading view; the lines once ready', () => {
    expect(cartPageView({ status: 'loading', lineCount: 0, answeredProcessing: false })).toBe('loading');
    expect(cartPageView({ status: 'loading', lineCount: 0, answeredProcessing: true })).toBe('processing');
    expect(cartPageView({ status: 'ready', lineCount: 3, answeredProcessing: false })).toBe('lines');
  });

  it('[PX-43-002] lines already shown stay shown while a later read is processing (the busy notice sits above them)', () => {
    expect(cartPageView({ status: 'loading', lineCount: 3, answeredProcessing: true })).toBe('lines');
  });

  it('[PX-43-002][CC-4-045] a read that failed (the polling gave up) shows the failure, processing or not; an empty ready cart is empty', () => {
    expect(cartPageView({ status: 'failed', lineCount: 0, answeredProcessing: true })).toBe('failed');
    expect(cartPageView({ status: 'failed', lineCount: 2, answeredProcessing: false })).toBe('failed');
    expect(cartPageView({ status: 'ready', lineCount: 0, answeredProcessing: false })).toBe('empty');
  });
});
