// Code that is not needed to paint the first screen (header widgets, footer, overlays) is asked for
// once the browser has painted it and the page shows its own content (PX-05-023), so neither the
// first paint nor the page's content waits for, or competes with, its download and rendering.
import { useLayoutEffect, type ComponentType } from 'react';
import { releaseBootPicture } from './boot-picture.ts';
import { lazyCode } from './load-code.ts';

/** The longest a load waits for a frame (a page opened in the background gets no frames). */
const FRAME_WAIT_MS = 200;
/** The longest the shell's parts wait for the page's content after the shell's first paint (PX-05-023). */
export const CONTENT_WAIT_MS = 2000;

/** Resolves after the next frame has been painted. */
export function nextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, FRAME_WAIT_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

let shellCommitted: () => void = () => undefined;
// The first screen renders in slices (src/main.tsx), so index.html's placeholder may be painted
// more than once before it: the page's loading view, if it has one, is only in place once the
// header or layout has been committed.
const shellShown = new Promise<void>((resolve) => (shellCommitted = resolve));

/** The header and the layout call this; once either is on screen, the page's loading view is too. */
export function useShellCommitted() {
  useLayoutEffect(() => {
    shellCommitted();
    // A page without a loading view shows its content with the shell (PX-39-002).
    setTimeout(() => loadingViews === 0 && releaseBootPicture(), 0);
  }, []);
}

let loadingViews = 0;
let contentShown: (() => void) | undefined;
let content: Promise<void> | undefined;

/**
 * Resolves once, after the first paint of the shell, the page shows no loading view, or
 * CONTENT_WAIT_MS after that paint if it still does (at once on later calls, once it has).
 */
export function afterPageContent(): Promise<void> {
  return (content ??= shellShown.then(nextPaint).then(
    () =>
      new Promise<void>((resolve) => {
        if (loadingViews === 0) return resolve();
        const fallback = setTimeout(resolve, CONTENT_WAIT_MS);
        contentShown = () => {
          clearTimeout(fallback);
          resolve();
        };
      }),
  ));
}

/** While `shown`, the page is showing a loading view in place of its content. */
export function useLoadingView(shown = true) {
  useLayoutEffect(() => {
    if (!shown) return undefined;
    loadingViews += 1;
    return () => {
      loadingViews -= 1;
      // The next view of a page (its content, or another loading view) is committed right after this
      // one goes: look once it has.
      if (loadingViews > 0) return;
      setTimeout(() => {
        if (loadingViews > 0) return;
        contentShown?.();
        releaseBootPicture();
      }, 0);
    };
  }, [shown]);
}

type ShellParts = (typeof import('./shell-parts.ts'))['shellParts'];

/** One of the parts every page loads after its content (they come together, in one file). */
export function lazyShellPart<K extends keyof ShellParts>(name: K) {
  return lazyAfterPageContent(() => import('./shell-parts.ts').then(({ shellParts }) => ({ default: shellParts[name] })));
}

/** React.lazy whose download starts after the first paint, once the page shows its content. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyAfterPageContent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazyCode<T>(() => afterPageContent().then(load));
}
