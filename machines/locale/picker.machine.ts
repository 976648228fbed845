// Country and language picker (SH §4 "Picker panel"): the panel, the confirmation modal when the
// cart has products, and the locale change (cart delete, new address, full reload).
import { and, assign, emit, fromPromise, setup } from 'xstate';
import { CART_DELETE_FAILED_WARNING } from '../constants/session-locale.ts';
import { localeChangeAddress, type PageLocation } from './address.ts';
import { isPickerEnabled, parseCartProductCount } from './entries.ts';

export interface PickerInput {
  locales: readonly string[];
  siteBasePath: string;
  location: PageLocation;
  cartProductCount?: unknown;
}

export interface PickerContext {
  locales: readonly string[];
  siteBasePath: string;
  location: PageLocation;
  cartProductCount: number;
  pendingLocale: string | undefined;
}

export type PickerEvent =
  | { type: 'TOGGLE' }
  | { type: 'CLOSE' }
  | { type: 'KEYDOWN'; key: string }
  | { type: 'CHOOSE_LOCALE'; locale: string }
  | { type: 'confirmselection' }
  | { type: 'cancelselection' }
  | { type: 'CART_COUNT'; count: unknown };

export type PickerEmitted =
  | { type: 'FOCUS_PICKER_BUTTON' }
  | { type: 'WARNING'; message: string; error: unknown }
  | { type: 'RELOAD'; url: string };

export const localePickerMachine = setup({
  types: {
    input: {} as PickerInput,
    context: {} as PickerContext,
    events: {} as PickerEvent,
    emitted: {} as PickerEmitted,
  },
  actors: {
    deleteCart: fromPromise<unknown>(async () => {
      throw new Error('deleteCart must be provided');
    }),
  },
  guards: {
    enabled: ({ context }) => isPickerEnabled(context.locales),
    isEscape: ({ event }) => (event as Extract<PickerEvent, { type: 'KEYDOWN' }>).key === 'Escape',
    isKnownLocale: ({ context, event }) => context.locales.includes((event as Extract<PickerEvent, { type: 'CHOOSE_LOCALE' }>).locale),
    cartHasProducts: ({ context }) => context.cartProductCount > 0,
  },
  actions: {
    choose: assign({ pendingLocale: ({ event }) => (event as Extract<PickerEvent, { type: 'CHOOSE_LOCALE' }>).locale }),
    forget: assign({ pendingLocale: undefined }),
    returnFocus: emit({ type: 'FOCUS_PICKER_BUTTON' as const }),
  },
}).createMachine({
  id: 'localePicker',
  context: ({ input }) => ({
    locales: input.locales,
    siteBasePath: input.siteBasePath,
    location: input.location,
    cartProductCount: parseCartProductCount(input.cartProductCount),
    pendingLocale: undefined,
  }),
  initial: 'closed',
  on: {
    CART_COUNT: { actions: assign({ cartProductCount: ({ event }) => parseCartProductCount(event.count) }) },
  },
  states: {
    closed: {
      on: { TOGGLE: { guard: 'enabled', target: 'open' } },
    },
    open: {
      exit: 'returnFocus',
      on: {
        TOGGLE: 'closed',
        CLOSE: 'closed',
        KEYDOWN: { guard: 'isEscape', target: 'closed' },
        CHOOSE_LOCALE: [
          { guard: and(['isKnownLocale', 'cartHasProducts']), target: 'confirming', actions: 'choose' },
          { guard: 'isKnownLocale', target: 'changing', actions: 'choose' },
        ],
      },
    },
    confirming: {
      on: {
        confirmselection: 'changing',
        cancelselection: { target: 'closed', actions: 'forget' },
      },
    },
    changing: {
      invoke: {
        src: 'deleteCart',
        onDone: 'reloading',
        onError: {
          target: 'reloading',
          actions: emit(({ event }) => ({ type: 'WARNING' as const, message: CART_DELETE_FAILED_WARNING, error: event.error })),
        },
      },
    },
    reloading: {
      type: 'final',
      entry: emit(({ context }) => ({
        type: 'RELOAD' as const,
        url: localeChangeAddress(context.location, context.siteBasePath, context.pendingLocale!, context.locales),
      })),
    },
  },
});
