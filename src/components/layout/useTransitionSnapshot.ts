// PX-26-001. A catalogue page's machine snapshot, rendered as a transition. useSelector (useSyncExternalStore)
// renders every change at once in one task: when a search or category answer arrives, the whole
// listing (twenty cards, the facets) rendered in one long task that blocked the main thread during
// the page load. As a transition React renders it in slices, letting the browser paint and handle
// input in between; what is on screen stays as it was until the slices are done.
import { startTransition, useLayoutEffect, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function useTransitionSnapshot<TActor extends AnyActorRef>(actor: TActor): SnapshotFrom<TActor> {
  const [shown, setShown] = useState(() => ({ actor, snapshot: actor.getSnapshot() as SnapshotFrom<TActor> }));
  // Subscribed before the browser paints, so no change between the first render and the effect is lost.
  useLayoutEffect(() => {
    // The same snapshot keeps the state as it is, so subscribing renders nothing again (PX-29-001).
    const show = () =>
      startTransition(() =>
        setShown((current) => {
          const snapshot = actor.getSnapshot() as SnapshotFrom<TActor>;
          return current.actor === actor && current.snapshot === snapshot ? current : { actor, snapshot };
        }),
      );
    show();
    const subscription = actor.subscribe({ next: show, error: show });
    return () => subscription.unsubscribe();
  }, [actor]);
  // A new actor shows its own snapshot at once, never the previous actor's.
  const snapshot = shown.actor === actor ? shown.snapshot : (actor.getSnapshot() as SnapshotFrom<TActor>);
  // As useSelector does: a machine that failed throws to the page's error boundary.
  if ((snapshot as { status?: string }).status === 'error') throw (snapshot as { error?: unknown }).error;
  return snapshot;
}
