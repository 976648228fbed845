// A page's data read through the resource machine: reloaded when its key changes, retried on demand.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/catalogue/resource.machine.ts';

export type ResourceStatus = 'loading' | 'ready' | 'failed';

export interface Resource<T> {
  status: ResourceStatus;
  data: T | undefined;
  /** The data is for the previous key while the current one loads. */
  stale: boolean;
  error: unknown;
  retry(): void;
}

export function useResource<K, T>(key: K, load: (key: K, signal: AbortSignal) => Promise<T>): Resource<T> {
  const loader = useRef(load);
  loader.current = load;
  const machine = useMemo(
    () => resourceMachine.provide({ actors: { load: fromPromise(({ input, signal }) => loader.current(input.key as K, signal)) } }),
    [],
  );
  const actor = useActorRef(machine, { input: { key } });
  const keyText = JSON.stringify(key);
  useEffect(() => {
    actor.send({ type: 'key.changed', key: JSON.parse(keyText) as unknown });
  }, [actor, keyText]);
  const status = useSelector(actor, (snapshot) => snapshot.value as ResourceStatus);
  const data = useSelector(actor, (snapshot) => snapshot.context.data as T | undefined);
  const stale = useSelector(actor, (snapshot) => snapshot.context.stale);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return useMemo(() => ({ status, data, stale, error, retry: () => actor.send({ type: 'retry' }) }), [status, data, stale, error, actor]);
}
