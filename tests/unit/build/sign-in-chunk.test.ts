// PX-59-001: the sign-in sequence loads with the sign-in page, never with the entry every page loads
// (d1d56cd put it in the entry and Home over its JavaScript budget; it was reverted). Read from the
// sources' static imports with TypeScript's parser: `import type` is erased and is not followed;
// dynamic imports are code loaded on demand and are not followed either.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Every module reachable from `start` through static, non-type-only imports and re-exports of the project's own files. */
function staticGraph(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const path = resolve(ROOT, file);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    for (const statement of source.statements) {
      const typeOnly = ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly === true : ts.isExportDeclaration(statement) && statement.isTypeOnly;
      const specifier = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
      if (typeOnly || !specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const target = resolve(dirname(path), specifier.text);
      if (/\.tsx?$/.test(target) && existsSync(target)) visit(relative(ROOT, target));
    }
  };
  visit(start);
  return seen;
}

const SEQUENCE = ['src/app/store/sign-in.ts', 'src/api/adapters/sign-in.ts', 'machines/session/sign-in.machine.ts', 'machines/cart/guest-cart-preservation.machine.ts'];

describe('where the sign-in sequence loads', () => {
  it('[PX-59-001] none of the sign-in sequence is imported statically by the entry (src/main.tsx)', () => {
    const entry = staticGraph('src/main.tsx');
    // The graph is the real one: the store and the session actor are in it.
    expect(entry).toContain('src/app/StoreProvider.tsx');
    expect(entry).toContain('machines/session/session.machine.ts');
    expect(SEQUENCE.filter((module) => entry.has(module))).toEqual([]);
  });

  it('[PX-59-001] the sign-in page imports the whole sequence, so it arrives with the page', () => {
    const page = staticGraph('src/shell/LoginPage.tsx');
    expect(SEQUENCE.filter((module) => !page.has(module))).toEqual([]);
  });
});
