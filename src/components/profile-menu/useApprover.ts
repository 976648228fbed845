// Whether the buyer approves purchase orders for the effective account (PX-18-001). The session does
// not say so; the review queue does: it answers an approver and refuses (403) anyone else. Asked once
// per account and signed-in user, after the menu (a part loaded after first paint) mounts.
import { useEffect, useState } from 'react';
import type { StoreApi } from '../../api/registry.ts';
import { useApi, useSession } from '../../app/store/parts.tsx';

/** The answers by store (a test's store is new) and by user and account. */
const known = new WeakMap<StoreApi, Map<string, Promise<boolean>>>();

export function useApprover(): boolean {
  const api = useApi();
  const { isSignedIn, session, effectiveAccount } = useSession();
  const key = isSignedIn ? `${session?.userId ?? ''}:${effectiveAccount?.id ?? session?.accountId ?? ''}` : undefined;
  const [approver, setApprover] = useState<{ key: string; value: boolean }>();

  useEffect(() => {
    if (key === undefined) return;
    const answers = known.get(api) ?? new Map<string, Promise<boolean>>();
    known.set(api, answers);
    let answer = answers.get(key);
    if (!answer) {
      answer = api.orders.approvals({ pageSize: 1 }).then(
        () => true,
        () => false,
      );
      answers.set(key, answer);
    }
    let current = true;
    void answer.then((value) => current && setApprover({ key, value }));
    return () => {
      current = false;
    };
  }, [api, key]);

  return key !== undefined && approver?.key === key && approver.value;
}
