// Binds the quick-order machine to the store: its SKU look-up and 'Add to cart' come from the
// quick-order adapter (src/api/adapters/quick-order.ts); the cart actor reads the cart once after the batch and
// the page shows the toasts the machine decides (CC §8, PX-42-005) and sends a cart-add interaction per added product (CC-7-039).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { quickOrderMachine } from '../../machines/quick-order/quick-order.machine.ts';
import { rowState } from '../../machines/quick-order/rows.ts';
import { quickOrderActors } from '../api/adapters/quick-order.ts';
import { readRows, writeRows } from '../../machines/quick-order/storage.ts';
import { analyticsCartItem, cartAddInteraction } from '../analytics/payloads.ts';
import { dispatchInteraction } from '../analytics/dispatch.ts';
import { useApi, useCart, useSession } from '../app/store/parts.tsx';
import { useToasts } from '../components/toast/ToastProvider.tsx';

export function useQuickOrder() {
  const api = useApi();
  const cart = useCart();
  const toasts = useToasts();
  const { session, effectiveAccount } = useSession();
  // PX-18-006: the rows are kept in this tab per buyer and account.
  const storageKey = `${session?.userId ?? ''}:${effectiveAccount?.id ?? session?.accountId ?? ''}`;
  const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const machine = useMemo(() => quickOrderMachine.provide({ actors: quickOrderActors(api) }), [api]);
  const [restored] = useState(() => readRows(storage, storageKey));
  const actor = useActorRef(machine, { input: { rows: restored } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  useEffect(() => writeRows(storage, storageKey, context.rows), [storage, storageKey, context.rows]);
  const adding = useSelector(actor, (snapshot) => snapshot.matches({ add: 'adding' }));

  const { send: sendCart } = cart;
  useEffect(() => {
    const added = actor.on('added', ({ outcome }) => {
      if (outcome.added.length > 0) sendCart({ type: 'cart.changed' });
      for (const line of outcome.added) dispatchInteraction(cartAddInteraction(analyticsCartItem({ productId: line.productId, quantity: line.quantity })));
    });
    const told = actor.on('toast', ({ toast }) => toasts.show(toast));
    return () => {
      added.unsubscribe();
      told.unsubscribe();
    };
  }, [actor, sendCart, toasts]);

  const rows = useMemo(() => context.rows.map((row) => ({ row, state: rowState(row, context.products) })), [context.rows, context.products]);
  return { actor, context, rows, adding };
}
