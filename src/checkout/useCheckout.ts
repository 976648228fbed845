// The checkout page's controller: it runs the machines (start and poll, the step flow, placing the
// order) over the store's API and hands the views plain data and actions. Views decide nothing.
import { heldOrderNotes, orderNotesChange, type OrderNotes } from '../../machines/checkout/order-notes.ts';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createActor, toPromise, waitFor, type ActorRefFrom } from 'xstate';
import { newAddressPayload } from '../../machines/checkout/address-form.ts';
import type { ShippingChoice } from './steps/ShippingAddressStepUi.tsx';
import { ensureCheckoutBegin } from '../../machines/checkout/checkout-begin.ts';
import { checkoutMachine, requireReadCheckout } from '../../machines/checkout/checkout.machine.ts';
import { stepsHeldBy } from '../../machines/checkout/held-steps.ts';
import { contactInfoOf, contactOfGuestDetails, guestDetailsOf, type ContactForm } from '../../machines/checkout/contact-form.ts';
import { failureMessage, isInventoryFailure } from '../../machines/checkout/failure-message.ts';
import { forgetDraft, readDraft, writeDraftPart, type CheckoutDraft, type DraftPart } from '../../machines/checkout/checkout-draft.ts';
import { forgetStoredCheckout, readStoredCheckout, writeStoredCheckout, type BillingChoice } from '../../machines/checkout/flow-storage.ts';
import { forgetOrderAttempt, orderAttemptKey } from '../../machines/checkout/order-attempt.ts';
import { createAttemptGate } from '../../machines/checkout/attempt-gate.ts';
import { arrangeDeliveries, type DeliverySplit } from '../../machines/checkout/delivery-arrangement.ts';
import { billingAddressOf, payForCheckout, storePaymentMethods, type PaymentChoice } from '../../machines/checkout/payment-step.ts';
import { placeOrderMachine, type PlacedOrder } from '../../machines/checkout/place-order.machine.ts';
import { readCartWithStoredCheckout } from '../../machines/checkout/start-reads.ts';
import { checkoutStepsMachine, type CheckoutStep } from '../../machines/checkout/steps.machine.ts';
import { answerHistory, entryWithStep, stepOfEntry } from '../../machines/checkout/step-history.ts';
import { stillOpen } from '../../machines/checkout/still-open.ts';
import { readGuestDetails, writeGuestDetails } from '../../machines/session/storage.ts';
import { checkoutReservationSeconds } from '../../machines/checkout/inventory-reservation.ts';
import { isInternalCode, loadedCheckout, requirePayload } from '../../machines/checkout/checkout-actions.ts';
import { POLLING_MAX_WAIT_EXCEEDED } from '../../machines/constants/cart-checkout.ts';
import { dispatchInteraction } from '../analytics/dispatch.ts';
import {
  applyCouponInteraction,
  checkoutBeginInteraction,
  checkoutStepInteraction,
  checkoutSubmitInteraction,
  orderAcceptedInteraction,
  orderTotalsOf,
  analyticsAddressOf,
  contactSavedInteractions,
} from '../analytics/checkout-payloads.ts';
import { checkoutActors, checkoutPageApis, placeOrderActors, type CheckoutReadAnswer } from '../api/adapters/checkout.ts';
import type { components } from '../api/generated/schema.ts';
import { useApi, useApplicationContext, useCart, useSession } from '../app/store/parts.tsx';
import { checkoutLabels } from '../labels/checkout.ts';
import { loadStepForm } from './step-forms.tsx';
import type { DeliveryGiftChange } from '../../machines/checkout/gift-change.ts';

/**
 * PX-34-005: the polling limit's error (CC-4-045) is the machines' word for it; the buyer reads what it
 * means and what to do, next to 'Try again'.
 */
const buyerFacing = (error: string): string =>
  error === POLLING_MAX_WAIT_EXCEEDED ? checkoutLabels.checkoutSlow : isInternalCode(error) ? checkoutLabels.startFailed : error;

