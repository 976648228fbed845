import { describe, expect, it } from 'vitest';
import { paintFirstEntry } from '../../../build/plugins/paint-first.ts';
import { BOOT_SHELL_SHOWN_GLOBAL } from '../../../src/app/boot-shell.ts';

const BUILT = `<head>\n    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/entry-libs-x.js">\n</head>`;

/** Runs the module script `html` holds against a fake window (with the early script's promise, PX-50-001, when given); `settle` lets pending promises and the queued frames and tasks run and returns what the script did, in order. */
function runStart(html: string, visibility: 'visible' | 'hidden', shellShown?: Promise<void>, paintRecords = false) {
  const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const calls: string[] = [];
  const queue: Array<() => void> = [];
  const run = new Function('import_', 'document', 'window', 'requestAnimationFrame', 'setTimeout', body.replace('import(', 'import_('));
  run(
    (url: string) => calls.push(`import ${url}`),
    { visibilityState: visibility },
    { [BOOT_SHELL_SHOWN_GLOBAL]: shellShown, ...(paintRecords ? { PerformanceObserver: recordingPaints(calls, queue) } : {}) },
    (callback: () => void) => { calls.push('frame'); queue.push(() => { calls.push('frame ends'); callback(); }); },
    (callback: () => void) => { calls.push('task'); queue.push(callback); },
  );
  return {
    calls,
    settle: async () => {
      const promisesSettle = () => new Promise((resolve) => setTimeout(resolve, 0));
      await promisesSettle();
      while (queue.length > 0) {
        queue.shift()!();
        await promisesSettle();
      }
      return calls;
    },
  };
}

/** A browser that keeps paint records: observing them queues the first paint's record, as presenting the frame would. */
function recordingPaints(calls: string[], queue: Array<() => void>) {
  return class {
    static supportedEntryTypes = ['mark', 'paint'];
    constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      calls.push(`observe ${options.type}`);
      queue.push(() => { calls.push('first paint recorded'); this.callback([], { disconnect: () => calls.push('observer disconnected') }); });
    }
  };
}

describe('paint first (PX-44-001)', () => {
  it('[PX-44-001][PX-55-001] the page itself does not ask for the entry (the early script preloads it, knowing the page); it is imported from a task queued when the first frame ends', async () => {
    const html = paintFirstEntry(BUILT);
    expect(html).not.toContain('src="/assets/index-AbCd1234.js"');
    expect(html).not.toMatch(/<link[^>]+index-AbCd1234/);
    // The entry's own imports are still preloaded by the page.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/entry-libs-x.js">');
    expect(await runStart(html, 'visible').settle()).toEqual(['frame', 'frame ends', 'task', 'import /assets/index-AbCd1234.js']);
  });

  it('[PX-44-001] where the browser keeps paint records, the entry also waits for the first paint\'s record, which it may make after the frame\'s end', async () => {
    const calls = await runStart(paintFirstEntry(BUILT), 'visible', undefined, true).settle();
    expect(calls.slice(0, 4)).toEqual(['frame', 'frame ends', 'task', 'observe paint']);
    expect(calls.indexOf('first paint recorded')).toBeGreaterThan(calls.indexOf('observe paint'));
    expect(calls.at(-1)).toBe('import /assets/index-AbCd1234.js');
    expect(calls.filter((call) => call.startsWith('import'))).toHaveLength(1);
  });

  it('[PX-50-001][PX-44-001] where the placeholder waits for the session read, the frame waited for is the one after it is shown', async () => {
    let show: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => (show = resolve));
    const started = runStart(paintFirstEntry(BUILT), 'visible', shown.then(() => void started.calls.push('placeholder shown')));
    // Nothing is asked of the browser before the placeholder is shown.
    expect(await started.settle()).toEqual([]);
    show();
    expect(await started.settle()).toEqual(['placeholder shown', 'frame', 'frame ends', 'task', 'import /assets/index-AbCd1234.js']);
  });

  it('[PX-44-001][PX-50-001] a hidden tab, which paints no frame, imports the entry at once, whatever the placeholder waits for', async () => {
    expect(await runStart(paintFirstEntry(BUILT), 'hidden').settle()).toEqual(['import /assets/index-AbCd1234.js']);
    expect(await runStart(paintFirstEntry(BUILT), 'hidden', new Promise<void>(() => undefined)).settle()).toEqual(['import /assets/index-AbCd1234.js']);
  });

  it('[PX-44-001] a page without the entry script is an error of the build, not a page that never starts', () => {
    expect(() => paintFirstEntry('<head></head>')).toThrow(/no entry script/);
  });
});
