// PX-20-007 (CC-8-002): what the review step says when the gift-wrap call fails. The API area already
// words its failure 'Failed to fetch gift wrap details: {status}'; anything else (a failure before an
// answer) gets the same sentence with the status it has, so the buyer always reads the one message.
import { GIFT_WRAP_FAILED_TEMPLATE } from '../constants/api.ts';

const PREFIX = GIFT_WRAP_FAILED_TEMPLATE.slice(0, GIFT_WRAP_FAILED_TEMPLATE.indexOf('{0}'));

export function giftWrapFailure(error: unknown): string {
  if (error instanceof Error && error.message.startsWith(PREFIX)) return error.message;
  const status = typeof error === 'object' && error !== null && 'status' in error ? String((error as { status: unknown }).status) : '0';
  return GIFT_WRAP_FAILED_TEMPLATE.replace('{0}', status);
}
