import { describe, expect, it } from 'vitest';
import { answerHistory, entryWithStep, stepOfEntry } from '../../../machines/checkout/step-history.ts';
import type { StepFlow } from '../../../machines/checkout/steps.machine.ts';

const atPayment: StepFlow = { current: 'payment', completed: ['shippingAddress', 'shippingOptions', 'contactInfo', 'billingAddress'] };
const atBilling: StepFlow = { ...atPayment, current: 'billingAddress' };

describe('checkout steps in browser history', () => {
  it('[PX-61-005] an entry names its step beside what else its state holds; anything else names none', () => {
    expect(entryWithStep({ outOfStock: true }, 'payment')).toEqual({ outOfStock: true, checkoutStep: 'payment' });
    expect(stepOfEntry(entryWithStep(null, 'billingAddress'))).toBe('billingAddress');
    expect(stepOfEntry({ checkoutStep: 'checkout' })).toBeUndefined();
    expect(stepOfEntry(null)).toBeUndefined();
    expect(stepOfEntry('payment')).toBeUndefined();
  });

  it('[PX-61-005] the page\'s first entry takes the open step in place (no extra entry)', () => {
    expect(answerHistory(undefined, atPayment, true)).toEqual({ kind: 'record', step: 'payment', push: false });
  });

  it('[PX-61-005] a step change on the page is a new entry', () => {
    expect(answerHistory('billingAddress', atPayment, false)).toEqual({ kind: 'record', step: 'payment', push: true });
  });

  it('[PX-61-005] Back or Forward to an entry of a step the buyer may open opens it; the flow that follows asks nothing more', () => {
    expect(answerHistory('billingAddress', atPayment, true)).toEqual({ kind: 'open', step: 'billingAddress' });
    expect(answerHistory('billingAddress', atBilling, false)).toEqual({ kind: 'none' });
    expect(answerHistory('payment', atBilling, true)).toEqual({ kind: 'open', step: 'payment' });
  });

  it('[PX-61-005][PX-08-020] an entry of a step no longer open (a checkout started afresh) is rewritten in place with the flow\'s step', () => {
    const afresh: StepFlow = { current: 'shippingAddress', completed: [] };
    expect(answerHistory('payment', afresh, true)).toEqual({ kind: 'record', step: 'shippingAddress', push: false });
    expect(answerHistory('review', atPayment, true)).toEqual({ kind: 'record', step: 'payment', push: false });
  });
});
