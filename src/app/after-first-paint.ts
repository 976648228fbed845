// Code that is not needed to paint the first screen (header widgets, footer, overlays) is asked for
// once the browser has painted it, so the first paint does not wait for, or compete with, its download.
import { lazy, type ComponentType } from 'react';

/** The longest a load waits for a frame (a page opened in the background gets no frames). */
const FRAME_WAIT_MS = 200;

let painted: Promise<void> | undefined;

/** Resolves after the next frame has been painted (at once on later calls, once it has). */
export function afterFirstPaint(): Promise<void> {
  return (painted ??= new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, FRAME_WAIT_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  }));
}

type ShellParts = (typeof import('./shell-parts.ts'))['shellParts'];

/** One of the parts every page loads after its first paint (they come together, in one file). */
export function lazyShellPart<K extends keyof ShellParts>(name: K) {
  return lazyAfterFirstPaint(() => import('./shell-parts.ts').then(({ shellParts }) => ({ default: shellParts[name] })));
}

/** React.lazy whose download starts after the first paint. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyAfterFirstPaint<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy<T>(() => afterFirstPaint().then(load));
}
