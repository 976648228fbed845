// The one-line texts a completed step shows in place of its form (and the review and the order pages
// reuse): apart from the steps' forms, so the checkout shows them without loading those (PX-40-003).
import { formatPhoneNumber } from '../../machines/address/address.ts';
import { addressOfForm } from '../../machines/checkout/address-form.ts';
import type { BillingChoice } from '../../machines/checkout/flow-storage.ts';
import { checkoutLabels } from '../labels/checkout.ts';
import type { AccountAddress, Checkout } from './useCheckout.ts';

export function addressLine(address: { name?: string | null; street?: string; city?: string; region?: string | null; postalCode?: string | null; country?: string; phoneNumber?: string | null }): string {
  return [address.name, address.street, [address.city, address.region, address.postalCode].filter(Boolean).join(' '), address.country, address.phoneNumber ? formatPhoneNumber(address.phoneNumber) : null]
    .filter(Boolean)
    .join(', ');
}

/** The billing step's line: the account's address chosen (PX-70-013), 'same as shipping', or the one typed. */
export function billingSummary(billing: BillingChoice, accountAddresses: readonly AccountAddress[]): string {
  if ('accountAddressId' in billing) {
    const chosen = accountAddresses.find((candidate) => candidate.addressId === billing.accountAddressId);
    return chosen ? addressLine(chosen) : '';
  }
  if (billing.sameAsShipping) return checkoutLabels.sameAsShipping;
  return addressLine({ ...addressOfForm(billing.address), name: `${billing.address.firstName} ${billing.address.lastName}` });
}

export function paymentText(summary: Checkout['paymentSummary']): string {
  if (!summary) return '';
  if (summary.type === 'CreditCard') return checkoutLabels.cardEnding(summary.cardType ?? '', summary.lastFour ?? '');
  const file = summary.purchaseOrderFile ? ` (${summary.purchaseOrderFile.name})` : '';
  return `${checkoutLabels.poSummary(summary.purchaseOrderNumber ?? '')}${file}`;
}
