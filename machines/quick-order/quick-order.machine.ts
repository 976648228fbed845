// The quick-order page (PX-18-002..PX-18-006): rows typed or filled from a pasted list or a CSV
// file, each SKU looked up after a pause in typing, and 'Add to cart' as ONE quick-order call of
// the ready rows. The add cannot run twice at once (a double click sends one call); rows that were
// added leave, rows that failed stay with the reason on them.
import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { cartAddFailedToast } from '../cart/cart-toasts.ts';
import { QUICK_ORDER_MESSAGES } from '../constants/self-service.ts';
import type { Wire } from '../wire.ts';
import { parseCsvList, parsePastedList, type LineProblem } from './parse-lines.ts';
import { addRows, adjustQuantities, joinList, readyItems, skusToLookUp, startRows, type ProductsBySku, type Row } from './rows.ts';
import type { LookedUpProduct } from './sku-lookup.ts';
import { quickOrderToasts } from './toasts.ts';
import type { ToastConfig } from '../toast/toast-config.ts';

/** The pause in typing before a SKU is looked up. */
const SKU_LOOKUP_DEBOUNCE_MS = 300;

export interface QuickOrderOutcome {
  added: Array<{ sku: string; productId: string; quantity: number }>;
  failed: Array<{ sku: string; message: string }>;
}

export interface QuickOrderContext {
  rows: Row[];
  nextId: number;
  products: ProductsBySku;
  lookupFailed: boolean;
  /** Bad lines of the last list read, each with its line number (PX-18-003). */
  problems: LineProblem[];
  truncated: string | null;
  outcome: QuickOrderOutcome | null;
  addError: unknown;
}

export type QuickOrderEvent =
  | { type: 'row.sku'; id: number; text: string }
  | { type: 'row.quantity'; id: number; text: string }
  | { type: 'row.remove'; id: number }
  | { type: 'rows.more' }
  | { type: 'list.read'; text: string; format: 'paste' | 'csv' }
  | { type: 'lookup.retry' }
  | { type: 'add' }
  /** Raised by the machine itself: SKUs changed by typing (looked up after a pause) or by a list (at once). */
  | { type: 'lookup.later' }
  | { type: 'lookup.now' };

export type QuickOrderEmitted =
  | { type: 'added'; outcome: QuickOrderOutcome; cartSummary: Wire['QuickOrderResult']['cartSummary'] }
  | { type: 'addFailed'; error: unknown }
  /** PX-42-005: a toast for the buyer after an add; the page only shows it. */
  | { type: 'toast'; toast: ToastConfig };

/** The quick-order call's items: the ready rows' SKUs and quantities. */
export type QuickOrderAddInput = { items: Array<{ sku: string; quantity: string }> };

const editRow = (rows: readonly Row[], id: number, change: Partial<Row>) =>
  rows.map((row) => (row.id === id ? { ...row, ...change, notes: [], lineNumbers: [], adjustOnLookup: false } : row));

