// The retry rule of every retryable call (CC-8-016..CC-8-018, CC-9-009, CC-9-010): a failure is tried
// again up to 3 times, 4 s apart, never after a 409. PX-08-016, PX-76-003: only a failure that waiting
// can mend is retried: no answer came (the network), or the server failed (5xx). Any other 4xx is the
// server's word on the request itself, which the same request would get again while the buyer waits
// 12 s for it; an abort (the buyer left) and a request refused before it was sent (PX-02-008) are final.
import { RETRY_MAX_RETRIES, RETRY_NEVER_STATUS } from '../constants/cart-checkout.ts';
import { RequestValidationError } from '../api/validation.ts';
import { httpStatusOf } from './http-status.ts';

export function shouldRetry(error: unknown, retriesMade: number): boolean {
  if (retriesMade >= RETRY_MAX_RETRIES) return false;
  if (error instanceof RequestValidationError) return false;
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError') return false;
  const status = httpStatusOf(error);
  if (status === RETRY_NEVER_STATUS) return false;
  return status === undefined || status >= 500;
}
