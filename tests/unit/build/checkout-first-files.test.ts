// Which files the checkout's first screen loads (PX-52-001): the page-family chunking of the build
// (build/page-families.ts with build/chunk-groups.ts's lists) run over the project's own import graph,
// read from the sources, so the test needs no build.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE, PAGE_FAMILIES, REUSED } from '../../../build/chunk-groups.ts';
import { pageFamilies } from '../../../build/page-families.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const CATALOGUE_FILES = ['catalogue', 'listing', 'product'];

/** A module's static value imports inside the project (not `import type`, not `import()`), as the bundler's importedIds. */
function importedIds(id: string): string[] {
  if (!/\.tsx?$/.test(id)) return [];
  const source = readFileSync(id, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/gm)) {
    found.push(resolve(dirname(id), match[1]!));
  }
  return found;
}

/** Every module the static imports of `from` reach. */
function reached(from: string): string[] {
  const seen = new Set<string>();
  const pending = [resolve(ROOT, from)];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importedIds(id));
  }
  return [...seen];
}

const context = { getModuleInfo: (id: string) => ({ importedIds: importedIds(id) }) } as unknown as Parameters<ReturnType<typeof pageFamilies>>[1];
const fileOf = pageFamilies(ROOT, PAGE_FAMILIES, 'catalogue', EVERY_PAGE, REUSED);

describe("the checkout's first files", () => {
  it("[PX-52-001] nothing the checkout page imports lands in the catalogue's files: the gate, the page title and money come with the reused parts", () => {
    const modules = reached('src/checkout/CheckoutPage.tsx');
    // What the checkout takes from the catalogue's modules, so the check below is about them.
    for (const shared of ['src/catalogue/CatalogueGate.tsx', 'src/components/layout/usePageTitle.ts', 'machines/pricing/money.ts']) {
      expect(modules).toContain(resolve(ROOT, shared));
      expect(fileOf(resolve(ROOT, shared), context), shared).toBe(REUSED.chunk);
    }
    const inCatalogueFiles = modules.filter((id) => CATALOGUE_FILES.includes(fileOf(id, context) ?? '')).map((id) => relative(ROOT, id));
    expect(inCatalogueFiles).toEqual([]);
  });

  it('[PX-52-001] the catalogue gate needs none of the catalogue\'s labels (they would bring their file along)', () => {
    expect(reached('src/catalogue/CatalogueGate.tsx')).not.toContain(resolve(ROOT, 'src/labels/catalogue.ts'));
  });
});
