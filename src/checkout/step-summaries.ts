// The one-line texts a completed step shows in place of its form (and the review and the order pages
// reuse): apart from the steps' forms, so the checkout shows them without loading those (PX-40-003).
import { formatPhoneNumber } from '../../machines/address/address.ts';
import { checkoutLabels } from '../labels/checkout.ts';
import type { Checkout } from './useCheckout.ts';

export function addressLine(address: { name?: string | null; street?: string; city?: string; region?: string | null; postalCode?: string | null; country?: string; phoneNumber?: string | null }): string {
  return [address.name, address.street, [address.city, address.region, address.postalCode].filter(Boolean).join(' '), address.country, address.phoneNumber ? formatPhoneNumber(address.phoneNumber) : null]
    .filter(Boolean)
    .join(', ');
}

export function paymentText(summary: Checkout['paymentSummary']): string {
  if (!summary) return '';
  if (summary.type === 'CreditCard') return checkoutLabels.cardEnding(summary.cardType ?? '', summary.lastFour ?? '');
  const file = summary.purchaseOrderFile ? ` (${summary.purchaseOrderFile.name})` : '';
  return `${checkoutLabels.poSummary(summary.purchaseOrderNumber ?? '')}${file}`;
}
