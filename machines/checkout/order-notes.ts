// PX-76-001: SH §3's order fields 'shipping instructions' and 'attention to', entered on the delivery
// step. Instructions travel on the default delivery group (Checkout Input shippingInstructions), attention
// to on the cart's custom field; the sandbox copies both to the order. Counted in code points, as the
// server's checks count them.
import { ATTENTION_TO_FIELD, ATTENTION_TO_TOO_LONG, ORDER_NOTE_MAX_LENGTH, SHIPPING_INSTRUCTIONS_TOO_LONG } from '../constants/checkout-flow.ts';
import type { Wire } from '../wire.ts';

export interface OrderNotes {
  shippingInstructions: string;
  attentionTo: string;
}

export type OrderNotesErrors = Partial<Record<keyof OrderNotes, string>>;

type HeldCheckout = Pick<Wire['Checkout'], 'customFields' | 'deliveryGroups'>;

const length = (text: string) => [...text.trim()].length;

/** What the checkout holds: the default group's instructions and the cart's attention to ('' when none). */
export function heldOrderNotes(checkout: HeldCheckout | undefined): OrderNotes {
  const groups = checkout?.deliveryGroups?.items ?? [];
  const group = groups.find((candidate) => candidate.isDefault) ?? groups[0];
  const attention = checkout?.customFields?.find((entry) => entry.attributes.type === 'WebCart')?.[ATTENTION_TO_FIELD];
  return { shippingInstructions: group?.shippingInstructions ?? '', attentionTo: typeof attention === 'string' ? attention : '' };
}

/** The fields over the limit, each with its message; blank is fine (the order has none). */
export function orderNotesProblems(notes: OrderNotes): OrderNotesErrors {
  const errors: OrderNotesErrors = {};
  if (length(notes.shippingInstructions) > ORDER_NOTE_MAX_LENGTH) errors.shippingInstructions = SHIPPING_INSTRUCTIONS_TOO_LONG;
  if (length(notes.attentionTo) > ORDER_NOTE_MAX_LENGTH) errors.attentionTo = ATTENTION_TO_TOO_LONG;
  return errors;
}

/** The part of the checkout change that carries the notes the buyer changed (trimmed), nothing when unchanged. */
export function orderNotesChange(notes: OrderNotes, held: OrderNotes): Pick<Wire['CheckoutUpdateInput'], 'shippingInstructions' | 'customFields'> {
  const instructions = notes.shippingInstructions.trim();
  const attention = notes.attentionTo.trim();
  return {
    ...(instructions !== held.shippingInstructions.trim() ? { shippingInstructions: instructions } : {}),
    ...(attention !== held.attentionTo.trim() ? { customFields: [{ attributes: { type: 'WebCart' as const }, [ATTENTION_TO_FIELD]: attention }] } : {}),
  };
}
