import { describe, expect, it } from 'vitest';
import { paymentOutcome, type PaymentResultCode } from '../../../machines/checkout/payment-result.ts';

const FAILURES: PaymentResultCode[] = ['Decline', 'Indeterminate', 'PermanentFail', 'RequiresReview', 'SystemError', 'ValidationError'];

describe('payment result (PX-19-004)', () => {
  it('[PX-19-004] only Success is a payment taken, with or without errors and paymentsData', () => {
    expect(paymentOutcome({ salesforceResultCode: 'Success' })).toEqual({ accepted: true });
    expect(paymentOutcome({ salesforceResultCode: 'Success', errors: [], paymentsData: {} })).toEqual({ accepted: true });
  });

  it.each(FAILURES)('[PX-19-004] %s is a failure carrying the gateway\'s first message', (code) => {
    const body = { salesforceResultCode: code, errors: [{ errorCode: 'X', message: ' ' }, { errorCode: 'GATEWAY', message: `Gateway says ${code}` }], paymentsData: { gatewayReference: 'r-1' } };
    expect(paymentOutcome(body)).toEqual({ accepted: false, code, message: `Gateway says ${code}` });
  });

  it.each(FAILURES)('[PX-19-004] %s without a message is still a failure, for the page to word', (code) => {
    expect(paymentOutcome({ salesforceResultCode: code, errors: [], paymentsData: null })).toEqual({ accepted: false, code, message: undefined });
    expect(paymentOutcome({ salesforceResultCode: code })).toEqual({ accepted: false, code, message: undefined });
  });
});
