import { describe, expect, it } from 'vitest';
import { paintFirstEntry } from '../../../build/plugins/paint-first.ts';

const BUILT = `<head>\n    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/entry-libs-x.js">\n</head>`;

/** Runs the module script `html` holds against a fake window and reports what it did, in order. */
function runStart(html: string, visibility: 'visible' | 'hidden') {
  const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const calls: string[] = [];
  const queue: Array<() => void> = [];
  const run = new Function('import_', 'document', 'requestAnimationFrame', 'setTimeout', body.replace('import(', 'import_('));
  run(
    (url: string) => calls.push(`import ${url}`),
    { visibilityState: visibility },
    (callback: () => void) => { calls.push('frame'); queue.push(() => { calls.push('frame ends'); callback(); }); },
    (callback: () => void) => { calls.push('task'); queue.push(callback); },
  );
  while (queue.length > 0) queue.shift()!();
  return calls;
}

describe('paint first (PX-44-001)', () => {
  it('[PX-44-001] the entry is preloaded where its script was, and imported from a task queued when the first frame ends', () => {
    const html = paintFirstEntry(BUILT);
    expect(html).not.toContain('src="/assets/index-AbCd1234.js"');
    expect(html.indexOf('<link rel="modulepreload" crossorigin href="/assets/index-AbCd1234.js">')).toBeLessThan(html.indexOf('entry-libs'));
    expect(runStart(html, 'visible')).toEqual(['frame', 'frame ends', 'task', 'import /assets/index-AbCd1234.js']);
  });

  it('[PX-44-001] a hidden tab, which paints no frame, imports the entry at once', () => {
    expect(runStart(paintFirstEntry(BUILT), 'hidden')).toEqual(['import /assets/index-AbCd1234.js']);
  });

  it('[PX-44-001] a page without the entry script is an error of the build, not a page that never starts', () => {
    expect(() => paintFirstEntry('<head></head>')).toThrow(/no entry script/);
  });
});