export const quickOrderMachine = setup({
  types: {
    context: {} as QuickOrderContext,
    events: {} as QuickOrderEvent,
    emitted: {} as QuickOrderEmitted,
    input: {} as { rows?: Row[] },
  },
  actors: {
    lookup: fromPromise<Record<string, LookedUpProduct | null>, { skus: string[] }>(async () => {
      throw new Error('quickOrder: provide the lookup actor');
    }),
    add: fromPromise<Wire['QuickOrderResult'], QuickOrderAddInput>(async () => {
      throw new Error('quickOrder: provide the add actor');
    }),
  },
  delays: { lookupDebounce: SKU_LOOKUP_DEBOUNCE_MS },
  guards: {
    needsLookup: ({ context }) => skusToLookUp(context.rows, context.products).length > 0,
    hasReadyRows: ({ context }) => readyItems(context.rows, context.products).length > 0,
  },
}).createMachine({
  id: 'quickOrder',
  type: 'parallel',
  context: ({ input }) => {
    const rows = input.rows ?? startRows();
    return { rows, nextId: Math.max(0, ...rows.map((row) => row.id)) + 1, products: {}, lookupFailed: false, problems: [], truncated: null, outcome: null, addError: null };
  },
  on: {
    'row.sku': {
      actions: [assign({ rows: ({ context, event }) => editRow(context.rows, event.id, { sku: event.text }) }), raise({ type: 'lookup.later' })],
    },
    'row.quantity': { actions: assign({ rows: ({ context, event }) => editRow(context.rows, event.id, { quantity: event.text }) }) },
    'row.remove': { actions: assign({ rows: ({ context, event }) => context.rows.filter((row) => row.id !== event.id) }) },
    'rows.more': {
      actions: assign(({ context }) => addRows(context.rows, context.nextId)),
    },
    'list.read': {
      actions: [
        assign(({ context, event }) => {
          const parsed = event.format === 'csv' ? parseCsvList(event.text) : parsePastedList(event.text);
          const joined = joinList(context.rows, parsed.lines, context.nextId);
          return { rows: adjustQuantities(joined.rows, context.products), nextId: joined.nextId, problems: parsed.problems, truncated: joined.truncated, outcome: null };
        }),
        raise({ type: 'lookup.now' }),
      ],
    },
  },
  // Restored rows are looked up at once.
  entry: raise({ type: 'lookup.now' }),
  states: {
    lookup: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'lookup.later': 'waiting', 'lookup.now': 'running', 'lookup.retry': 'running' },
        },
        waiting: {
          after: { lookupDebounce: 'running' },
          on: { 'lookup.later': { target: 'waiting', reenter: true }, 'lookup.now': 'running' },
        },
        running: {
          always: { guard: ({ context }) => skusToLookUp(context.rows, context.products).length === 0, target: 'idle' },
          invoke: {
            src: 'lookup',
            input: ({ context }) => ({ skus: skusToLookUp(context.rows, context.products) }),
            onDone: {
              target: 'settled',
              actions: assign(({ context, event }) => {
                const products = { ...context.products, ...event.output };
                return { products, rows: adjustQuantities(context.rows, products), lookupFailed: false };
              }),
            },
            onError: { target: 'idle', actions: assign({ lookupFailed: true }) },
          },
        },
        settled: {
          always: [{ guard: 'needsLookup', target: 'waiting' }, { target: 'idle' }],
        },
      },
    },
    add: {
      initial: 'idle',
      states: {
        idle: {
          on: { add: { guard: 'hasReadyRows', target: 'adding' } },
        },
        adding: {
          invoke: {
            src: 'add',
            input: ({ context }) => ({ items: readyItems(context.rows, context.products).map(({ sku, quantity }) => ({ sku, quantity })) }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => {
                  const sent = readyItems(context.rows, context.products);
                  const results = event.output.results;
                  const failedByRow = new Map<number, string>();
                  sent.forEach((item, index) => {
                    const result = results[index];
                    if (result?.status !== 'Added') failedByRow.set(item.rowId, result?.message ?? QUICK_ORDER_MESSAGES.unknownSku(item.sku));
                  });
                  const sentIds = new Set(sent.map((item) => item.rowId));
                  const rows = context.rows
                    .filter((row) => !sentIds.has(row.id) || failedByRow.has(row.id))
                    .map((row) => (failedByRow.has(row.id) ? { ...row, notes: [failedByRow.get(row.id)!] } : row));
                  const failed = sent.filter((item) => failedByRow.has(item.rowId)).map((item) => ({ sku: item.sku, message: failedByRow.get(item.rowId)! }));
                  const added = sent.flatMap((item, index) =>
                    failedByRow.has(item.rowId) ? [] : [{ sku: item.sku, productId: results[index]?.productId ?? '', quantity: Number(item.quantity) }],
                  );
                  const refilled = rows.length > 0 ? rows : startRows().map((row) => ({ ...row, id: row.id + context.nextId }));
                  return {
                    rows: refilled,
                    nextId: context.nextId + refilled.length,
                    outcome: { added, failed },
                    addError: null,
                  };
                }),
                emit(({ context, event }) => ({ type: 'added' as const, outcome: context.outcome!, cartSummary: event.output.cartSummary })),
                // PX-42-005, PX-18-005: the machine tells the buyer what the batch did.
                enqueueActions(({ context, enqueue }) => {
                  for (const toast of quickOrderToasts(context.outcome!)) enqueue.emit({ type: 'toast', toast });
                }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ addError: ({ event }) => event.error }),
                emit(({ event }) => ({ type: 'addFailed' as const, error: event.error })),
                emit(({ event }) => ({ type: 'toast' as const, toast: cartAddFailedToast(event.error) })),
              ],
            },
          },
        },
      },
    },
  },
});
