// A reviewer page's read (PX-17-005): what the store answered, or why it cannot be shown (not signed
// in, not a reviewer, or a failure to retry).
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/errors.ts';
import { useSession } from '../app/store/parts.tsx';

export type ReviewRead<T> =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'forbidden' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; data: T; reload: () => void };

export function useReviewRead<T>(read: (signal: AbortSignal) => Promise<T>): ReviewRead<T> {
  const session = useSession();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ ok: true; data: T } | { ok: false; status: number | undefined } | undefined>();
  const again = useCallback(() => setAttempt((n) => n + 1), []);
  const ready = session.sessionStatus !== 'loading' && session.isSignedIn;

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    read(controller.signal).then(
      (data) => setAnswer({ ok: true, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ ok: false, status: error instanceof ApiError ? error.status : undefined });
      },
    );
    return () => controller.abort();
  }, [ready, read, attempt]);

  if (session.sessionStatus === 'loading') return { status: 'loading' };
  if (!session.isSignedIn) return { status: 'signedOut' };
  if (!answer) return { status: 'loading' };
  if (answer.ok) return { status: 'ready', data: answer.data, reload: again };
  if (answer.status === 403) return { status: 'forbidden' };
  if (answer.status === 401) return { status: 'signedOut' };
  return { status: 'failed', retry: again };
}
