// The French and German label catalogues (src/labels/<language>/<namespace>.json) hold ICU
// MessageFormat strings. They are compiled here, at build time, into plain functions with
// messageformat (OpenJS Foundation), so a page carries no message parser: only the few bytes of
// its plural and number helpers, and only in the catalogue chunks of the language being read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module';
import type { Plugin } from 'vite';
import { catalogueProblems, FIXED_CONTENT_FIELDS, labelShapes, type LabelShape } from '../catalogue-check.ts';

/** The languages other than English the store is written in, each a folder of src/labels. */
export const LANGUAGES = ['fr', 'de'] as const;

const CATALOGUE = /[\\/]src[\\/]labels[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/;
const SPEC_MESSAGE_INDEX = /[\\/]src[\\/]i18n[\\/]spec-message-index\.ts$/;

/** The ES module source of one catalogue: its keys, each a function of the message's arguments. */
function compileCatalogue(language: string, messages: Record<string, string>): string {
  return compileModule(new MessageFormat(language), messages);
}

/** 'fr' for the module of the French catalogue (src/labels/fr/catalogue.ts); undefined for any other. */
export function catalogueLanguage(moduleId: string | null | undefined): string | undefined {
  return moduleId ? /[\\/]src[\\/]labels[\\/]([a-z]{2})[\\/]catalogue\.ts$/.exec(moduleId)?.[1] : undefined;
}

/** 'labels-fr' for the French catalogue's chunk; undefined for any other. */
export function catalogueChunkName(moduleId: string | null): string | undefined {
  const language = catalogueLanguage(moduleId);
  return language && `labels-${language}`;
}

/** A language's catalogue files merged: every message by its key. */
export function readCatalogue(root: string, language: string): Record<string, string> {
  const folder = join(root, 'src/labels', language);
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>));
}

/**
 * The modules of src/content that hold settings, not text (the maker's names and addresses, paths, card
 * brands, the page list whose pages are modules of their own, types). Every other content module is
 * text: registered for translation, its messages in `<language>/content-<module>.json` (PX-85-001).
 */
const CONTENT_SETTINGS: readonly string[] = ['company.ts', 'footer.ts', 'pages.ts', 'site.ts', 'types.ts'];

/** Whether a file of src/content is one of its text modules. */
export const isContentText = (file: string) => {
  const name = file.replace(/^.*[\\/]/, '');
  return name.endsWith('.ts') && !CONTENT_SETTINGS.includes(name);
};

/**
 * PX-77-002 and PX-85-002 for the build: the English labels (the labels modules and the content's text
 * modules, run here through tsx, so a Node without type stripping builds too) against every catalogue.
 */
async function problemsIn(root: string): Promise<string[]> {
  const english = new Map<string, LabelShape>();
  const families = [
    { folder: join(root, 'src/labels'), take: (name: string) => name.endsWith('.ts'), fixed: undefined },
    { folder: join(root, 'src/content'), take: isContentText, fixed: FIXED_CONTENT_FIELDS },
  ];
  for (const { folder, take, fixed } of families) {
    for (const file of readdirSync(folder).filter(take)) {
      const exports = (await tsImport(pathToFileURL(join(folder, file)).href, import.meta.url)) as Record<string, unknown>;
      for (const [key, shape] of labelShapes(exports, fixed)) english.set(key, shape);
    }
  }
  return catalogueProblems(english, Object.fromEntries(LANGUAGES.map((language) => [language, readCatalogue(root, language)])));
}

export function messageCatalogues(): Plugin {
  let root = process.cwd();
  return {
    name: 'message-catalogues',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    // A label missing from a language fails the build; nothing imports a catalogue (index.html's
    // early script does, on a page of its language), so each is emitted as a chunk of its own.
    async buildStart() {
      if (this.meta.watchMode) return;
      const problems = await problemsIn(root);
      if (problems.length > 0) this.error(`message catalogues (PX-77-002), ${problems.length} problems:\n  ${problems.slice(0, 40).join('\n  ')}`);
      for (const language of LANGUAGES) this.emitFile({ type: 'chunk', id: `src/labels/${language}/catalogue.ts` });
    },
    async load(id) {
      const file = id.split('?')[0]!;
      // PX-84-003: the specification messages' index as a value, so no page loads the English labels
      // module and the machines' constants it reads (they sit in the pages' chunks).
      if (SPEC_MESSAGE_INDEX.test(file)) {
        this.addWatchFile(join(root, 'src/labels/spec-messages.ts'));
        const { specMessageIndex } = (await tsImport(pathToFileURL(file).href, import.meta.url)) as { specMessageIndex: unknown };
        return { code: `export const specMessageIndex = ${JSON.stringify(specMessageIndex)};`, moduleType: 'js' };
      }
      const match = CATALOGUE.exec(file);
      if (!match) return null;
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return { code: compileCatalogue(match[1]!, messages), moduleType: 'js' };
    },
  };
}
