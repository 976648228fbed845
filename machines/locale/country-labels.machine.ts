// The picker's country labels (SH-7-012..SH-7-015): asked for once, when the panel first opens, from
// statecountry with the exclude flag; a failure is logged and not asked again, since the picker
// works without labels (its entries then show their country codes).
import { assign, emit, fromPromise, setup } from 'xstate';
import type { AddressCountry } from './entries.ts';

// A log line chosen by the project, not a message the buyer sees, so it stays with the picker's code:
// machines/constants/session-locale.ts is in every page's entry. SH-7-012
export const COUNTRY_LABELS_FAILED_WARNING = 'Country labels could not be loaded';

/** What the statecountry call is asked: the labels' language and the countries to leave out (SH-7-013, SH-7-014). */
export interface CountryLabelsQuery {
  locale: string;
  countries: readonly string[];
  exclude: true;
}

export interface CountryLabelsContext {
  query: CountryLabelsQuery;
  countries: readonly AddressCountry[];
}

export const countryLabelsMachine = setup({
  types: {
    input: {} as CountryLabelsQuery,
    context: {} as CountryLabelsContext,
    events: {} as { type: 'LOAD' },
    emitted: {} as { type: 'WARNING'; message: string; error: unknown },
  },
  actors: {
    // Provided from the locale picker's adapter (src/api/adapters/locale-picker.ts).
    addressCountries: fromPromise<readonly AddressCountry[], CountryLabelsQuery>(async () => {
      throw new Error('addressCountries must be provided');
    }),
  },
}).createMachine({
  id: 'countryLabels',
  context: ({ input }) => ({ query: input, countries: [] }),
  initial: 'idle',
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      invoke: {
        src: 'addressCountries',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: assign({ countries: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: emit(({ event }) => ({ type: 'WARNING' as const, message: COUNTRY_LABELS_FAILED_WARNING, error: event.error })) },
      },
    },
    ready: {},
    failed: {},
  },
});
