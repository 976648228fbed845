// The checkout page's controller: it runs the machines (start and poll, the step flow, placing the
// order) over the store's API and hands the views plain data and actions. Views decide nothing.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createActor, toPromise, waitFor, type ActorRefFrom } from 'xstate';
import { addressOfForm, newAddressPayload } from '../../machines/checkout/address-form.ts';
import type { ShippingChoice } from './steps/ShippingAddressStepUi.tsx';
import { cardTokenInput, type CardForm } from '../../machines/checkout/card-form.ts';
import { ensureCheckoutBegin } from '../../machines/checkout/checkout-begin.ts';
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import { contactInfoOf, type ContactForm } from '../../machines/checkout/contact-form.ts';
import { failureMessage, isInventoryFailure } from '../../machines/checkout/failure-message.ts';
import { forgetStoredCheckout, readStoredCheckout, writeStoredCheckout, type BillingChoice } from '../../machines/checkout/flow-storage.ts';
import { forgetOrderAttempt, orderAttemptKey } from '../../machines/checkout/order-attempt.ts';
import { paymentOutcome } from '../../machines/checkout/payment-result.ts';
import { placeOrderMachine, type PlacedOrder } from '../../machines/checkout/place-order.machine.ts';
import { readCartWithStoredCheckout } from '../../machines/checkout/start-reads.ts';
import { checkoutStepsMachine, type CheckoutStep } from '../../machines/checkout/steps.machine.ts';
import { splitArrangements } from '../../machines/checkout/split-shipment.ts';
import { arrangeItemsStatus } from '../../machines/cart/delivery-groups.ts';
import { ARRANGE_ITEMS_PROCESSING, POLLING_MAX_WAIT_EXCEEDED } from '../../machines/constants/cart-checkout.ts';
import { createPollingMachine } from '../../machines/checkout/polling.machine.ts';
import { DEFAULT_INVENTORY_RESERVATION_SECONDS } from '../../machines/constants/cart-checkout.ts';
import { httpStatusOf } from '../../machines/retry/http-status.ts';
import { dispatchInteraction } from '../analytics/dispatch.ts';
import {
  applyCouponInteraction,
  checkoutBeginInteraction,
  checkoutStepInteraction,
  checkoutSubmitInteraction,
  orderAcceptedInteraction,
  orderTotalsOf,
} from '../analytics/checkout-payloads.ts';
import { deliveryGroupsActors, readDeliveryGroups } from '../api/adapters/cart.ts';
import { checkoutActors, placeOrderActors, type CheckoutReadAnswer } from '../api/adapters/checkout.ts';
import type { components } from '../api/generated/schema.ts';
import { useApi, useApplicationContext, useCart, useSession } from '../app/store/parts.tsx';
import { checkoutLabels } from '../labels/checkout.ts';
import { loadStepForm } from './step-forms.tsx';
import type { DeliveryGiftChange } from '../../machines/checkout/gift-change.ts';

/**
 * PX-34-005: the polling limit's error (CC-4-045) is the machines' word for it; the buyer reads what it
 * means and what to do, next to 'Try again'.
 */
const buyerFacing = (error: string): string => (error === POLLING_MAX_WAIT_EXCEEDED ? checkoutLabels.checkoutSlow : error);

export type Checkout = components['schemas']['Checkout'];
export type CartLine = components['schemas']['CartItem'];
export type CartCoupon = components['schemas']['CartCoupon'];
export type AccountAddress = components['schemas']['AccountAddress'];
export type AddressCountry = components['schemas']['AddressCountry'];
export type DeliveryGroup = components['schemas']['DeliveryGroup'];

export type CheckoutPhase = 'waiting' | 'signIn' | 'empty' | 'starting' | 'ready' | 'failed';

export interface PaymentChoice {
  method: 'PurchaseOrder' | 'CreditCard';
  poNumber: string;
  file: File | null;
  card: CardForm;
}

const newId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function browserSession() {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** CC-4-037, CC-4-038: after an arrange-items 202, the groups are read again until the answer is no longer a 202. */
const deliveryGroupsPolling = createPollingMachine<Record<string, never>, DeliveryGroup[] | undefined>('deliveryGroupsPolling', (groups) => groups !== undefined);

const memory = new Map<string, string>();
const memoryStorage = { getItem: (key: string) => memory.get(key) ?? null, setItem: (key: string, value: string) => void memory.set(key, value), removeItem: (key: string) => void memory.delete(key) };

/** A checkout id still usable (the server answers for it); a 404 or 410 means start afresh. */
async function stillOpen(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read();
    return true;
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 410) return false;
    throw error;
  }
}

