import type { Plugin } from 'vite';
import { BOOT_SHELL_SHOWN_GLOBAL } from '../../src/app/boot-shell.ts';

const ENTRY_WAITS_FOR_PAINT_RECORD_MS = 1000;
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
 * The frame's end is when the browser has drawn the frame; under load it may present it, and record
 * its first paint, a little later: the entry then also waits for that record (where the browser keeps
 * paint records; at most ENTRY_WAITS_FOR_PAINT_RECORD_MS), so it never runs before the first paint.
 * PX-55-001: the page itself does not ask for the entry: the early script preloads it, with low priority
 * where the placeholder waits for the session read (it knows the page); the import below finds it there.
 */
export function paintFirstEntry(html: string): string {
  const match = ENTRY_TAG.exec(html);
  if (!match) throw new Error('paint-first: no entry script in index.html');
  const entry = JSON.stringify(match[1]);
  const shown = `window[${JSON.stringify(BOOT_SHELL_SHOWN_GLOBAL)}]`;
  const painted = `const painted=()=>new Promise(r=>{const P=window.PerformanceObserver;if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return r();new P((l,o)=>{o.disconnect();r()}).observe({type:"paint",buffered:!0});setTimeout(r,${ENTRY_WAITS_FOR_PAINT_RECORD_MS})})`;
  const frameEnd = `new Promise(r=>requestAnimationFrame(()=>setTimeout(r)))`;
  const start = `const start=()=>import(${entry});${painted};document.visibilityState==="hidden"?start():Promise.resolve(${shown}).then(()=>${frameEnd}).then(painted).then(start)`;
  return html.replace(ENTRY_TAG, () => `<script type="module">${start}</script>`);
}

export function paintFirst(): Plugin {
  return {
    name: 'paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: paintFirstEntry },
  };
}
