// What a failed checkout call tells the buyer: the server's first message when it sent one,
// otherwise the page's own sentence for that action (never a bare status text).
import { INSUFFICIENT_INVENTORY } from '../constants/cart-checkout.ts';

interface ErrorEntries {
  errors?: ReadonlyArray<{ message?: string; type?: string }>;
}

export function failureMessage(error: unknown, fallback: string): string {
  const entries = typeof error === 'object' && error !== null ? (error as ErrorEntries).errors : undefined;
  const message = entries?.find((entry) => typeof entry.message === 'string' && entry.message.trim() !== '')?.message;
  return message ?? fallback;
}

/** CC-5-040: a placement refused for stock sends the buyer back to the cart. */
export function isInventoryFailure(error: unknown): boolean {
  const entries = typeof error === 'object' && error !== null ? (error as ErrorEntries).errors : undefined;
  return entries?.some((entry) => entry.type === INSUFFICIENT_INVENTORY) ?? false;
}
