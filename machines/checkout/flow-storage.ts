// PX-08-021: what a reload needs that the server does not hold: the checkout id, the step flow and
// the billing choice, in session storage. Never anything of a card (the payment the server holds
// comes back in the checkout read as brand and last four).
import { CHECKOUT_FLOW_SESSION_KEY } from '../constants/checkout-flow.ts';
import type { KeyValueStorage } from '../cart/storage.ts';
import type { AddressForm } from './address-form.ts';
import { restoreFlow, type StepFlow } from './steps.machine.ts';

export type BillingChoice =
  | { sameAsShipping: true }
  | { sameAsShipping: false; address: AddressForm }
  /** PX-70-013: one of the account's billing addresses, by its id. */
  | { sameAsShipping: false; accountAddressId: string };

export interface StoredCheckout {
  checkoutId: string;
  flow: StepFlow;
  billing: BillingChoice;
}

const isAddressForm = (value: unknown): value is AddressForm =>
  typeof value === 'object' && value !== null && ['firstName', 'lastName', 'street', 'city', 'postalCode', 'country'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

export function readStoredCheckout(storage: KeyValueStorage): StoredCheckout | undefined {
  try {
    const stored = JSON.parse(storage.getItem(CHECKOUT_FLOW_SESSION_KEY) ?? 'null') as Partial<Record<keyof StoredCheckout, unknown>> | null;
    if (!stored || typeof stored.checkoutId !== 'string' || stored.checkoutId === '') return undefined;
    const billing = stored.billing as { sameAsShipping?: unknown; address?: unknown; accountAddressId?: unknown } | undefined;
    return {
      checkoutId: stored.checkoutId,
      flow: restoreFlow(stored.flow),
      billing:
        billing?.sameAsShipping === false && typeof billing.accountAddressId === 'string' && billing.accountAddressId !== ''
          ? { sameAsShipping: false, accountAddressId: billing.accountAddressId }
          : billing?.sameAsShipping === false && isAddressForm(billing.address)
            ? { sameAsShipping: false, address: billing.address }
            : { sameAsShipping: true },
    };
  } catch {
    return undefined;
  }
}

export function writeStoredCheckout(storage: KeyValueStorage, stored: StoredCheckout): void {
  storage.setItem(CHECKOUT_FLOW_SESSION_KEY, JSON.stringify(stored));
}

export function forgetStoredCheckout(storage: KeyValueStorage): void {
  storage.removeItem(CHECKOUT_FLOW_SESSION_KEY);
}
