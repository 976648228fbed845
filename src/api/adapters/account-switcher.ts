// The account switcher's adapter: its one read, answered as the buyer's accounts. A file of its own so
// it loads with the switcher's dialog.
import { toManagedAccount, type ManagedAccount } from '../../../machines/session/accounts.ts';
import type { StoreApi } from '../registry.ts';

/** SH §4 "Account select": the accounts the buyer may act for, their own included. */
export async function readManagedAccounts(api: StoreApi, signal: AbortSignal): Promise<ManagedAccount[]> {
  const data = await api.accounts.managedAccounts({ includeMyAccount: true }, signal);
  return (data.externalManagedAccounts ?? []).map(toManagedAccount);
}
