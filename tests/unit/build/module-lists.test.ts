// The build's lists of modules (build/chunk-groups.ts, the early reads' route preloads) name files by
// path; a rename must fail here rather than silently change the bundles (PX-53-001, PX-53-002).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FORM,
  AFTER_FIRST_SCREEN_PARTS,
  CART_TOTALS,
  ENTRY_LIBRARIES,
  EVERY_PAGE,
  ORDER_PAGES_SHARED,
  PAGE_FAMILIES,
  PAGES_FETCHING_IMPORTS_AS_THEY_RUN,
  PRELOADED_PAGE_MODULES,
  REUSED,
  ROUTE_PAGES,
} from '../../../build/chunk-groups.ts';
import { pagePreloads } from '../../../build/plugins/page-preloads.ts';
import { ACCOUNT_ROUTE_MODULES } from '../../../src/app/early-reads/account-routes.ts';
import { CART_CHECKOUT_ROUTE_MODULES } from '../../../src/app/early-reads/cart-checkout-routes.ts';
import { CATALOGUE_ROUTE_MODULES } from '../../../src/app/early-reads/catalogue-routes.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const ROUTES = resolve(ROOT, 'src/app/routes.tsx');

/** The modules the route table imports on demand: every `import('…')` in routes.tsx, read with TypeScript's parser. */
function lazyRouteModules(): string[] {
  const source = ts.createSourceFile(ROUTES, readFileSync(ROUTES, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (!specifier || !ts.isStringLiteral(specifier)) throw new Error(`routes.tsx: an import() without a literal path at ${node.getText()}`);
      found.push(relative(ROOT, resolve(dirname(ROUTES), specifier.text)));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const BUILD_LISTS: Record<string, readonly string[]> = {
  ROUTE_PAGES,
  AFTER_FIRST_SCREEN_PARTS,
  PAGES_FETCHING_IMPORTS_AS_THEY_RUN,
  ...Object.fromEntries(Object.entries(PAGE_FAMILIES).map(([family, modules]) => [`PAGE_FAMILIES.${family}`, modules])),
  EVERY_PAGE,
  'REUSED.by': REUSED.by,
  ORDER_PAGES_SHARED,
  ENTRY_LIBRARIES,
  ADDRESS_FORM,
  CART_TOTALS,
  ...Object.fromEntries(
    Object.entries({ ...CATALOGUE_ROUTE_MODULES, ...CART_CHECKOUT_ROUTE_MODULES, ...ACCOUNT_ROUTE_MODULES }).map(([route, modules]) => [`route preloads of ${route}`, modules]),
  ),
};

/** A bundle of chunks as rolldown hands it to generateBundle: file name → the modules it holds. */
function bundleOf(files: Record<string, string[]>, entry?: { fileName: string; imports: string[] }): Rolldown.OutputBundle {
  const chunks = Object.entries(files).map(([fileName, modules]) => [fileName, { type: 'chunk', fileName, moduleIds: modules.map((module) => resolve(ROOT, module)), imports: [] as string[], isEntry: false } as unknown as Rolldown.OutputChunk] as const);
  const entryChunk = entry && ([entry.fileName, { type: 'chunk', fileName: entry.fileName, moduleIds: [resolve(ROOT, 'index.html')], facadeModuleId: resolve(ROOT, 'index.html'), imports: entry.imports, isEntry: true } as unknown as Rolldown.OutputChunk] as const);
  return Object.fromEntries(entryChunk ? [...chunks, entryChunk] : chunks);
}

/** Runs the plugin's generateBundle on `bundle`; an error it raises is thrown. */
function runPagePreloads(modules: string[], bundle: Rolldown.OutputBundle) {
  const preloads = pagePreloads(ROOT, modules);
  const hook = preloads.plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void };
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, bundle);
  return preloads;
}

describe('the build lists modules by path (PX-53-001, PX-53-002)', () => {
  it('[PX-53-001] ROUTE_PAGES is exactly the modules the route table (src/app/routes.tsx) imports on demand', () => {
    const routeModules = lazyRouteModules();
    expect(routeModules.length).toBeGreaterThan(20);
    expect([...routeModules].sort()).toEqual([...ROUTE_PAGES].sort());
  });

  it('[PX-53-001] the modules preloaded as pages are the route pages (less the listed exception) and the parts loading after a first screen', () => {
    expect(PAGES_FETCHING_IMPORTS_AS_THEY_RUN.every((module) => ROUTE_PAGES.includes(module))).toBe(true);
    expect([...PRELOADED_PAGE_MODULES].sort()).toEqual([...ROUTE_PAGES.filter((module) => !PAGES_FETCHING_IMPORTS_AS_THEY_RUN.includes(module)), ...AFTER_FIRST_SCREEN_PARTS].sort());
    expect(PRELOADED_PAGE_MODULES).toContain('src/cart/CartPage.tsx');
    expect(PRELOADED_PAGE_MODULES).not.toContain('src/shell/ContentRoute.tsx');
  });

  it('[PX-53-002] every module a build list names exists', () => {
    for (const [list, modules] of Object.entries(BUILD_LISTS)) {
      expect(modules.length, list).toBeGreaterThan(0);
      for (const module of modules) expect(existsSync(resolve(ROOT, module)), `${list}: ${module}`).toBe(true);
    }
  });

  it('[PX-53-002] the page each route preload starts from is a page of the route table', () => {
    for (const [route, [page]] of Object.entries({ ...CATALOGUE_ROUTE_MODULES, ...CART_CHECKOUT_ROUTE_MODULES, ...ACCOUNT_ROUTE_MODULES })) {
      expect(ROUTE_PAGES, route).toContain(page);
    }
  });

  it('[PX-53-001] a file is a page file by the modules it holds, whatever its name: a family file holding a page is one, a file named …Page holding none is not', () => {
    const preloads = runPagePreloads(['src/catalogue/listing/SearchPage.tsx', 'src/cart/CartPage.tsx'], bundleOf({
      'assets/listing-AbCd1234.js': ['src/catalogue/listing/CategoryPage.tsx', 'src/catalogue/listing/SearchPage.tsx'],
      'assets/cart-AbCd1234.js': ['src/cart/CartPage.tsx'],
      'assets/NotFoundPage-AbCd1234.js': ['src/shell/NotFoundPage.tsx'],
    }));
    expect(preloads.preloadsOf('assets/listing-AbCd1234.js', ['assets/listing-AbCd1234.js', 'assets/shared.js'])).toEqual(['assets/listing-AbCd1234.js', 'assets/shared.js']);
    expect(preloads.preloadsOf('assets/cart-AbCd1234.js', ['assets/cart-AbCd1234.js'])).toEqual(['assets/cart-AbCd1234.js']);
    expect(preloads.preloadsOf('assets/NotFoundPage-AbCd1234.js', ['assets/NotFoundPage-AbCd1234.js'])).toEqual([]);
  });

  it('[PX-77-005] a page file’s preloads leave out the files the entry imports statically, which have loaded before any page can', () => {
    const preloads = runPagePreloads(['src/cart/CartPage.tsx'], bundleOf(
      { 'assets/cart-AbCd1234.js': ['src/cart/CartPage.tsx'], 'assets/entry-libs-AbCd1234.js': ['node_modules/react/index.js'], 'assets/runtime-AbCd1234.js': ['\0runtime'], 'assets/totals-AbCd1234.js': ['src/cart/TotalsUi.tsx'] },
      { fileName: 'assets/index-AbCd1234.js', imports: ['assets/entry-libs-AbCd1234.js', 'assets/runtime-AbCd1234.js'] },
    ));
    expect(preloads.preloadsOf('assets/cart-AbCd1234.js', ['assets/cart-AbCd1234.js', 'assets/runtime-AbCd1234.js', 'assets/entry-libs-AbCd1234.js', 'assets/totals-AbCd1234.js'])).toEqual(['assets/cart-AbCd1234.js', 'assets/totals-AbCd1234.js']);
  });

  it('[PX-53-001] a listed module that no file holds (a renamed page) fails the build', () => {
    expect(() => runPagePreloads(['src/cart/CartPage.tsx'], bundleOf({ 'assets/CartView-AbCd1234.js': ['src/cart/CartView.tsx'] }))).toThrow('page-preloads: no file holds src/cart/CartPage.tsx');
  });
});
