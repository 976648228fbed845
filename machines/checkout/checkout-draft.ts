// PX-61-001: what the buyer typed on a checkout step and has not sent yet, kept per checkout in session
// storage (the key carries the checkout id), so a reload or browser Back brings the entries back; the
// server and the step flow (PX-08-021) hold only what was sent. PX-61-002: nothing of a card (name,
// number, security code, expiry) is ever part of a draft: a payment draft is built field by field from
// the method, the PO number and the chosen file's name and size, never by copying the form.
// PX-61-003: a file chosen only in this browser cannot come back after a reload (a browser never hands
// a page a file it did not choose again), so only its name and size are kept, to ask for it again.
import { CHECKOUT_DRAFT_SESSION_KEY } from '../constants/checkout-flow.ts';
import type { KeyValueStorage } from '../cart/storage.ts';
import { EMPTY_ADDRESS_FORM, type AddressForm } from './address-form.ts';
import { EMPTY_CONTACT_FORM, type ContactForm } from './contact-form.ts';

export interface ShippingDraft {
  /** An address id of the book, or 'new'. */
  choice: string;
  address: AddressForm;
  save: boolean;
}

export interface BillingDraft {
  same: boolean;
  address: AddressForm;
  /** PX-70-013: one of the account's billing addresses, chosen over both. */
  accountAddressId?: string;
}

export interface FileNote {
  name: string;
  size: number;
}

export interface PaymentDraft {
  method: 'PurchaseOrder' | 'CreditCard';
  poNumber: string;
  /** The chosen purchase-order file's name and size (PX-61-003), never its content. */
  file: FileNote | null;
}

export interface CheckoutDraft {
  shippingAddress?: ShippingDraft;
  billingAddress?: BillingDraft;
  contactInfo?: ContactForm;
  payment?: PaymentDraft;
}

export type DraftPart = keyof CheckoutDraft;

/** The session-storage key of one checkout's draft. */
export const draftKey = (checkoutId: string): string => `${CHECKOUT_DRAFT_SESSION_KEY}.${checkoutId}`;

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : undefined);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Only the known text fields of a form, each a string (anything else stored is dropped). */
function formOf<T extends object>(template: T, value: unknown): T | undefined {
  const stored = record(value);
  if (!stored) return undefined;
  return Object.fromEntries(Object.keys(template).map((field) => [field, typeof stored[field] === 'string' ? stored[field] : (template as Loose)[field]])) as T;
}

function fileNoteOf(value: unknown): FileNote | null {
  const stored = record(value);
  if (!stored || typeof stored.name !== 'string' || stored.name === '' || typeof stored.size !== 'number' || !Number.isFinite(stored.size) || stored.size < 0) return null;
  return { name: stored.name, size: stored.size };
}

/** PX-61-002: the payment draft of a payment form: the method, the PO number and the file's name and size; the card is left behind. */
export function paymentDraftOf(form: { method: PaymentDraft['method']; poNumber: string; file: FileNote | null }): PaymentDraft {
  return { method: form.method === 'CreditCard' ? 'CreditCard' : 'PurchaseOrder', poNumber: form.poNumber, file: form.file ? { name: form.file.name, size: form.file.size } : null };
}

/** A stored draft made safe: each part only with its known fields, anything else (a card included) dropped. */
export function draftOf(value: unknown): CheckoutDraft {
  const stored = record(value) ?? {};
  const draft: CheckoutDraft = {};
  const shipping = record(stored.shippingAddress);
  const shippingAddress = formOf(EMPTY_ADDRESS_FORM, shipping?.address);
  if (shipping && typeof shipping.choice === 'string' && shipping.choice !== '' && shippingAddress) {
    draft.shippingAddress = { choice: shipping.choice, address: shippingAddress, save: shipping.save === true };
  }
  const billing = record(stored.billingAddress);
  const billingAddress = formOf(EMPTY_ADDRESS_FORM, billing?.address);
  if (billing && typeof billing.same === 'boolean' && billingAddress) {
    draft.billingAddress = { same: billing.same, address: billingAddress, ...(typeof billing.accountAddressId === 'string' && billing.accountAddressId !== '' ? { accountAddressId: billing.accountAddressId } : {}) };
  }
  const contact = formOf(EMPTY_CONTACT_FORM, stored.contactInfo);
  if (contact) draft.contactInfo = contact;
  const payment = record(stored.payment);
  if (payment && (payment.method === 'PurchaseOrder' || payment.method === 'CreditCard')) {
    draft.payment = paymentDraftOf({ method: payment.method, poNumber: text(payment.poNumber), file: fileNoteOf(payment.file) });
  }
  return draft;
}

export function readDraft(storage: KeyValueStorage, checkoutId: string): CheckoutDraft {
  try {
    return draftOf(JSON.parse(storage.getItem(draftKey(checkoutId)) ?? 'null'));
  } catch {
    return {};
  }
}

/** Keeps one step's entries (made safe as on reading, so a card can never slip in); a full storage loses the draft, never the checkout. */
export function writeDraftPart<P extends DraftPart>(storage: KeyValueStorage, checkoutId: string, part: P, value: NonNullable<CheckoutDraft[P]>): CheckoutDraft {
  const next = draftOf({ ...readDraft(storage, checkoutId), [part]: value });
  try {
    storage.setItem(draftKey(checkoutId), JSON.stringify(next));
  } catch {
    // Quota or a storage the browser refuses: the entries stay on screen, only a reload loses them.
  }
  return next;
}

/** PX-61-004: the draft goes when the order is placed or the checkout is started afresh. */
export function forgetDraft(storage: KeyValueStorage, checkoutId: string): void {
  storage.removeItem(draftKey(checkoutId));
}
