import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * Code splitting by page family, read from the module graph rather than from file names: a module
 * that only one family's pages reach (through static imports from the modules listed for it) goes
 * into that family's chunk; one that several catalogue families reach goes into `shared`; one the
 * shell's parts reach goes into the first family listed (the shell's, which every page loads). A
 * module that `everyPage` (the parts any page may load at once, beside the shell's) reach as well is
 * left out of the other families, so that those parts never bring a family's chunk along. The entry's
 * own modules stay in the entry, and the bundler splits the rest as usual (a page family of its own
 * folder becomes its own lazy chunk through its route).
 */
export function pageFamilies(root: string, families: Record<string, string[]>, shared: string, everyPage: string[], reused: { chunk: string; by: string[] }) {
  const entryId = resolve(root, 'src/main.tsx');
  const [first] = Object.keys(families);
  let familiesOf: Map<string, Set<string>> | undefined;

  /** Every module the static imports from `from` reach. */
  const reach = (context: ChunkingContext, from: string[]) => {
    const seen = new Set<string>();
    const pending = [...from];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };

  const assign = (context: ChunkingContext) => {
    const found = new Map<string, Set<string>>();
    const inEntry = reach(context, [entryId]);
    for (const [name, modules] of Object.entries(families)) {
      const ids = modules.map((module) => resolve(root, module));
      for (const module of reach(context, ids)) {
        if (!inEntry.has(module)) found.set(module, (found.get(module) ?? new Set()).add(name));
      }
    }
    for (const module of reach(context, everyPage.map((module) => resolve(root, module)))) {
      if (!found.get(module)?.has(first!)) found.delete(module);
    }
    // A family's parts that another page reuses go into one file of their own, so that page loads
    // them without the whole family's file and the family's pages load one file more, not several.
    for (const module of reach(context, reused.by.map((module) => resolve(root, module)))) {
      const families = found.get(module);
      if (families && !families.has(first!)) found.set(module, new Set([reused.chunk]));
    }
    return found;
  };

  return (id: string, context: ChunkingContext): string | null => {
    familiesOf ??= assign(context);
    const found = familiesOf.get(id);
    if (!found) return null;
    if (found.has(first!)) return first!;
    return found.size === 1 ? [...found][0]! : shared;
  };
}
