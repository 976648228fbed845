// The cookie consent banner (CC-3-019 categories; PX-06-023, PX-06-024): shown while no choice is
// stored; 'Accept all' grants every category, 'Essential only' essential alone, and a custom choice
// keeps essential on. A reopened banner starts from the stored choice and may be closed without a
// change; a first banner stays until the buyer chooses. The decided choice is emitted for the view
// to store (and so to apply: tracking and the visitor cookie follow it, CC-4-026, CC-4-027).
import { assertEvent, assign, emit, setup } from 'xstate';
import {
  acceptAllConsent,
  essentialOnlyConsent,
  hasConsentChoice,
  normaliseConsent,
  toggleConsentCategory,
  type ConsentChoice,
} from './consent-choice.ts';
import type { ConsentCategory, CookieConsent } from './recommendations-cookie.ts';

;

export type ConsentBannerEvent =
  | { type: 'ACCEPT_ALL' }
  | { type: 'ESSENTIAL_ONLY' }
  | { type: 'CUSTOMISE' }
  | { type: 'BACK' }
  | { type: 'TOGGLE'; category: ConsentCategory }
  | { type: 'SAVE' }
  | { type: 'REOPEN' }
  | { type: 'DISMISS' };

/** decided: store this choice; closed: the banner went away (after a choice or a dismissal). */
export type ConsentBannerEmitted = { type: 'decided'; consent: ConsentChoice } | { type: 'closed' };

export interface ConsentBannerContext {
  /** The stored choice; null until the buyer made one. */
  stored: ConsentChoice | null;
  /** The categories as the buyer sets them in the details view. */
  draft: ConsentChoice;
  /** True when the buyer reopened the banner (from the footer), false for the first banner. */
  reopened: boolean;
}

export const consentBannerMachine = setup({
  types: {
    input: {} as { stored: CookieConsent },
    context: {} as ConsentBannerContext,
    events: {} as ConsentBannerEvent,
    emitted: {} as ConsentBannerEmitted,
  },
  guards: {
    hasChoice: ({ context }) => context.stored !== null,
  },
  actions: {
    decide: assign(({ event, context }) => {
      const consent =
        event.type === 'ACCEPT_ALL' ? acceptAllConsent() : event.type === 'ESSENTIAL_ONLY' ? essentialOnlyConsent() : normaliseConsent(context.draft);
      return { stored: consent, draft: consent, reopened: false };
    }),
    announceDecision: emit(({ context }) => ({ type: 'decided' as const, consent: context.stored ?? essentialOnlyConsent() })),
    announceClosed: emit({ type: 'closed' as const }),
    reopen: assign(({ context }) => ({ reopened: true, draft: context.stored ?? essentialOnlyConsent() })),
    resetDraft: assign(({ context }) => ({ draft: context.stored ?? essentialOnlyConsent() })),
    toggle: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'TOGGLE');
        return toggleConsentCategory(context.draft, event.category);
      },
    }),
    dismiss: assign({ reopened: false }),
  },
}).createMachine({
  id: 'consentBanner',
  context: ({ input }) => {
    const stored = hasConsentChoice(input.stored) ? normaliseConsent(input.stored) : null;
    return { stored, draft: stored ?? essentialOnlyConsent(), reopened: false };
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'hasChoice', target: 'closed' }, { target: 'open' }],
    },
    closed: {
      on: { REOPEN: { target: 'open.summary', actions: 'reopen' } },
    },
    open: {
      initial: 'summary',
      on: {
        ACCEPT_ALL: { target: 'closed', actions: ['decide', 'announceDecision', 'announceClosed'] },
        ESSENTIAL_ONLY: { target: 'closed', actions: ['decide', 'announceDecision', 'announceClosed'] },
        // Only a buyer who already chose may leave without choosing (Escape on a reopened banner).
        DISMISS: { guard: 'hasChoice', target: 'closed', actions: ['dismiss', 'resetDraft', 'announceClosed'] },
      },
      states: {
        summary: {
          on: { CUSTOMISE: 'details' },
        },
        details: {
          on: {
            TOGGLE: { actions: 'toggle' },
            BACK: { target: 'summary', actions: 'resetDraft' },
            SAVE: { target: '#consentBanner.closed', actions: ['decide', 'announceDecision', 'announceClosed'] },
          },
        },
      },
    },
  },
});
