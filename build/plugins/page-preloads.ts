import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { catalogueLanguage } from './message-catalogues.ts';

/**
 * PX-53-001: which dynamically imported files have their own imports fetched with them (Vite's
 * `modulePreload.resolveDependencies`): the files holding a listed module (a route's page, a part of a
 * page that loads after its first screen), found by the modules each file holds, never by its name.
 * A listed module in no file fails the build, so a renamed page cannot silently lose its preloads.
 * The files the entry imports statically are left out of every list: they have loaded before any
 * page's import can run, and naming them in each list would only add to the entry's preload table.
 */
export function pagePreloads(root: string, modules: readonly string[]) {
  const pageFiles = new Set<string>();
  const entryFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'page-preloads',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis (a post plugin), which asks resolveDependencies file by file.
      order: 'pre',
      handler(_options, bundle) {
        pageFiles.clear();
        entryFiles.clear();
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const visit = (fileName: string) => {
          if (entryFiles.has(fileName)) return;
          entryFiles.add(fileName);
          byName.get(fileName)?.imports.forEach(visit);
        };
        // The HTML's entry: the one entry chunk that is not an emitted catalogue (message-catalogues.ts).
        const entry = chunks.find((chunk) => chunk.isEntry && !catalogueLanguage(chunk.facadeModuleId));
        if (entry) visit(entry.fileName);
        for (const module of modules) {
          const id = resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) this.error(`page-preloads: no file holds ${module}`);
          pageFiles.add(chunk.fileName);
        }
      },
    },
  };
  return {
    plugin,
    /**
     * The files to fetch with a dynamically imported file (`assets/<name>-<hash>.js`, as Vite names it
     * to resolveDependencies): its imports beyond the entry's if it holds a listed module, else none.
     */
    preloadsOf: (fileName: string, deps: string[]) => (pageFiles.has(fileName) ? deps.filter((dep) => !entryFiles.has(dep)) : []),
  };
}
