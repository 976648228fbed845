// The cart page's controller: reads the cart 25 lines at a time (CC-9-001) on the polling schedule
// while it is processing (CC-4-030, CC-4-031), runs every change inside the processing counter
// (CC-4-028, CC-4-029), and hands the views plain data and actions.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createActor, toPromise } from 'xstate';
import { cartProcessingMachine, isCartProcessing } from '../../machines/cart/processing.machine.ts';
import { cartPagePollingMachine, committedQuantity, isCartPageReady, linesOf, pageNumberOfToken, withNextPage, withUpdatedLine, type CartPageRead } from '../../machines/cart/page-lines.ts';
import { mayUseCart } from '../../machines/catalogue/guest-access.ts';
import { failureMessage } from '../../machines/checkout/failure-message.ts';
import { removedLineToast } from '../../machines/cart/removed-line-toast.ts';
import { dispatchInteraction } from '../analytics/dispatch.ts';
import { cartRemoveInteraction, cartUpdateInteraction, cartViewInteraction, orderTotalsOf, type AnalyticsLine } from '../analytics/checkout-payloads.ts';
import { cartPageActors, cartPageApis } from '../api/adapters/cart.ts';
import type { components } from '../api/generated/schema.ts';
import { useApi, useApplicationContext, useCart, useSession } from '../app/store/parts.tsx';
import { useToasts } from '../components/toast/ToastProvider.tsx';
import { cartChangeFailures } from '../labels/checkout.ts';

export type CartLine = components['schemas']['CartItem'];
export type CartSummary = components['schemas']['CartSummary'];
export type CartCoupon = components['schemas']['CartCoupon'];
type CartItems = components['schemas']['CartItemCollection'];

const analyticsLine = (line: CartLine): AnalyticsLine => ({ cartItemId: line.cartItemId, productId: line.productId, quantity: String(line.quantity), name: line.name, totalPrice: line.totalAmount ?? line.totalPrice });

