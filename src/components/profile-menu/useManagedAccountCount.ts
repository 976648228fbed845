// How many accounts the signed-in buyer may act for (PX-75-005), so 'Switch account' is offered only
// with another account to switch to. The session does not carry it, and the first screen's requests
// are counted, so it is read only once wanted (the profile menu opened, My account shown), once per
// store and user, and shared by every place that asks.
import { useEffect, useState } from 'react';
import { readManagedAccounts } from '../../api/adapters/account-switcher.ts';
import type { StoreApi } from '../../api/registry.ts';
import { useApi, useSession } from '../../app/store/parts.tsx';

const known = new WeakMap<StoreApi, Map<string, Promise<number>>>();

/** The count once read (0 when the read fails: nothing to switch to is offered); undefined until then or while not wanted. */
export function useManagedAccountCount(wanted: boolean): number | undefined {
  const api = useApi();
  const { isSignedIn, session } = useSession();
  const key = isSignedIn && wanted ? (session?.userId ?? '') : undefined;
  const [answer, setAnswer] = useState<{ key: string; count: number }>();

  useEffect(() => {
    if (key === undefined) return;
    const answers = known.get(api) ?? new Map<string, Promise<number>>();
    known.set(api, answers);
    let pending = answers.get(key);
    if (!pending) {
      pending = readManagedAccounts(api, new AbortController().signal).then(
        (accounts) => accounts.length,
        () => {
          // A failed read is asked again next time the menu opens.
          answers.delete(key);
          return 0;
        },
      );
      answers.set(key, pending);
    }
    let current = true;
    void pending.then((count) => current && setAnswer({ key, count }));
    return () => {
      current = false;
    };
  }, [api, key]);

  return key !== undefined && answer?.key === key ? answer.count : undefined;
}