/** PX-19-004: a payment not taken (any result code but Success) fails the payment step with its message. */
function acceptedPayment(result: components['schemas']['PaymentResult']): void {
  const outcome = paymentOutcome(result);
  if (!outcome.accepted) throw new Error(outcome.message ?? checkoutLabels.paymentFailed[outcome.code]);
}

export function useCheckout(options: { onPlaced(order: PlacedOrder): void; onOutOfStock(): void }) {
  const api = useApi();
  const { appContext, appContextStatus, locale } = useApplicationContext();
  const { session, isSignedIn, sessionStatus } = useSession();
  const { send: sendToCart } = useCart();
  const storage = useMemo(() => browserSession() ?? memoryStorage, []);
  const stored = useMemo(() => readStoredCheckout(storage), [storage]);

  const guestCheckoutEnabled = appContext?.guestCheckoutEnabled === true;
  const settled = sessionStatus !== 'loading' && appContextStatus !== 'loading';
  const mayCheckOut = isSignedIn || guestCheckoutEnabled;

  const [phase, setPhase] = useState<CheckoutPhase>('waiting');
  const [failure, setFailure] = useState<string | undefined>();
  const [checkout, setCheckout] = useState<Checkout | undefined>();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [coupons, setCoupons] = useState<CartCoupon[]>([]);
  const [groups, setGroups] = useState<DeliveryGroup[]>([]);
  const splitEnabled = appContext?.splitShipmentEnabled === true;
  const [addresses, setAddresses] = useState<AccountAddress[]>([]);
  const [countries, setCountries] = useState<AddressCountry[]>([]);
  const [billing, setBilling] = useState<BillingChoice>(stored?.billing ?? { sameAsShipping: true });
  const [busy, setBusy] = useState<CheckoutStep | undefined>();
  const [stepError, setStepError] = useState<{ step: CheckoutStep; message: string } | undefined>();
  const [attempt, setAttempt] = useState(0);

  const steps = useMemo(() => createActor(checkoutStepsMachine, { input: { restored: stored?.flow } }).start(), [stored]);
  const flow = useSelector(steps, (snapshot) => snapshot.context);
  const checkoutActor = useRef<ActorRefFrom<typeof checkoutMachine> | undefined>(undefined);
  const placing = useRef(false);

  // Keep what a reload needs (PX-08-021).
  useEffect(() => {
    if (checkout?.checkoutId) writeStoredCheckout(storage, { checkoutId: checkout.checkoutId, flow, billing });
  }, [storage, checkout?.checkoutId, flow, billing]);

  /** The cart's delivery groups with their lines, normalised (CC-5-050..CC-5-052); undefined while a 202 says they are still moving. */
  const readGroups = useCallback(() => readDeliveryGroups(api), [api]);

  /** Reads the lines (and, with split shipment, the delivery groups); false when a 202 left the lines unread. */
  const readLines = useCallback(async (): Promise<boolean> => {
    const [{ data }, delivery] = await Promise.all([api.cart.items({ pageSize: 100, includeCoupons: true }), splitEnabled ? readGroups() : Promise.resolve(undefined)]);
    if (delivery) setGroups(delivery);
    // A 202 (the cart still processing) leaves the lines as they were until the next read.
    if (!data || !('cartItems' in data)) return false;
    setLines(data.cartItems.map((result) => result.cartItem));
    setCoupons(data.cartCoupons?.coupons ?? []);
    return true;
  }, [api, splitEnabled, readGroups]);

  // Start (or resume) the checkout: CC-4-041..CC-4-047.
  useEffect(() => {
    if (!settled) return;
    if (!mayCheckOut) {
      setPhase('signIn');
      return;
    }
    let cancelled = false;
    setPhase('starting');
    setFailure(undefined);
    // PX-40-003: the open step's form downloads while the checkout is read (a failure shows where the form would).
    const openStepForm = () => loadStepForm(steps.getSnapshot().context.current).catch(() => undefined);
    void openStepForm();
    (async () => {
      let storedRead: Promise<CheckoutReadAnswer> | undefined;
      const { cart: summary, storedCheckoutOpen, firstScreen } = await readCartWithStoredCheckout({
        cart: () =>
          api.cart.summary().catch((error: unknown) => {
            if (httpStatusOf(error) === 404) return undefined;
            throw error;
          }),
        storedCheckoutOpen: stored ? () => stillOpen(() => (storedRead = api.checkout.read({ checkoutId: stored.checkoutId }))) : undefined,
        // PX-40-002: what the step's form shows beside the checkout. The delivery groups (split
        // shipment) wait for the checkout, whose start may change them.
        firstScreen: () =>
          Promise.all([
            splitEnabled ? Promise.resolve(false) : readLines(),
            isSignedIn
              ? api.addresses
                  .list({ addressType: 'Shipping', shouldShowDefaultAddrFirst: true, excludeUnsupportedCountries: true, pageSize: 25 })
                  .then((list) => setAddresses(list.items))
                  .catch(() => setAddresses([]))
              : Promise.resolve(),
            api.context
              .addressCountries({ locale, countries: appContext?.shippingCountries ?? [] })
              .then(setCountries)
              .catch(() => setCountries([])),
          ]),
      });
      if (cancelled) return;
      const cart = summary?.data && 'cartId' in summary.data ? summary.data : undefined;
      const cartId = cart?.cartId;
      if (!cartId || Number(cart?.totalProductCount ?? 0) === 0) {
        setPhase('empty');
        return;
      }
      const resumeId = stored && (await storedCheckoutOpen()) ? stored.checkoutId : undefined;
      if (!resumeId && stored) {
        forgetStoredCheckout(storage);
        steps.send({ type: 'STEP.OPEN', step: 'shippingAddress' });
      }
      const actor = createActor(
        checkoutMachine.provide({ actors: checkoutActors(api, { cartId, resumeId, resumeRead: storedRead }) }),
        { input: { cartId } },
      );
      checkoutActor.current = actor;
      actor.start();
      const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.status === 'done', { timeout: Infinity });
      if (cancelled) return;
      if (!ready.matches('ready')) {
        setFailure(ready.context.error === undefined ? undefined : buyerFacing(ready.context.error));
        setPhase('failed');
        return;
      }
      const body = ready.context.checkout as Checkout;
      setCheckout(body);
      const [linesRead] = (await firstScreen()) ?? [false];
      // Lines not read alongside (split shipment, or a cart still processing then) are read now.
      if (!linesRead) await readLines();
      if (cancelled) return;
      // CC-9-004: stock is held for the checkout while the buyer fills it in.
      const inventory = appContext?.inventoryConfiguration as { isInventoryEnabled?: boolean } | null | undefined;
      if (inventory?.isInventoryEnabled) void api.cart.reserveInventory(DEFAULT_INVENTORY_RESERVATION_SECONDS).catch(() => undefined);
      // Shown with the checkout, so the step's form does not push the page down once it arrives (a
      // stored checkout no longer open reopens the first step: its form then).
      await openStepForm();
      if (cancelled) return;
      const begin = ensureCheckoutBegin(storage, newId, 'Accordion');
      if (begin.created) dispatchInteraction(checkoutBeginInteraction(begin.checkoutBeginId, begin.layoutType, orderTotalsOf(body.cartSummary)));
      setPhase('ready');
    })().catch((error: unknown) => {
      if (cancelled) return;
      setFailure(failureMessage(error, checkoutLabels.startFailed));
      setPhase('failed');
    });
    return () => {
      cancelled = true;
      checkoutActor.current?.stop();
    };
    // `attempt` restarts the whole sequence ('Try again').
  }, [settled, mayCheckOut, isSignedIn, splitEnabled, api, appContext, locale, stored, storage, steps, readLines, attempt]);

  /** Re-reads the checkout after a change (CHECKOUT.REFRESH polls until ready again). */
  const refresh = useCallback(async (): Promise<Checkout> => {
    const actor = checkoutActor.current!;
    actor.send({ type: 'CHECKOUT.REFRESH' });
    const settledSnapshot = await waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.status === 'done', { timeout: Infinity });
    if (!settledSnapshot.matches('ready')) throw new Error(settledSnapshot.context.error ?? checkoutLabels.startFailed);
    const body = settledSnapshot.context.checkout as Checkout;
    setCheckout(body);
    return body;
  }, []);

  /** Runs one step's save; on success the step completes and its analytics event fires. */
  const runStep = useCallback(
    async (step: CheckoutStep, save: () => Promise<void>, details: Record<string, unknown> = {}) => {
      setBusy(step);
      setStepError(undefined);
      try {
        await save();
        steps.send({ type: 'STEP.COMPLETE', step });
        dispatchInteraction(checkoutStepInteraction(step, checkout?.checkoutId ?? '', details));
        return true;
      } catch (error) {
        setStepError({ step, message: buyerFacing(failureMessage(error, error instanceof Error && error.message ? error.message : checkoutLabels.startFailed)) });
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [steps, checkout?.checkoutId],
  );

  const checkoutId = checkout?.checkoutId;
  const call = useMemo(() => ({ checkoutId }), [checkoutId]);

  /** PX-14-002..PX-14-004: the second delivery group made or readdressed, whole lines arranged into the two, emptied groups deleted. */
  const arrangeDeliveries = useCallback(
    async (split: NonNullable<ShippingChoice['split']>) => {
      const now = (await readGroups()) ?? [];
      const first = now.find((group) => group.isDefault);
      if (!first) return;
      let second = now.find((group) => !group.isDefault);
      if (!split.plan.enabled && !second) return;
      if (split.plan.enabled) {
        const deliveryAddress = 'addressId' in split.second ? { id: split.second.addressId } : newAddressPayload(split.second.form);
        second = second ? await api.cart.updateDeliveryGroup(second.id, { deliveryAddress }) : await api.cart.createDeliveryGroup({ deliveryAddress });
      }
      const lineIds = lines.map((line) => line.cartItemId);
      const arranged = await api.cart.arrangeItems(splitArrangements(split.plan, lineIds, first.id, second?.id), {}, true);
      if (arrangeItemsStatus(arranged.status) === ARRANGE_ITEMS_PROCESSING) {
        const polled = await toPromise(createActor(deliveryGroupsPolling.provide({ actors: deliveryGroupsActors(api) }), { input: {} }).start());
        if (!polled.ready) throw new Error(polled.error);
      }
    },
    [api, lines, readGroups],
  );

  const saveShippingAddress = useCallback(
    (choice: ShippingChoice) =>
      runStep('shippingAddress', async () => {
        if ('addressId' in choice) {
          await api.checkout.update({ deliveryAddress: { id: choice.addressId } }, call);
        } else {
          const payload = newAddressPayload(choice.form);
          if (choice.save) {
            const { shipToPhoneNumber, ...fields } = payload;
            await api.addresses.create({ ...fields, addressType: 'Shipping', ...(shipToPhoneNumber ? { phoneNumber: shipToPhoneNumber } : {}) });
          }
          await api.checkout.update({ deliveryAddress: payload }, call);
        }
        if (choice.split) await arrangeDeliveries(choice.split);
        await Promise.all([refresh(), readLines()]);
      }),
    [runStep, api, call, refresh, readLines, arrangeDeliveries],
  );

  const saveDeliveryMethod = useCallback(
    (deliveryMethodId: string) =>
      runStep(
        'shippingOptions',
        async () => {
          await api.checkout.update({ deliveryMethodId }, call);
          await refresh();
        },
        { deliveryMethodId },
      ),
    [runStep, api, call, refresh],
  );

  const saveContact = useCallback(
    (form: ContactForm) =>
      runStep('contactInfo', async () => {
        await api.checkout.update({ contactInfo: contactInfoOf(form) }, call);
        await refresh();
      }),
    [runStep, api, call, refresh],
  );

  const saveBilling = useCallback((choice: BillingChoice) => runStep('billingAddress', async () => setBilling(choice)), [runStep]);

  /** The billing address the payment calls carry. */
  const billingAddress = useCallback(() => {
    const shipping = checkout?.deliveryGroups?.items.find((group) => group.isDefault)?.deliveryAddress;
    const source = billing.sameAsShipping
      ? { name: shipping?.name ?? undefined, street: shipping?.street ?? '', city: shipping?.city ?? '', region: shipping?.region ?? undefined, postalCode: shipping?.postalCode ?? '', country: shipping?.country ?? '' }
      : (() => {
          const address = addressOfForm(billing.address);
          return { name: [address.firstName, address.lastName].filter(Boolean).join(' '), street: address.street ?? '', city: address.city ?? '', region: address.region, postalCode: address.postalCode ?? '', country: address.country ?? '' };
        })();
    return source;
  }, [checkout, billing]);

  const pay = useCallback(
    (choice: PaymentChoice) =>
      runStep(
        'payment',
        async () => {
          const address = billingAddress();
          if (choice.method === 'PurchaseOrder') {
            if (choice.file) await api.checkout.attachPurchaseOrder({ poNumber: choice.poNumber.trim(), file: choice.file }, call);
            acceptedPayment(
              await api.checkout.payment(
                { requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: choice.poNumber.trim() }), billingAddress: address },
                call,
              ),
            );
          } else {
            const { name: _name, ...cardAddress } = address;
            const token = await api.checkout.tokenizeCard({ billingAddress: { ...cardAddress, region: cardAddress.region ?? null }, cardPaymentMethod: cardTokenInput(choice.card) });
            acceptedPayment(await api.checkout.payment({ paymentToken: token.token, requestType: 'Auth', billingAddress: address }, call));
          }
          await refresh();
        },
        { paymentMethod: choice.method },
      ),
    [runStep, billingAddress, api, call, refresh],
  );

  const applyCoupon = useCallback(
    async (code: string) => {
      setStepError(undefined);
      try {
        await api.checkout.applyCoupon(code.trim(), call);
        dispatchInteraction(applyCouponInteraction(code.trim()));
        await Promise.all([refresh(), readLines()]);
        return undefined;
      } catch (error) {
        return failureMessage(error, checkoutLabels.startFailed);
      }
    },
    [api, call, refresh, readLines],
  );

  const removeCoupon = useCallback(
    async (couponId: string) => {
      await api.checkout.deleteCoupon(couponId, call);
      await Promise.all([refresh(), readLines()]);
    },
    [api, call, refresh, readLines],
  );

  /** PX-20-008, PX-31-003: the deliveries' gift choices, one checkout change; the read then shows them and their price. */
  const saveGift = useCallback(
    async (changes: DeliveryGiftChange[]) => {
      try {
        await api.checkout.update({ deliveryGroupGifts: changes }, call);
        await refresh();
        return undefined;
      } catch (error) {
        return failureMessage(error, checkoutLabels.giftSaveFailed);
      }
    },
    [api, call, refresh],
  );

  /** CC-4-048..CC-4-051, PX-08-001: one attempt at a time, one key per attempt, one order. */
  const placeOrder = useCallback(async () => {
    if (placing.current || !checkoutId) return;
    placing.current = true;
    setBusy('review');
    setStepError(undefined);
    dispatchInteraction(checkoutSubmitInteraction(checkoutId, orderTotalsOf(checkout?.cartSummary)));
    const direct = appContext?.placeOrderV2Enabled !== false;
    const idempotencyKey = orderAttemptKey(storage, checkoutId, newId);
    const actor = createActor(
      placeOrderMachine.provide({ actors: placeOrderActors(api) }),
      { input: { checkoutId, idempotencyKey, direct } },
    ).start();
    const output = await toPromise(actor);
    placing.current = false;
    setBusy(undefined);
    if (output.placed) {
      steps.send({ type: 'ORDER.PLACED' });
      forgetOrderAttempt(storage);
      forgetStoredCheckout(storage);
      dispatchInteraction(orderAcceptedInteraction(output.order.orderNumber, orderTotalsOf(checkout?.cartSummary)));
      sendToCart({ type: 'cart.changed' });
      options.onPlaced(output.order);
      return;
    }
    if (isInventoryFailure(output.error)) {
      options.onOutOfStock();
      return;
    }
    setStepError({ step: 'review', message: failureMessage(output.error, output.message) });
  }, [checkoutId, checkout, appContext, storage, api, steps, sendToCart, options]);

  const open = useCallback((step: CheckoutStep) => steps.send({ type: 'STEP.OPEN', step }), [steps]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    phase,
    failure,
    checkout,
    lines,
    coupons,
    groups,
    splitEnabled,
    addresses,
    countries,
    billing,
    flow,
    busy,
    stepError,
    isSignedIn,
    contactDefaults: checkout?.contactInfo ?? (isSignedIn ? { firstName: session?.profile?.firstName ?? '', lastName: session?.profile?.lastName ?? '', email: session?.profile?.email ?? '', phoneNumber: null } : undefined),
    shippingCountries: appContext?.shippingCountries ?? [],
    taxType: appContext?.taxType ?? null,
    purchaseOrderFileRequired: appContext?.checkoutSettings?.purchaseOrderFileRequired === true,
    paymentMethods: (appContext?.checkoutSettings?.paymentMethods as string[] | undefined) ?? ['PurchaseOrder', 'CreditCard'],
    actions: { open, retry, saveShippingAddress, saveDeliveryMethod, saveContact, saveBilling, pay, applyCoupon, removeCoupon, placeOrder, saveGift },
  };
}

export type CheckoutController = ReturnType<typeof useCheckout>;
