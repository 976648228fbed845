// Accounts the buyer may act for (SH §7): managed accounts and effective-account details.
import { requireEffectiveAccountId } from '../../machines/api/validation.ts';
import { dataOf, type AreaOptions, WEBSTORE_PATH } from './request.ts';

export function createAccountsApi({ client, webstoreId }: AreaOptions) {
  const base = WEBSTORE_PATH;
  return {
    /** SH-7-009, SH-7-010. */
    async managedAccounts(options: { includeMyAccount?: boolean } = {}, signal?: AbortSignal) {
      return dataOf(
        client.GET(`${base}/external-managed-accounts`, {
          params: { path: { webstoreId }, query: { includeMyAccount: options.includeMyAccount } },
          signal,
        }),
        { signal },
      );
    },

    /** SH-7-011, SH-5-014, SH-5-015; SH-8-015: a failure is rethrown with the status text as message. */
    async effectiveAccount(effectiveAccountId: string, options: { fields?: string[] } = {}, signal?: AbortSignal) {
      const id = requireEffectiveAccountId(effectiveAccountId);
      return dataOf(
        client.GET(`${base}/effective-accounts/{effectiveAccountId}`, {
          params: { path: { webstoreId, effectiveAccountId: id }, query: { fields: options.fields } },
          signal,
        }),
        { signal, mapError: (error) => error.withMessage(error.statusText) },
      );
    },
  };
}
