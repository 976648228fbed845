// The app-wide store's adapters: the context and cart areas' calls bound to the actors of the
// machines every page runs (application context, session, cart summary) and the personalisation
// configuration. Apart from the page families' adapters, which load with their pages (the sign-in's
// with the sign-in page, sign-in.ts): this one is in the entry.
import { fromPromise } from 'xstate';
import type { CartSummaryAnswer } from '../../../machines/cart/summary-polling.ts';
import type { PollingReadInput } from '../../../machines/checkout/polling.machine.ts';
import type { ApplicationContextResponse } from '../../../machines/context/application-context.machine.ts';
import type { RawSessionContext } from '../../../machines/session/session-context.ts';
import type { StoreApi } from '../registry.ts';

/** SH-7-004: the application context, read as a guest, with how long it may be served (SH-4-018). */
export function applicationContextActors(api: StoreApi) {
  return {
    fetchApplicationContext: fromPromise<ApplicationContextResponse>(({ signal }) => api.context.readApplicationContext(signal)),
  };
}

/** SH-7-006: the session context, acting for the stored effective account. */
export function sessionActors(contextApiFor: (effectiveAccountId: string | undefined) => StoreApi['context']) {
  return {
    fetchSessionContext: fromPromise<RawSessionContext, { effectiveAccountId: string | undefined }>(({ input, signal }) => contextApiFor(input.effectiveAccountId).sessionContext(signal)),
  };
}

/** PX-05-008, CC-4-030, CC-4-031: the cart actor's summary read; a 202 means the cart is still being processed. */
export function cartSummaryActors(api: StoreApi) {
  return {
    read: fromPromise<CartSummaryAnswer, PollingReadInput<{ cartId: string }>>(async () => {
      const answer = await api.cart.summary();
      // A 202: read again on the polling schedule.
      return answer.status === 202 ? { asyncOperationStatus: 'Processing' as const } : answer.data;
    }),
  };
}

const configurations = new WeakMap<StoreApi, ReturnType<StoreApi['context']['aiConfiguration']>>();

/**
 * SH-7-007, PX-30-001: the personalisation configuration, read once per store API and shared by the
 * request context (the recommendations host, CC-7-026) and the activity tracker (its site id).
 */
export function personalisationConfiguration(api: StoreApi) {
  let read = configurations.get(api);
  if (!read) configurations.set(api, (read = api.context.aiConfiguration()));
  return read;
}
