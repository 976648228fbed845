import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const knip = (cwd: string) =>
  spawnSync(join(process.cwd(), 'node_modules/.bin/knip'), ['--no-progress', '--reporter', 'json'], { cwd, encoding: 'utf8' });

describe('no dead code (knip, knip.jsonc)', () => {
  it('[PX-82-003] knip finds no unused file, export, type or dependency, and finds an export nothing imports', () => {
    const clean = knip(process.cwd());
    expect(clean.stderr).toBe('');
    expect(clean.status).toBe(0);

    // The same tree with one export nothing imports: knip must name it.
    const copy = mkdtempSync(join(tmpdir(), 'knip-'));
    for (const entry of ['src', 'machines', 'sandbox', 'build', 'scripts', 'contracts', 'fixtures', 'tests', 'property-tests', 'index.html']) {
      cpSync(entry, join(copy, entry), { recursive: true, filter: (path) => !path.includes('real-api-corpus') });
    }
    for (const file of ['package.json', 'knip.jsonc', 'tsconfig.json', 'vite.config.ts', 'vitest.config.ts', 'vitest.machines.config.ts', 'playwright.config.ts', 'stryker.config.json']) {
      cpSync(file, join(copy, file));
    }
    symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'));
    const constants = join(copy, 'machines/layout/constants.ts');
    writeFileSync(constants, `${readFileSync(constants, 'utf8')}\nexport const NOTHING_READS_THIS = 1;\n`);
    const dirty = knip(copy);
    expect(dirty.status).not.toBe(0);
    const issues = (JSON.parse(dirty.stdout) as { issues: Array<{ file: string; exports: Array<{ name: string }> }> }).issues;
    expect(issues.map((issue) => [issue.file, issue.exports.map((e) => e.name)])).toEqual([['machines/layout/constants.ts', ['NOTHING_READS_THIS']]]);
  }, 60_000);
});
