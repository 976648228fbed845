// Code loaded on demand (pages, the shell's parts, API areas) survives a dropped download: it is
// asked for again before it counts as failed (PX-05-025). Browsers fetch a failed module again when
// it is imported again, so a new attempt is a real one.
import { createElement, lazy, use, type ComponentProps, type ComponentType } from 'react';
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

/** A page's code that can be asked for before React first renders it (PX-38-001). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export type RouteCode<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & { preload: () => Promise<T> };

/**
 * PX-38-001: lazyCode for a page whose code index.html already preloads: `preload()` (called when the
 * address is the page's, as the entry starts) imports it at once, and once imported the page renders
 * in the same pass as the header instead of suspending. React.lazy always suspends on its first render,
 * however long ago the file arrived, so the layout's loading view would be committed first and the
 * page's content a render (and React's 300 ms reveal throttle) later, which delays the largest paint of
 * these pages. A page asked for before its code is here still suspends, as with lazyCode.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function routeCode<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): RouteCode<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = () =>
    (pending ??= loadCode(load).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A later render (the next address clears the failure boundary) asks for the file again.
        pending = undefined;
        throw error;
      },
    ));
  function RouteCodePage(props: ComponentProps<T>) {
    // The same component type whether it was here or awaited, so the page never mounts twice.
    const Page = loaded ?? use(preload());
    return createElement(Page, props);
  }
  return Object.assign(RouteCodePage, { preload });
}
