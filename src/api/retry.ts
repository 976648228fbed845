// Retryable calls (CC-8-016..CC-8-018, CC-9-009, CC-9-010, PX-76-003): a failed call is tried again
// up to 3 times, 4 seconds apart, by the one rule in machines/retry/retry-rule.ts. The adapters wrap
// the checkout's calls with it; placing the order runs the same rule in its machine (PX-08-016).
import { RETRY_DELAY_MS } from '../../machines/constants/cart-checkout.ts';
import { shouldRetry } from '../../machines/retry/retry-rule.ts';

export interface RetryOptions {
  /** How to wait between attempts; a timer by default (tests inject a fake clock). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retryable<T>(action: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { sleep = wait } = options;
  for (let retriesMade = 0; ; retriesMade += 1) {
    try {
      return await action();
    } catch (error) {
      if (!shouldRetry(error, retriesMade)) throw error;
      await sleep(RETRY_DELAY_MS);
    }
  }
}
