// PX-47-001: a checkout id kept for a reload (PX-08-021) is resumed only while the server still
// answers for it. A 404 or 410 means it is gone (expired or placed elsewhere): the page forgets it and
// starts afresh from the first step. Any other failure is not an answer about the checkout, so the
// start fails with it and 'Try again' reads once more.
import { httpStatusOf } from '../retry/http-status.ts';

const GONE_STATUSES: ReadonlySet<number | undefined> = new Set([404, 410]);

export async function stillOpen(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read();
    return true;
  } catch (error) {
    if (GONE_STATUSES.has(httpStatusOf(error))) return false;
    throw error;
  }
}
