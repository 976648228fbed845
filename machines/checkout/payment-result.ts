// PX-19-004: what a payment answer means. The platform answers a processed payment with one of the
// seven SalesforceResultCode values, the gateway's errors and its paymentsData; only Success is a
// payment taken. Every other code is a failure the buyer is told of: the gateway's first message when
// it sent one, else the page's sentence for that code (the view's label).
import type { Wire } from '../wire.ts';

export type PaymentResultCode = Wire['PaymentResult']['salesforceResultCode'];
export type PaymentFailureCode = Exclude<PaymentResultCode, 'Success'>;

export type PaymentOutcome = { accepted: true } | { accepted: false; code: PaymentFailureCode; message: string | undefined };

export function paymentOutcome(result: Wire['PaymentResult']): PaymentOutcome {
  if (result.salesforceResultCode === 'Success') return { accepted: true };
  const message = result.errors?.find((entry) => typeof entry.message === 'string' && entry.message.trim() !== '')?.message;
  return { accepted: false, code: result.salesforceResultCode, message };
}
