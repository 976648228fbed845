import type { Plugin } from 'vite';
import { BOOT_SHELL_SHOWN_GLOBAL } from '../../src/app/boot-shell.ts';

const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * PX-44-001: index.html paints before the application runs. The entry is evaluated from the first
 * frame's end (a task queued from the frame's callback runs after that paint), so the placeholder
 * (header bar, logo, and the banners or the product's image the early script adds) shows first on any
 * network. Without this, on a fast connection the entry is evaluated before the browser's first paint
 * and the placeholder shows no sooner than the application. A hidden tab paints no frames, so it
 * starts the application at once.
 * PX-50-001: where the placeholder waits for the early session read to show with the buyer's banners,
 * the frame waited for is the one after it is shown (or after ENTRY_WAITS_FOR_SHELL_MS: the early script
 * leaves that promise on the window).
 * PX-55-001: the page itself does not ask for the entry: the early script preloads it, with low priority
 * where the placeholder waits for the session read (it knows the page); the import below finds it there.
 */
export function paintFirstEntry(html: string): string {
  const match = ENTRY_TAG.exec(html);
  if (!match) throw new Error('paint-first: no entry script in index.html');
  const entry = JSON.stringify(match[1]);
  const shown = `window[${JSON.stringify(BOOT_SHELL_SHOWN_GLOBAL)}]`;
  const start = `const start=()=>import(${entry});document.visibilityState==="hidden"?start():Promise.resolve(${shown}).then(()=>requestAnimationFrame(()=>setTimeout(start)))`;
  return html.replace(ENTRY_TAG, () => `<script type="module">${start}</script>`);
}

export function paintFirst(): Plugin {
  return {
    name: 'paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: paintFirstEntry },
  };
}
