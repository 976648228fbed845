import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SANDBOX = join(ROOT, 'sandbox');
const MAX_FILE_LINES = 400;

/** Every TypeScript file under sandbox/ (all of them are hand-written: the sandbox generates none). */
function sandboxSources(dir = SANDBOX): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sandboxSources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('sandbox modules by concern', () => {
  it(`[PX-83-002] no TypeScript file in sandbox/ is longer than ${MAX_FILE_LINES} lines`, () => {
    const files = sandboxSources();
    // The walk found the sandbox (its server and its cart modules), so an empty list cannot pass.
    expect(files.map((f) => relative(ROOT, f))).toEqual(expect.arrayContaining(['sandbox/app.ts', 'sandbox/domain/carts/price-cart.ts']));
    const tooLong = files
      .map((file) => ({ file: relative(ROOT, file), lines: readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length }))
      .filter(({ lines }) => lines > MAX_FILE_LINES);
    expect(tooLong).toEqual([]);
  });
});
