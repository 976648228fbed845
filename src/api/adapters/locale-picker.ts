// The locale picker's adapters: the context area's country labels and the cart area's delete, bound
// to the picker's machines. Loaded with the picker (its own chunk), not with every page.
import { fromPromise } from 'xstate';
import type { CountryLabelsQuery } from '../../../machines/locale/country-labels.machine.ts';
import type { AddressCountry } from '../../../machines/locale/entries.ts';
import type { StoreApi } from '../registry.ts';

/** SH-7-012..SH-7-015: the countries' labels in the store's language (none answered reads as none). */
export function countryLabelsActors(api: StoreApi) {
  return {
    addressCountries: fromPromise<readonly AddressCountry[], CountryLabelsQuery>(async ({ input, signal }) => (await api.context.addressCountries(input, signal)) ?? []),
  };
}

/** SH-4-075, SH-7-016: the current cart is deleted before the locale changes. */
export function localePickerActors(api: StoreApi) {
  return { deleteCart: fromPromise<unknown>(() => api.cart.deleteCart()) };
}
