import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'rolldown';
import type { Plugin, Rolldown } from 'vite';
import { bootBannerConfig } from '../boot-banner.ts';
import { catalogueLanguage } from './message-catalogues.ts';
import type { EarlyReadsConfig } from '../../src/app/early-reads/early-reads.ts';
import { EARLY_SEARCH_TERM, earlySearchAddress } from '../../src/api/early-reads.ts';
import { DEFAULT_WEBSTORE_ID } from '../../src/api/client.ts';
import { SESSION_FIRST_SCREEN_PAGES } from '../../src/app/signed-in-pages.ts';
import { WEBSTORE_PATH } from '../../src/api/request.ts';

/** The script's source: ordinary TypeScript, compiled and minified here (its tests: tests/unit/app/early-reads.test.ts). */
const SCRIPT_ENTRY = 'src/app/early-reads/index-html.ts';

/** The files a chunk loads statically, itself included, but none the entry already loads. */
function staticFiles(chunks: Map<string, Rolldown.OutputChunk>, from: string, skip: ReadonlySet<string> = new Set()): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || skip.has(file)) return;
    files.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  visit(from);
  return files;
}

/**
 * Writes index.html's first script, ahead of everything else in its head: the page's first reads,
 * started while the scripts download (src/app/early-reads/early-reads.ts), and the route preloads:
 * for the page being opened, the chunks its content needs (`routes`: a route's page module and the
 * API areas of its first requests), so they download alongside the entry instead of one after another.
 */
export function indexHtmlScripts(routes: Record<string, string[]>): Plugin {
  let root = process.cwd();
  return {
    name: 'index-html-scripts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry && !catalogueLanguage(chunk.facadeModuleId));
      if (!entry) return;
      const inEntry = staticFiles(chunks, entry.fileName);
      const chunkOf = (module: string) => {
        const id = resolve(root, module);
        const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === id || candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`index-html-scripts: no chunk for ${module}`);
        return chunk.fileName;
      };
      const preloads = Object.entries(routes).map(([route, modules]) => [route, [...new Set(modules.flatMap((module) => [...staticFiles(chunks, chunkOf(module), inEntry)]))]] as const);

      const webstorePath = WEBSTORE_PATH.replace('{webstoreId}', DEFAULT_WEBSTORE_ID);
      const searchAddress = await earlySearchAddress();
      if (!searchAddress.startsWith(`${webstorePath}/`)) throw new Error(`index-html-scripts: unexpected search address ${searchAddress}`);
      const [before = '', after = ''] = searchAddress.slice(webstorePath.length).split(EARLY_SEARCH_TERM);
      const catalogues = Object.fromEntries([...chunks.values()].flatMap((chunk) => {
        const language = catalogueLanguage(chunk.facadeModuleId);
        return language ? [[language, chunk.fileName] as const] : [];
      }));
      const config: EarlyReadsConfig = { webstorePath, search: [before, after], preloads, sessionFirstScreens: SESSION_FIRST_SCREEN_PAGES, bootBanner: bootBannerConfig(), entry: entry.fileName, catalogues };

      const { output } = await build({
        input: resolve(root, SCRIPT_ENTRY),
        write: false,
        logLevel: 'silent',
        transform: { define: { EARLY_READS: JSON.stringify(config) }, target: 'es2020' },
        output: { format: 'iife', minify: true },
      });
      const script = output[0].code.trim();
      const html = join(options.dir ?? resolve(root, 'dist'), 'index.html');
      writeFileSync(html, readFileSync(html, 'utf8').replace('<title>', () => `<script>${script}</script>\n    <title>`));
    },
  };
}
