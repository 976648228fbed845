// PX-19-004: what a payment answer means. The platform answers a processed payment with one of the
// seven SalesforceResultCode values, the gateway's errors and its paymentsData; only Success is a
// payment taken. Every other code is a failure the buyer is told of: the gateway's first message when
// it sent one, else the page's sentence for that code (the view's label). The platform's own checkout
// components receive the gateway's errors as problem details (PX-67-003): their `detail`, else their
// `title`, is the message then; an answer without a result code is no payment taken (a SystemError).
import type { Wire } from '../wire.ts';

export type PaymentResultCode = NonNullable<Wire['PaymentResult']['salesforceResultCode']>;
export type PaymentFailureCode = Exclude<PaymentResultCode, 'Success'>;

export type PaymentOutcome = { accepted: true } | { accepted: false; code: PaymentFailureCode; message: string | undefined };

type PaymentError = NonNullable<Wire['PaymentResult']['errors']>[number];

const usable = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** An error's words: an error pair's message, a problem's detail, else its title. */
function messageOf(entry: PaymentError): string | undefined {
  if ('message' in entry) return usable(entry.message) ? entry.message : undefined;
  if (usable(entry.detail)) return entry.detail;
  return usable(entry.title) ? entry.title : undefined;
}

export function paymentOutcome(result: Wire['PaymentResult']): PaymentOutcome {
  if (result.salesforceResultCode === 'Success') return { accepted: true };
  const message = (result.errors ?? []).map(messageOf).find((text) => text !== undefined);
  return { accepted: false, code: result.salesforceResultCode ?? 'SystemError', message };
}
