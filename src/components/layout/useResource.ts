// A page's data read through the resource machine: reloaded when its key changes, retried on demand.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { resourceMachineOf, type ResourceMachine } from '../../../machines/catalogue/resource.machine.ts';
import { useTransitionSnapshot } from './useTransitionSnapshot.ts';

type ResourceStatus = 'loading' | 'ready' | 'failed';

export interface Resource<T> {
  status: ResourceStatus;
  data: T | undefined;
  /** The data is for the previous key while the current one loads. */
  stale: boolean;
  error: unknown;
  retry(): void;
}

type ResourceActor<K, T> = ActorRefFrom<ResourceMachine<K, T>>;

/** The resource machine reading `load(key)`, told when the key changes. */
function useResourceActor<K, T>(key: K, load: (key: K, signal: AbortSignal) => Promise<T>): ResourceActor<K, T> {
  const loader = useRef(load);
  loader.current = load;
  const machine = useMemo(
    () => resourceMachineOf<K, T>().provide({ actors: { load: fromPromise(({ input, signal }) => loader.current(input.key, signal)) } }),
    [],
  );
  const actor = useActorRef(machine, { input: { key } });
  const keyText = JSON.stringify(key);
  useEffect(() => {
    // The key again from its text, so the effect runs only when the key's JSON changes.
    const next: K = JSON.parse(keyText);
    actor.send({ type: 'key.changed', key: next });
  }, [actor, keyText]);
  return actor;
}

export function useResource<K, T>(key: K, load: (key: K, signal: AbortSignal) => Promise<T>): Resource<T> {
  const actor = useResourceActor(key, load);
  const status: ResourceStatus = useSelector(actor, (snapshot) => snapshot.value);
  const data = useSelector(actor, (snapshot) => snapshot.context.data);
  const stale = useSelector(actor, (snapshot) => snapshot.context.stale);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return useMemo(() => ({ status, data, stale, error, retry: () => actor.send({ type: 'retry' }) }), [status, data, stale, error, actor]);
}

/**
 * PX-29-001: useResource whose answers render as a transition (useTransitionSnapshot, as the
 * listing's do: PX-26-001). The product page's detail mounts the whole page (gallery, buying
 * column, machines, details); read through useSelector, that rendered in one long task during the
 * page load. As a transition React renders it in slices; so do the tax line and the featured
 * products when they answer. (The price and the availability stay with useSelector: the purchase
 * machine takes each as it answers, and a later arrival would correct a quantity being typed.)
 */
export function useTransitionResource<K, T>(key: K, load: (key: K, signal: AbortSignal) => Promise<T>): Resource<T> {
  const actor = useResourceActor(key, load);
  const snapshot: SnapshotFrom<ResourceActor<K, T>> = useTransitionSnapshot(actor);
  const { value, context } = snapshot;
  return useMemo(
    () => ({ status: value, data: context.data, stale: context.stale, error: context.error, retry: () => actor.send({ type: 'retry' }) }),
    [value, context, actor],
  );
}
