// The payment step's calls in order (CC §7 "Checkout payments"): a purchase order attaches its
// document when there is one, then pays as SimplePurchaseOrder; a card is tokenised (its number never
// reaches order data) and authorised with the token. PX-19-004: only a Success result is a payment
// taken; any other result fails the step with its message.
import type { Wire } from '../wire.ts';
import { addressOfForm } from './address-form.ts';
import { cardTokenInput, type CardForm } from './card-form.ts';
import type { BillingChoice } from './flow-storage.ts';
import { paymentOutcome, type PaymentFailureCode } from './payment-result.ts';

export interface PaymentChoice {
  method: 'PurchaseOrder' | 'CreditCard';
  poNumber: string;
  file: File | null;
  card: CardForm;
}

/** The checkout calls the payment step needs (src/api/adapters/checkout.ts binds them to one checkout). */
export interface PaymentApis {
  attachPurchaseOrder(input: Wire['PurchaseOrderUploadRequest']): Promise<unknown>;
  payment(body: Wire['PaymentInput']): Promise<Wire['PaymentResult']>;
  tokenizeCard(body: Wire['CardTokenRequest']): Promise<Pick<Wire['CardToken'], 'token'>>;
}

type BillingAddress = Wire['BillingAddress'] & { name: string | undefined; region: string | undefined };
type ShippingAddress = Partial<Record<'name' | 'street' | 'city' | 'region' | 'postalCode' | 'country', string | null>>;

/** What the payment reads of one of the account's billing addresses (the contract's AccountAddress). */
export interface AccountBillingAddress {
  addressId: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  street: string;
  city: string;
  region?: string | null;
  postalCode?: string | null;
  country: string;
}

/**
 * The billing address the payment calls carry: one of the account's billing addresses (with its id,
 * so the order's bill-to is that address, PX-70-013), the default delivery's address, or the one the
 * buyer typed. An account address no longer in the book falls back to the delivery's.
 */
export function billingAddressOf(billing: BillingChoice, shipping: ShippingAddress | null | undefined, accountAddresses: readonly AccountBillingAddress[] = []): BillingAddress {
  const account = 'accountAddressId' in billing ? accountAddresses.find((candidate) => candidate.addressId === billing.accountAddressId) : undefined;
  if (account) {
    const name = account.name ?? ([account.firstName, account.lastName].filter(Boolean).join(' ') || undefined);
    return { id: account.addressId, name, street: account.street, city: account.city, region: account.region ?? undefined, postalCode: account.postalCode ?? '', country: account.country };
  }
  if (billing.sameAsShipping || !('address' in billing)) {
    return { name: shipping?.name ?? undefined, street: shipping?.street ?? '', city: shipping?.city ?? '', region: shipping?.region ?? undefined, postalCode: shipping?.postalCode ?? '', country: shipping?.country ?? '' };
  }
  const address = addressOfForm(billing.address);
  return { name: [address.firstName, address.lastName].filter(Boolean).join(' '), street: address.street ?? '', city: address.city ?? '', region: address.region, postalCode: address.postalCode ?? '', country: address.country ?? '' };
}

/** PX-19-004: a payment not taken (any result code but Success) throws the gateway's message, else the page's sentence for the code. */
function requireAcceptedPayment(result: Wire['PaymentResult'], sentenceFor: (code: PaymentFailureCode) => string): void {
  const outcome = paymentOutcome(result);
  if (!outcome.accepted) throw new Error(outcome.message ?? sentenceFor(outcome.code));
}

/** Pays for the checkout with the buyer's choice; throws (PX-19-004) when the payment is not taken. */
export async function payForCheckout(apis: PaymentApis, choice: PaymentChoice, billingAddress: BillingAddress, sentenceFor: (code: PaymentFailureCode) => string): Promise<void> {
  if (choice.method === 'PurchaseOrder') {
    const purchaseOrderNumber = choice.poNumber.trim();
    if (choice.file) await apis.attachPurchaseOrder({ poNumber: purchaseOrderNumber, file: choice.file });
    requireAcceptedPayment(await apis.payment({ requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber }), billingAddress }), sentenceFor);
    return;
  }
  // The card's address is the address alone: the token request takes neither an addressee nor a book id.
  const { name: _name, id: _id, ...cardAddress } = billingAddress;
  const token = await apis.tokenizeCard({ billingAddress: { ...cardAddress, region: cardAddress.region ?? null }, cardPaymentMethod: cardTokenInput(choice.card) });
  requireAcceptedPayment(await apis.payment({ paymentToken: token.token, requestType: 'Auth', billingAddress }), sentenceFor);
}

const PAYMENT_METHODS_OFFERED = ['PurchaseOrder', 'CreditCard'];

/**
 * PX-60-004: the payment methods the store's checkout settings name (the contract leaves those settings
 * free-form), read by shape: a list of names, else both methods the checkout knows.
 */
export function storePaymentMethods(checkoutSettings: Readonly<Record<string, unknown>> | null | undefined, shopper: 'buyer' | 'guest' = 'buyer'): string[] {
  const named = checkoutSettings?.paymentMethods;
  const methods = Array.isArray(named) && named.every((method) => typeof method === 'string') ? named : PAYMENT_METHODS_OFFERED;
  if (shopper === 'buyer') return methods;
  // PX-68-010: purchase order is a payment for signed-in buyers of an account; a guest pays by card.
  // The same list each time for the same settings, so views that compare it see no change.
  const forGuests = methods.filter((method) => method !== 'PurchaseOrder');
  return forGuests.length === methods.length ? methods : forGuests.length === 0 || (forGuests.length === 1 && forGuests[0] === 'CreditCard') ? CARD_ONLY : forGuests;
}

const CARD_ONLY = ['CreditCard'];