export function useCartPage() {
  const api = useApi();
  const calls = useMemo(() => cartPageApis(api), [api]);
  const { appContext, appContextStatus, requestContext } = useApplicationContext();
  const { isSignedIn, sessionStatus } = useSession();
  const { send: sendToCart } = useCart();
  const toasts = useToasts();
  const allowed = mayUseCart({ isSignedIn, guestCartEnabled: appContext?.guestCartEnabled });
  const settled = sessionStatus !== 'loading' && appContextStatus !== 'loading';

  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [lines, setLines] = useState<CartLine[]>([]);
  const [summary, setSummary] = useState<CartSummary | undefined>();
  const [coupons, setCoupons] = useState<CartCoupon[]>([]);
  const [nextPageToken, setNextPageToken] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  /** PX-43-002: the page's read answered Processing and is still polling. */
  const [answeredProcessing, setAnsweredProcessing] = useState(false);

  const processing = useMemo(() => createActor(cartProcessingMachine).start(), []);
  const busy = useSelector(processing, (snapshot) => isCartProcessing(snapshot.context));
  const viewed = useRef(false);

  /** One page of lines, read again while the cart answers 202 or Processing. */
  const readPage = useCallback(
    async (pageNumber?: number, onAnswer?: (read: CartPageRead) => void): Promise<CartItems | undefined> => {
      const poller = createActor(
        cartPagePollingMachine.provide({ actors: cartPageActors(api, pageNumber, onAnswer) }),
        { input: {} },
      );
      processing.send({ type: 'SHADOW.SET', active: true });
      poller.start();
      const output = await toPromise(poller);
      processing.send({ type: 'SHADOW.SET', active: false });
      if (!output.ready) throw new Error(output.error);
      return output.result.data;
    },
    [api, processing],
  );

  useEffect(() => {
    if (!settled || !allowed) return;
    let cancelled = false;
    setStatus('loading');
    const heard = (read: CartPageRead) => {
      if (!cancelled && !isCartPageReady(read)) setAnsweredProcessing(true);
    };
    readPage(undefined, heard)
      .then((page) => {
        if (cancelled) return;
        setAnsweredProcessing(false);
        setLines(linesOf(page));
        setSummary(page?.cartSummary);
        setCoupons(page?.cartCoupons?.coupons ?? []);
        setNextPageToken(page?.nextPageToken ?? null);
        setStatus('ready');
        if (!viewed.current && page) {
          viewed.current = true;
          dispatchInteraction(cartViewInteraction(page.cartItems.map((result) => analyticsLine(result.cartItem)), orderTotalsOf(page.cartSummary)));
        }
      })
      .catch(() => {
        if (cancelled) return;
        setAnsweredProcessing(false);
        setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [settled, allowed, readPage, attempt, isSignedIn, requestContext.effectiveAccountId]);

  /** Runs a cart change inside the processing counter. */
  const operation = useCallback(
    async <T,>(run: () => Promise<T>): Promise<T> => {
      processing.send({ type: 'OPERATION.START' });
      try {
        return await run();
      } finally {
        processing.send({ type: 'OPERATION.END' });
      }
    },
    [processing],
  );

  /** The totals after a change, and the header's badge. */
  const readSummary = useCallback(async () => {
    const read = await calls.summary();
    if (read) setSummary(read);
    // The cart actor reads the cart again for the header's badge.
    sendToCart({ type: 'cart.changed' });
  }, [calls, sendToCart]);

  const showMore = useCallback(async () => {
    if (!nextPageToken) return;
    const page = await operation(() => readPage(pageNumberOfToken(nextPageToken)));
    if (!page) return;
    setLines((current) => withNextPage(current, page));
    setNextPageToken(page.nextPageToken ?? null);
  }, [nextPageToken, operation, readPage]);

  /** PX-08-031: the server's line replaces ours; the committed quantity goes back to the line machine. */
  const changeQuantity = useCallback(
    (line: CartLine, quantity: number): Promise<number> =>
      operation(async () => {
        const updated = await calls.changeQuantity(line.cartItemId, quantity);
        if (updated) setLines((current) => withUpdatedLine(current, line.cartItemId, updated));
        await readSummary();
        dispatchInteraction(cartUpdateInteraction(analyticsLine(updated ?? { ...line, quantity: String(quantity) })));
        return committedQuantity(updated, quantity);
      }),
    [calls, operation, readSummary],
  );

  /** PX-08-032, PX-14-001: the line comes back from the Undo of the toast that tells of its removal. */
  const undoRemove = useCallback(
    async (line: CartLine) => {
      try {
        await operation(() => calls.restoreLine(line));
        setAttempt((count) => count + 1);
        await readSummary();
      } catch (error) {
        setNotice(failureMessage(error, cartChangeFailures.restore));
      }
    },
    [operation, calls, readSummary],
  );

  const remove = useCallback(
    async (line: CartLine) => {
      setNotice(undefined);
      try {
        await operation(() => calls.removeLine(line.cartItemId));
        setLines((current) => current.filter((known) => known.cartItemId !== line.cartItemId));
        toasts.show(removedLineToast(line.name ?? line.productId, () => void undoRemove(line)));
        dispatchInteraction(cartRemoveInteraction(analyticsLine(line)));
        await readSummary();
      } catch (error) {
        setNotice(failureMessage(error, cartChangeFailures.remove));
      }
    },
    [calls, operation, readSummary, toasts, undoRemove],
  );

  const clear = useCallback(async () => {
    await operation(() => calls.clear());
    setLines([]);
    setSummary(undefined);
    setCoupons([]);
    setNextPageToken(null);
    sendToCart({ type: 'cart.changed' });
  }, [operation, calls, sendToCart]);

  const applyCoupon = useCallback(
    async (code: string): Promise<string | undefined> => {
      try {
        setCoupons(await operation(() => calls.applyCoupon(code.trim())));
        setAttempt((count) => count + 1);
        return undefined;
      } catch (error) {
        return failureMessage(error, cartChangeFailures.coupon);
      }
    },
    [operation, calls],
  );

  const removeCoupon = useCallback(
    async (couponId: string) => {
      await operation(() => calls.removeCoupon(couponId));
      setAttempt((count) => count + 1);
    },
    [operation, calls],
  );

  const messages = summary?.messagesSummary?.limitedMessages ?? [];
  return {
    allowed,
    settled,
    status,
    lines,
    summary,
    coupons,
    messages,
    hasErrors: summary?.messagesSummary?.hasErrors === true,
    hasMore: nextPageToken !== null,
    busy,
    answeredProcessing,
    notice,
    taxType: appContext?.taxType ?? null,
    actions: { retry: () => setAttempt((count) => count + 1), showMore, changeQuantity, remove, clear, applyCoupon, removeCoupon },
  };
}

export type CartController = ReturnType<typeof useCartPage>;
