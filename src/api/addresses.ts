// The account address book (CC §7 "Addresses"): closed to guests and for a page size of 0 ('CPA
// disabled', CC-6-008, CC-6-009); {accountId} defaults to the current account.
import { requireAddressBook, requireAddressId, requireOption } from '../../machines/api/validation.ts';
import { CURRENT_ACCOUNT, LIST_SORT_ORDER_DEFAULT } from '../../machines/constants/api.ts';
import { accountQuery, dataOf, done, readContext, type AreaOptions, type BodyOf, type QueryOptions, WEBSTORE_PATH } from './request.ts';

export interface AddressCall {
  /** An account id, or `current` (the default). */
  accountId?: string;
  signal?: AbortSignal;
}

export function createAddressesApi({ client, webstoreId, context }: AreaOptions) {
  const addresses = `${WEBSTORE_PATH}/accounts/{accountId}/addresses` as const;

  function shape(call: AddressCall, pageSize?: number) {
    const ctx = readContext(context);
    requireAddressBook(ctx.isGuest, pageSize);
    const accountId = call.accountId === undefined ? CURRENT_ACCOUNT : requireOption('accountId', call.accountId);
    return { path: { webstoreId, accountId }, query: accountQuery(ctx) };
  }

  return {
    /** CC-7-078, CC-9-029: newest first unless asked otherwise. */
    async list(filters: QueryOptions<'listAddresses'> = {}, call: AddressCall = {}) {
      const params = shape(call, filters.pageSize);
      return dataOf(
        client.GET(addresses, {
          params: { ...params, query: { sortOrder: LIST_SORT_ORDER_DEFAULT, ...filters, ...params.query } },
          signal: call.signal,
        }),
        { signal: call.signal },
      );
    },

    /** CC-7-079. */
    async create(body: BodyOf<'createAddress'>, call: AddressCall = {}) {
      return dataOf(client.POST(addresses, { params: shape(call), body, signal: call.signal }), { signal: call.signal });
    },

    /** CC-7-080, CC-5-035, CC-5-036. */
    async update(addressId: string, body: BodyOf<'updateAddress'>, call: AddressCall = {}) {
      const params = shape(call);
      const id = requireAddressId(addressId);
      return dataOf(
        client.PATCH(`${addresses}/{addressId}`, { params: { ...params, path: { ...params.path, addressId: id } }, body, signal: call.signal }),
        { signal: call.signal },
      );
    },

    /** Delete exists on the platform (designed use); PX-02-005. */
    async remove(addressId: string, call: AddressCall = {}) {
      const params = shape(call);
      const id = requireAddressId(addressId);
      return done(client.DELETE(`${addresses}/{addressId}`, { params: { ...params, path: { ...params.path, addressId: id } }, signal: call.signal }), {
        signal: call.signal,
      });
    },
  };
}
