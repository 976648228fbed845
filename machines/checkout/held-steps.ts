// PX-70-011: a tab that joins a checkout another tab started (the start answered 409 and this tab
// keeps no step flow of its own) opens where the checkout stands on the server, not at its first
// step: the leading steps whose entries the server already holds count as completed.
import { CHECKOUT_STEPS } from '../constants/checkout-flow.ts';
import type { CheckoutStep } from './steps.machine.ts';

export interface HeldCheckout {
  deliveryGroups?: { items: ReadonlyArray<{ deliveryAddress?: unknown; selectedDeliveryMethod?: unknown }> } | null;
  contactInfo?: { lastName?: string | null; email?: string | null } | null;
  paymentSummary?: unknown;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** The steps, in order from the first, whose entries the checkout holds; stops at the first it does not. */
export function stepsHeldBy(checkout: HeldCheckout): CheckoutStep[] {
  const groups = checkout.deliveryGroups?.items ?? [];
  const paid = checkout.paymentSummary != null;
  const held: Record<Exclude<CheckoutStep, 'review'>, boolean> = {
    shippingAddress: groups.length > 0 && groups.every((group) => group.deliveryAddress != null),
    shippingOptions: groups.length > 0 && groups.every((group) => group.selectedDeliveryMethod != null),
    contactInfo: filled(checkout.contactInfo?.lastName) && filled(checkout.contactInfo?.email),
    // The billing address is sent with the payment: a held payment holds both.
    billingAddress: paid,
    payment: paid,
  };
  const steps: CheckoutStep[] = [];
  for (const step of CHECKOUT_STEPS) {
    if (step === 'review' || !held[step]) break;
    steps.push(step);
  }
  return steps;
}
