// Binds a review page's read machine (PX-17-005) to the session and the page: the machine decides
// what the page shows (loading, the data, not signed in, not a reviewer, a failure to retry).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { reviewReadMachine, type ReviewSession } from '../../machines/registration/review-read.machine.ts';
import { useSession } from '../app/store/parts.tsx';

export type ReviewRead<T> =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'forbidden' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; data: T };

export function useReviewRead<T>(read: (signal: AbortSignal) => Promise<T>): ReviewRead<T> {
  const session = useSession();
  // The machine is made once; the latest `read` is the one called.
  const latest = useRef(read);
  latest.current = read;
  const actor = useActorRef(reviewReadMachine.provide({ actors: { read: fromPromise(({ signal }) => latest.current(signal)) } }));
  const snapshot = useSelector(actor, (state) => state);
  const sessionNow: ReviewSession = session.sessionStatus === 'loading' ? 'loading' : session.isSignedIn ? 'signedIn' : 'signedOut';
  useEffect(() => actor.send({ type: 'SESSION', session: sessionNow }), [actor, sessionNow]);

  switch (snapshot.value) {
    case 'ready':
      return { status: 'ready', data: snapshot.context.data as T };
    case 'failed':
      return { status: 'failed', retry: () => actor.send({ type: 'RETRY' }) };
    case 'signedOut':
    case 'forbidden':
      return { status: snapshot.value };
    default:
      return { status: 'loading' };
  }
}
