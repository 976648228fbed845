// Binds a review page's read machine (PX-17-005) to the session and the page: the machine decides
// what the page shows (loading, the data, not signed in, not a reviewer, a failure to retry).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { PromiseActorLogic } from 'xstate';
import { reviewReadMachine, type ReviewSession } from '../../machines/registration/review-read.machine.ts';
import { useSession } from '../app/store/parts.tsx';

export type ReviewRead<T> =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'forbidden' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; data: T };

/** `actors` from the registration adapter (`reviewListActors`, `reviewItemActors`); the first ones given are used (a page reads one thing). */
export function useReviewRead<T>(actors: { read: PromiseActorLogic<T> }): ReviewRead<T> {
  const session = useSession();
  const [machine] = useState(() => reviewReadMachine<T>().provide({ actors }));
  const actor = useActorRef(machine);
  const value = useSelector(actor, (state) => state.value);
  const data = useSelector(actor, (state) => state.context.data);
  const sessionNow: ReviewSession = session.sessionStatus === 'loading' ? 'loading' : session.isSignedIn ? 'signedIn' : 'signedOut';
  useEffect(() => actor.send({ type: 'SESSION', session: sessionNow }), [actor, sessionNow]);

  switch (value) {
    case 'ready':
      // Ready means the read answered, so its data is there.
      return data === undefined ? { status: 'loading' } : { status: 'ready', data };
    case 'failed':
      return { status: 'failed', retry: () => actor.send({ type: 'RETRY' }) };
    case 'signedOut':
    case 'forbidden':
      return { status: value };
    default:
      return { status: 'loading' };
  }
}
