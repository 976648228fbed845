// Code loaded on demand (pages, the shell's parts, API areas) survives a dropped download: it is
// asked for again before it counts as failed (PX-05-025). Browsers fetch a failed module again when
// it is imported again, so a new attempt is a real one.
import { lazy, type ComponentType } from 'react';
import { CODE_LOAD_RETRY_DELAYS_MS } from '../../machines/layout/constants.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function loadCode<T>(load: () => Promise<T>, sleep: (ms: number) => Promise<void> = wait): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = CODE_LOAD_RETRY_DELAYS_MS[failures];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

/** React.lazy over loadCode. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyCode<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy<T>(() => loadCode(load));
}
