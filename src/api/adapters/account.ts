// The account area's adapters: the address and context calls bound to the address book's machine
// (machines/address/address-book.machine.ts). The one place the account page family gets them from;
// a port that drifts from its area's method fails the typecheck here.
import { fromPromise } from 'xstate';
import type { AddressChange, AddressSave } from '../../../machines/address/address-book.machine.ts';
import { countriesNamedIn } from '../../../machines/locale/country-names.ts';
import type { Wire } from '../../../machines/wire.ts';
import type { StoreApi } from '../registry.ts';

/** PX-18-030: the address book's list (up to 100), the countries its form offers, its saves and changes. */
export function addressBookActors(api: StoreApi, countries: { locale: string; shipping: readonly string[] }) {
  return {
    list: fromPromise<Wire['AccountAddress'][]>(({ signal }) => api.addresses.list({ pageSize: 100 }, { signal }).then((answer) => answer.items)),
    // PX-86-001: named in the page's language, sorted for its reader; the code stays the value.
    countries: fromPromise<Wire['AddressCountry'][]>(async ({ signal }) =>
      countriesNamedIn(await api.context.addressCountries({ locale: countries.locale, countries: countries.shipping }, signal), countries.locale),
    ),
    save: fromPromise<unknown, AddressSave>(({ input }) => (input.kind === 'update' ? api.addresses.update(input.addressId, input.body) : api.addresses.create(input.body))),
    change: fromPromise<unknown, AddressChange>(({ input }) => (input.kind === 'remove' ? api.addresses.remove(input.addressId) : api.addresses.update(input.addressId, { isDefault: true }))),
  };
}

/** The password calls of the account, sign-in and registration pages (the auth extension, PX-24-010). */
export function passwordApis(api: StoreApi) {
  return {
    /** Sends a reset link to the user name's e-mail address. */
    requestReset: (username: string) => api.auth.requestPasswordReset({ username }),
    /** Sets the password from a reset or registration link's token. */
    reset: (token: string, newPassword: string) => api.auth.resetPassword({ token, newPassword }),
    change: (currentPassword: string, newPassword: string) => api.auth.changePassword({ currentPassword, newPassword }),
  };
}
