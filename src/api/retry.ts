// Retryable actions (CC-8-016 to CC-8-018, CC-9-009, CC-9-010): a failed action is tried again up
// to 3 times, 4 seconds apart, except on HTTP 409 (a conflict does not go away by waiting).
import { RequestValidationError } from '../../machines/api/validation.ts';
import { RETRY_DELAY_MS } from '../../machines/constants/cart-checkout.ts';
import { shouldRetry } from '../../machines/retry/retryable.machine.ts';
import { isAbortError } from './errors.ts';

export interface RetryOptions {
  /** How to wait between attempts; a timer by default (tests inject a recorder). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** CC-8-016, CC-8-017 (the retry machine's rule); PX-02-008: an abort or a validation failure is final too. */
export function isRetryableFailure(error: unknown, retriesMade: number): boolean {
  return shouldRetry(error, retriesMade) && !isAbortError(error) && !(error instanceof RequestValidationError);
}

export async function retryable<T>(action: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { sleep = wait } = options;
  for (let retriesMade = 0; ; retriesMade += 1) {
    try {
      return await action();
    } catch (error) {
      if (!isRetryableFailure(error, retriesMade)) throw error;
      await sleep(RETRY_DELAY_MS);
    }
  }
}
