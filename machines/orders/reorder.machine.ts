// Buy again (PX-15-005): read stock, add the orderable lines in one batch call, tell the cart actor
// when something went in, then hold what was added and what was not and why. A failed call ends in
// `failed` with its error, and the page offers to try again; lines already in the cart are untouched.
import { assign, fromPromise, setup } from 'xstate';
import type { InventoryLevel } from '../catalogue/availability.ts';
import type { Wire } from '../wire.ts';
import { planReorder, reorderOutcome, type OrderLine, type ReorderLine, type ReorderOutcome } from './reorder.ts';

export interface ReorderApis {
  inventoryLevels(productIds: string[]): Promise<{ inventoryLevels?: InventoryLevel[] | null }>;
  addItems(lines: ReorderLine[]): Promise<Wire['CartItemBatchResult']>;
  /** Tells the cart actor its lines changed (`cart.changed`). */
  cartChanged(): void;
}

export interface ReorderContext {
  apis: ReorderApis;
  items: readonly OrderLine[];
  outcome: ReorderOutcome | undefined;
  error: unknown;
}

export type ReorderEvent = { type: 'reorder'; items: readonly OrderLine[] };

async function reorder(items: readonly OrderLine[], apis: ReorderApis): Promise<ReorderOutcome> {
  const productIds = [...new Set(items.map((item) => item.productId))];
  // Unknown stock does not block (the cart checks again at checkout).
  const levels = await apis.inventoryLevels(productIds).then((answer) => answer.inventoryLevels ?? [], () => []);
  const { lines, refused } = planReorder(items, levels);
  if (lines.length === 0) return { added: [], refused };
  return reorderOutcome(lines, await apis.addItems(lines), refused);
}

export const reorderMachine = setup({
  types: { input: {} as { apis: ReorderApis }, context: {} as ReorderContext, events: {} as ReorderEvent },
  actors: {
    reorder: fromPromise<ReorderOutcome, { items: readonly OrderLine[]; apis: ReorderApis }>(({ input }) => reorder(input.items, input.apis)),
  },
}).createMachine({
  id: 'reorder',
  context: ({ input }) => ({ apis: input.apis, items: [], outcome: undefined, error: undefined }),
  initial: 'idle',
  // A second press while adding is ignored: one batch per press, never two (a double click).
  on: { reorder: { target: '.adding', actions: assign({ items: ({ event }) => event.items, outcome: undefined, error: undefined }) } },
  states: {
    idle: {},
    adding: {
      on: { reorder: {} },
      invoke: {
        src: 'reorder',
        input: ({ context }) => ({ items: context.items, apis: context.apis }),
        onDone: {
          target: 'done',
          actions: [assign({ outcome: ({ event }) => event.output }), ({ context, event }) => event.output.added.length > 0 && context.apis.cartChanged()],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    done: {},
    failed: {},
  },
});
