// Header variant (SH-2-034..SH-2-036): desktop until the size is known; once known, the form factor
// follows the viewport live while the header variant follows after a short delay, so a resize that
// passes through a breakpoint and comes back does not rebuild the header (PX-05-001).
import { assign, setup } from 'xstate';
import { DEFAULT_HEADER_VARIANT, HEADER_VARIANT_CHANGE_DELAY_MS } from './constants.ts';
import { headerVariantOf, type FormFactor, type HeaderVariant } from './form-factor.ts';

export interface HeaderVariantInput {
  /** The form factor when it is known at start (a browser); absent before the size is known. */
  formFactor?: FormFactor;
  delayMs?: number;
}

export interface HeaderVariantContext {
  /** The live form factor; undefined until the size is known. */
  formFactor: FormFactor | undefined;
  /** The variant the header renders. */
  variant: HeaderVariant;
  delayMs: number;
}

export type HeaderVariantEvent = { type: 'MEASURE'; formFactor: FormFactor };

const measuredVariant = (event: HeaderVariantEvent) => headerVariantOf(event.formFactor);

export const headerVariantMachine = setup({
  types: {
    input: {} as HeaderVariantInput,
    context: {} as HeaderVariantContext,
    events: {} as HeaderVariantEvent,
  },
  delays: {
    change: ({ context }) => context.delayMs,
  },
  guards: {
    differs: ({ context, event }) => measuredVariant(event) !== context.variant,
    // Only reached after a measurement, so the form factor is known.
    pendingDiffers: ({ context }) => headerVariantOf(context.formFactor!) !== context.variant,
  },
  actions: {
    track: assign({ formFactor: ({ event }) => event.formFactor }),
    apply: assign({ variant: ({ context }) => (context.formFactor ? headerVariantOf(context.formFactor) : context.variant) }),
  },
}).createMachine({
  id: 'headerVariant',
  context: ({ input }) => ({
    formFactor: input.formFactor,
    variant: input.formFactor ? headerVariantOf(input.formFactor) : DEFAULT_HEADER_VARIANT,
    delayMs: input.delayMs ?? HEADER_VARIANT_CHANGE_DELAY_MS,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.formFactor !== undefined, target: 'settled' }, { target: 'unknown' }],
    },
    // SH-2-035: desktop until the first measurement, which makes the size known (applied at once
    // so the first painted header is already the right one: PX-05-001).
    unknown: {
      on: { MEASURE: { target: 'settled', actions: ['track', 'apply'] } },
    },
    settled: {
      on: {
        MEASURE: [
          { guard: 'differs', target: 'changing', actions: 'track' },
          { actions: 'track' },
        ],
      },
    },
    changing: {
      after: { change: { target: 'settled', actions: 'apply' } },
      on: {
        // Each new measurement restarts the wait; one back at the current variant cancels it.
        MEASURE: { target: 'checking', actions: 'track' },
      },
    },
    checking: {
      always: [{ guard: 'pendingDiffers', target: 'changing' }, { target: 'settled' }],
    },
  },
});