export type Checkout = components['schemas']['Checkout'];
export type CartLine = components['schemas']['CartItem'];
export type CartCoupon = components['schemas']['CartCoupon'];
export type AccountAddress = components['schemas']['AccountAddress'];
export type AddressCountry = components['schemas']['AddressCountry'];
export type DeliveryGroup = components['schemas']['DeliveryGroup'];

export type CheckoutPhase = 'waiting' | 'signIn' | 'empty' | 'starting' | 'ready' | 'failed';

export type { PaymentChoice };

const newId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function browserSession() {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const memory = new Map<string, string>();
const memoryStorage = { getItem: (key: string) => memory.get(key) ?? null, setItem: (key: string, value: string) => void memory.set(key, value), removeItem: (key: string) => void memory.delete(key) };

export function useCheckout(options: { onPlaced(order: PlacedOrder): void; onOutOfStock(): void }) {
  const api = useApi();
  const calls = useMemo(() => checkoutPageApis(api), [api]);
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
  const [billingAddresses, setBillingAddresses] = useState<AccountAddress[]>([]);
  const [countries, setCountries] = useState<AddressCountry[]>([]);
  const [billing, setBilling] = useState<BillingChoice>(stored?.billing ?? { sameAsShipping: true });
  const [busy, setBusy] = useState<CheckoutStep | undefined>();
  const [stepError, setStepError] = useState<{ step: CheckoutStep; message: string } | undefined>();
  const [attempt, setAttempt] = useState(0);

  const steps = useMemo(() => createActor(checkoutStepsMachine, { input: { restored: stored?.flow } }).start(), [stored]);
  const flow = useSelector(steps, (snapshot) => snapshot.context);
  const checkoutActor = useRef<ActorRefFrom<typeof checkoutMachine> | undefined>(undefined);
  const placing = useMemo(() => createAttemptGate(), []);
  // The open checkout's draft (PX-61-001): a ref, as forms take it only when they open.
  const draft = useRef<CheckoutDraft>({});

  // Keep what a reload needs (PX-08-021).
  useEffect(() => {
    if (checkout?.checkoutId) writeStoredCheckout(storage, { checkoutId: checkout.checkoutId, flow, billing });
  }, [storage, checkout?.checkoutId, flow, billing]);

  /** The cart's delivery groups with their lines, normalised (CC-5-050..CC-5-052); undefined while a 202 says they are still moving. */
  const readGroups = calls.readDeliveryGroups;

  /** Reads the lines (and, with split shipment, the delivery groups); false when a 202 left the lines unread. */
  const readLines = useCallback(async (): Promise<boolean> => {
    const [read, delivery] = await Promise.all([calls.cartLines(), splitEnabled ? readGroups() : Promise.resolve(undefined)]);
    if (delivery) setGroups(delivery);
    // A 202 (the cart still processing) leaves the lines as they were until the next read.
    if (!read) return false;
    setLines(read.lines);
    setCoupons(read.coupons);
    return true;
  }, [calls, splitEnabled, readGroups]);

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
        cart: calls.cartSummary,
        // PX-47-001: a stored checkout the server no longer answers for (404, 410) is started afresh.
        storedCheckoutOpen: stored ? () => stillOpen(() => (storedRead = calls.readCheckout(stored.checkoutId))) : undefined,
        // PX-40-002: what the step's form shows beside the checkout. The delivery groups (split
        // shipment) wait for the checkout, whose start may change them.
        firstScreen: () =>
          Promise.all([
            splitEnabled ? Promise.resolve(false) : readLines(),
            isSignedIn
              ? calls
                  .shippingAddresses()
                  .then(setAddresses)
                  .catch(() => setAddresses([]))
              : Promise.resolve(),
            isSignedIn
              ? calls
                  .billingAddresses()
                  .then((list) => {
                    setBillingAddresses(list);
                    // PX-70-013: a checkout this tab has not filled yet bills the account's default billing address.
                    const preferred = list.find((candidate) => candidate.isDefault) ?? list[0];
                    if (!stored && preferred) setBilling((current) => (current.sameAsShipping ? { sameAsShipping: false, accountAddressId: preferred.addressId } : current));
                  })
                  .catch(() => setBillingAddresses([]))
              : Promise.resolve(),
            calls
              .addressCountries(locale, appContext?.shippingCountries ?? [])
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
        // PX-61-004: a checkout started afresh starts with empty forms.
        forgetDraft(storage, stored.checkoutId);
        steps.send({ type: 'STEP.OPEN', step: 'shippingAddress' });
      }
      let joined = false;
      const actor = createActor(
        checkoutMachine.provide({ actors: checkoutActors(api, { cartId, resumeId, resumeRead: storedRead, onJoined: () => (joined = true) }) }),
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
      const body = requireReadCheckout(ready.context.checkout, checkoutLabels.startFailed);
      setCheckout(body);
      // PX-70-011: joined from another tab, this tab opens where the server's checkout stands.
      if (joined && !stored) for (const step of stepsHeldBy(body)) steps.send({ type: 'STEP.COMPLETE', step });
      // PX-61-001: read before the step's form shows, which takes its entries once, as it opens.
      draft.current = readDraft(storage, body.checkoutId);
      const [linesRead] = (await firstScreen()) ?? [false];
      // Lines not read alongside (split shipment, or a cart still processing then) are read now.
      if (!linesRead) await readLines();
      if (cancelled) return;
      // CC-9-004: stock is held for the checkout while the buyer fills it in.
      const reservation = checkoutReservationSeconds(appContext?.inventoryConfiguration);
      if (reservation !== null) void calls.reserveInventory(reservation).catch(() => undefined);
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
  }, [settled, mayCheckOut, isSignedIn, splitEnabled, api, calls, appContext, locale, stored, storage, steps, readLines, attempt]);

  /** Re-reads the checkout after a change (CHECKOUT.REFRESH polls until ready again). */
  const refresh = useCallback(async (): Promise<Checkout> => {
    const actor = checkoutActor.current!;
    actor.send({ type: 'CHECKOUT.REFRESH' });
    const settledSnapshot = await waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.status === 'done', { timeout: Infinity });
    if (!settledSnapshot.matches('ready')) throw new Error(settledSnapshot.context.error ?? checkoutLabels.startFailed);
    const body = requireReadCheckout(settledSnapshot.context.checkout, checkoutLabels.startFailed);
    setCheckout(body);
    return body;
  }, []);

  /** Runs one step's save; on success the step completes and its analytics event fires, with what the save learnt (the address, CC-3-041). */
  const runStep = useCallback(
    async (step: CheckoutStep, save: () => Promise<Record<string, unknown> | void>, details: Record<string, unknown> = {}) => {
      setBusy(step);
      setStepError(undefined);
      try {
        const learnt = await save();
        steps.send({ type: 'STEP.COMPLETE', step });
        dispatchInteraction(checkoutStepInteraction(step, checkout?.checkoutId ?? '', { ...details, ...learnt }));
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

  /** PX-14-002..PX-14-004: the lines arranged into the deliveries (machines/checkout/delivery-arrangement.ts). */
  const arrangeSplit = useCallback(
    (split: DeliverySplit) => arrangeDeliveries(calls.deliveryArrangement(), split, lines.map((line) => line.cartItemId)),
    [calls, lines],
  );

  const saveShippingAddress = useCallback(
    (choice: ShippingChoice) =>
      runStep('shippingAddress', async () => {
        requirePayload(choice);
        if ('addressId' in choice) {
          await calls.update(checkoutId, { deliveryAddress: { id: choice.addressId } });
        } else {
          const payload = newAddressPayload(choice.form);
          if (choice.save) await calls.saveShippingAddress(payload);
          await calls.update(checkoutId, { deliveryAddress: payload });
        }
        if (choice.split) await arrangeSplit(choice.split);
        const [saved] = await Promise.all([refresh(), readLines()]);
        return { address: analyticsAddressOf(saved.deliveryGroups?.items.find((group) => group.isDefault)?.deliveryAddress) };
      }),
    [runStep, calls, checkoutId, refresh, readLines, arrangeSplit],
  );

  const saveDeliveryMethod = useCallback(
    (deliveryMethodId: string, notes?: OrderNotes) =>
      runStep(
        'shippingOptions',
        async () => {
          requirePayload(deliveryMethodId);
          // PX-76-001: the order's instructions and attention to go in the same change, when changed.
          await calls.update(checkoutId, { deliveryMethodId, ...(notes ? orderNotesChange(notes, heldOrderNotes(checkout)) : {}) });
          await refresh();
        },
        { deliveryMethodId },
      ),
    [runStep, calls, checkoutId, refresh, checkout],
  );

  const saveContact = useCallback(
    (form: ContactForm) =>
      runStep('contactInfo', async () => {
        const contact = contactInfoOf(requirePayload(form));
        await calls.update(checkoutId, { contactInfo: contact });
        for (const interaction of contactSavedInteractions(checkout?.contactInfo, contact, !isSignedIn)) dispatchInteraction(interaction);
        // SH-3-057..SH-3-060: a guest's details are kept for the session (the next checkout starts with
        // them), written by the session's own storage rule. Not sent as the session actor's GUEST_DETAILS:
        // exposing it adds bytes to the entry, whose Home JavaScript is at its budget.
        if (!isSignedIn) writeGuestDetails(storage, guestDetailsOf(form));
        await refresh();
      }),
    [runStep, calls, checkoutId, refresh, isSignedIn, storage, checkout?.contactInfo],
  );

  const saveBilling = useCallback(
    (choice: BillingChoice) =>
      runStep('billingAddress', async () => {
        setBilling(requirePayload(choice));
        const shipping = loadedCheckout(checkout).deliveryGroups?.items.find((group) => group.isDefault)?.deliveryAddress;
        return { address: analyticsAddressOf(billingAddressOf(choice, shipping, billingAddresses)) };
      }),
    [runStep, checkout, billingAddresses],
  );

  const pay = useCallback(
    (choice: PaymentChoice) =>
      runStep(
        'payment',
        async () => {
          requirePayload(choice);
          const shipping = loadedCheckout(checkout).deliveryGroups?.items.find((group) => group.isDefault)?.deliveryAddress;
          // PX-19-004: a payment not taken fails the step with its message (machines/checkout/payment-step.ts).
          await payForCheckout(calls.payment(checkoutId), choice, billingAddressOf(billing, shipping, billingAddresses), (code) => checkoutLabels.paymentFailed[code]);
          await refresh();
        },
        { paymentMethod: choice.method },
      ),
    [runStep, checkout, billing, billingAddresses, calls, checkoutId, refresh],
  );

  const applyCoupon = useCallback(
    async (code: string) => {
      setStepError(undefined);
      try {
        await calls.applyCoupon(checkoutId, code.trim());
        dispatchInteraction(applyCouponInteraction(code.trim()));
        await Promise.all([refresh(), readLines()]);
        return undefined;
      } catch (error) {
        return failureMessage(error, checkoutLabels.startFailed);
      }
    },
    [calls, checkoutId, refresh, readLines],
  );

  const removeCoupon = useCallback(
    async (couponId: string) => {
      await calls.deleteCoupon(checkoutId, couponId);
      await Promise.all([refresh(), readLines()]);
    },
    [calls, checkoutId, refresh, readLines],
  );

  /** PX-20-008, PX-31-003: the deliveries' gift choices, one checkout change; the read then shows them and their price. */
  const saveGift = useCallback(
    async (changes: DeliveryGiftChange[]) => {
      try {
        await calls.update(checkoutId, { deliveryGroupGifts: changes });
        await refresh();
        return undefined;
      } catch (error) {
        return failureMessage(error, checkoutLabels.giftSaveFailed);
      }
    },
    [calls, checkoutId, refresh],
  );

  /** CC-4-048..CC-4-051, PX-08-001: one attempt at a time, one key per attempt, one order. */
  const placeOrder = useCallback(async () => {
    if (!checkoutId) return;
    // A 'Place order' while an attempt runs is ignored (machines/checkout/attempt-gate.ts).
    const output = await placing.run(() => {
      setBusy('review');
      setStepError(undefined);
      dispatchInteraction(checkoutSubmitInteraction(checkoutId, orderTotalsOf(checkout?.cartSummary)));
      const direct = appContext?.placeOrderV2Enabled !== false;
      const idempotencyKey = orderAttemptKey(storage, checkoutId, newId);
      const actor = createActor(
        placeOrderMachine.provide({ actors: placeOrderActors(api) }),
        { input: { checkoutId, idempotencyKey, direct } },
      ).start();
      return toPromise(actor);
    });
    if (!output) return;
    setBusy(undefined);
    if (output.placed) {
      steps.send({ type: 'ORDER.PLACED' });
      forgetOrderAttempt(storage);
      forgetStoredCheckout(storage);
      forgetDraft(storage, checkoutId);
      draft.current = {};
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
  }, [checkoutId, placing, checkout, appContext, storage, api, steps, sendToCart, options]);

  const open = useCallback((step: CheckoutStep) => steps.send({ type: 'STEP.OPEN', step }), [steps]);

  // PX-61-005: each step is a history entry, so browser Back and Forward move between the steps.
  const location = useLocation();
  const navigate = useNavigate();
  const seenEntry = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (phase !== 'ready') return;
    const entryMoved = seenEntry.current !== location.key;
    seenEntry.current = location.key;
    const answer = answerHistory(stepOfEntry(location.state), flow, entryMoved);
    if (answer.kind === 'open') steps.send({ type: 'STEP.OPEN', step: answer.step });
    if (answer.kind === 'record') void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: !answer.push, state: entryWithStep(location.state, answer.step) });
  }, [phase, location, flow, steps, navigate]);

  /** PX-61-001: a step's entries as typed, kept for a reload or going back (read by a form as it opens). */
  const keepDraft = useCallback(
    <P extends DraftPart>(part: P, value: NonNullable<CheckoutDraft[P]>) => {
      if (checkoutId) draft.current = writeDraftPart(storage, checkoutId, part, value);
    },
    [storage, checkoutId],
  );
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // PX-68-010: a guest is offered card only; one list per settings, so the steps see no change between renders.
  const paymentMethods = useMemo(() => storePaymentMethods(appContext?.checkoutSettings, isSignedIn ? 'buyer' : 'guest'), [appContext?.checkoutSettings, isSignedIn]);
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
    billingAddresses,
    /** The entries of each step not yet sent (PX-61-001). */
    draft: draft.current,
    flow,
    busy,
    stepError,
    isSignedIn,
    contactDefaults:
      checkout?.contactInfo ??
      (isSignedIn ? { firstName: session?.profile?.firstName ?? '', lastName: session?.profile?.lastName ?? '', email: session?.profile?.email ?? '', phoneNumber: null } : contactOfGuestDetails(readGuestDetails(storage))),
    shippingCountries: appContext?.shippingCountries ?? [],
    taxType: appContext?.taxType ?? null,
    // PX-08-006, PX-76-002: the store's setting, or the checkout says the account requires the document.
    purchaseOrderFileRequired: appContext?.checkoutSettings?.purchaseOrderFileRequired === true || checkout?.purchaseOrderFileRequired === true,
    paymentMethods,
    actions: { open, retry, keepDraft, saveShippingAddress, saveDeliveryMethod, saveContact, saveBilling, pay, applyCoupon, removeCoupon, placeOrder, saveGift },
  };
}

export type CheckoutController = ReturnType<typeof useCheckout>;
