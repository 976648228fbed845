// Whether the buyer approves purchase orders for the effective account (PX-18-001), and how many wait
// (PX-16-006), as the review queue tells (machines/approvals/approver.ts). Asked once per account and
// signed-in user, after the menu (a part loaded after first paint) mounts, and again after a decision.
import { useEffect, useState } from 'react';
import { readApprovalCount } from '../../api/adapters/approver.ts';
import type { StoreApi } from '../../api/registry.ts';
import { useApi, useSession } from '../../app/store/parts.tsx';

/** The answers by store (a test's store is new) and by user and account: the count waiting, or null for no approver. */
const known = new WeakMap<StoreApi, Map<string, Promise<number | null>>>();
const listeners = new Set<() => void>();

/** After a decision: the count is asked again by every menu showing it. */
export function refreshApprovalCount(api: StoreApi): void {
  known.delete(api);
  for (const listener of listeners) listener();
}

function usePendingAnswer(): number | null | undefined {
  const api = useApi();
  const { isSignedIn, session, effectiveAccount } = useSession();
  const key = isSignedIn ? `${session?.userId ?? ''}:${effectiveAccount?.id ?? session?.accountId ?? ''}` : undefined;
  const [answer, setAnswer] = useState<{ key: string; value: number | null }>();
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const listener = () => setGeneration((value) => value + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  useEffect(() => {
    if (key === undefined) return;
    const answers = known.get(api) ?? new Map<string, Promise<number | null>>();
    known.set(api, answers);
    let pending = answers.get(key);
    if (!pending) {
      pending = readApprovalCount(api);
      answers.set(key, pending);
    }
    let current = true;
    void pending.then((value) => current && setAnswer({ key, value }));
    return () => {
      current = false;
    };
  }, [api, key, generation]);

  return key !== undefined && answer?.key === key ? answer.value : undefined;
}

export function useApprover(): boolean {
  const answer = usePendingAnswer();
  return answer !== undefined && answer !== null;
}

/** The purchase orders waiting for this approver; undefined for anyone else or until known. */
export function usePendingApprovals(): number | undefined {
  return usePendingAnswer() ?? undefined;
}
