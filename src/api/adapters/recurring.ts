// The recurring (standing orders) area's adapters: the typed client's standing-order calls bound to
// the actors the standing-order machines are given. The one place the standing-order pages and the
// set-up popup get them from.
import { fromPromise } from 'xstate';
import { cardTokenInput, type CardForm } from '../../../machines/checkout/card-form.ts';
import type { StandingOrderCall } from '../../../machines/recurring/standing-order-details.machine.ts';
import { setupAddresses, type SetupAddresses } from '../../../machines/recurring/setup-addresses.ts';
import type { setupRequest } from '../../../machines/recurring/setup-popup.machine.ts';
import type { Wire } from '../../../machines/wire.ts';
import type { StoreApi } from '../registry.ts';

type Address = Wire['AccountAddress'];

/** The standing-orders page's read: the effective account's standing orders, up to 100. */
export function readStandingOrders(api: StoreApi, signal?: AbortSignal) {
  return api.recurring.list({ pageSize: 100 }, signal);
}

/** One standing order: its read, and the delay, cancel or save the buyer confirmed. */
export function standingOrderActors(api: StoreApi) {
  return {
    load: fromPromise<Wire['RecurringOrder'], { recurringOrderId: string }>(({ input, signal }) => api.recurring.get(input.recurringOrderId, signal)),
    act: fromPromise<unknown, StandingOrderCall>(({ input, signal }) => {
      if (input.action === 'cancel') return api.recurring.cancel(input.recurringOrderId, {}, signal);
      if (input.action === 'delay') return api.recurring.delay(input.recurringOrderId, { periods: 1 }, signal);
      return api.recurring.update(input.recurringOrderId, input.body!, signal);
    }),
  };
}

/** The card's billing address for the token call: the account's default billing address, which the sandbox bills the standing order to. */
function cardBillingAddress(address: Address) {
  return { name: address.name ?? null, street: address.street, city: address.city, region: address.region ?? null, postalCode: address.postalCode ?? '', country: address.country };
}

/** PX-58-003: the set-up popup's addresses, both types read at once, each default first. */
export async function readSetupAddresses(api: StoreApi, signal?: AbortSignal): Promise<SetupAddresses> {
  const [shipping, billing] = await Promise.all([api.addresses.list({ addressType: 'Shipping' }, { signal }), api.addresses.list({ addressType: 'Billing' }, { signal })]);
  return setupAddresses(shipping.items, billing.items);
}

/** SH-2-013: the set-up popup's create with its Idempotency-Key (PX-32-005), and the card's token billed to `billTo` (PX-23-002). */
export function setupPopupActors(api: StoreApi, billTo: Address) {
  return {
    create: fromPromise<string, { request: ReturnType<typeof setupRequest>; idempotencyKey: string }>(
      async ({ input, signal }) => (await api.recurring.create(input.request, signal, input.idempotencyKey)).recurringOrderId,
    ),
    // Only this call sees the card; the standing orders get its token (PX-23-002).
    tokenize: fromPromise<string, { card: CardForm }>(async ({ input, signal }) =>
      (await api.checkout.tokenizeCard({ billingAddress: cardBillingAddress(billTo), cardPaymentMethod: cardTokenInput(input.card) }, signal)).token,
    ),
  };
}
