import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * PX-53-001: which dynamically imported files have their own imports fetched with them (Vite's
 * `modulePreload.resolveDependencies`): the files holding a listed module (a route's page, a part of a
 * page that loads after its first screen), found by the modules each file holds, never by its name.
 * A listed module in no file fails the build, so a renamed page cannot silently lose its preloads.
 */
export function pagePreloads(root: string, modules: readonly string[]) {
  const pageFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'page-preloads',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis (a post plugin), which asks resolveDependencies file by file.
      order: 'pre',
      handler(_options, bundle) {
        pageFiles.clear();
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
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
    /** Whether the file (`assets/<name>-<hash>.js`, as Vite names it to resolveDependencies) holds a listed module. */
    isPageFile: (fileName: string) => pageFiles.has(fileName),
  };
}
