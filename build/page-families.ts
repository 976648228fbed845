import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * Code splitting by page family, read from the module graph rather than from file names: a module
 * that only one family's pages reach (through static imports from the modules listed for it) goes
 * into that family's chunk; one that several catalogue families reach goes into `shared`; one the
 * shell's parts reach goes into the first family listed (the shell's, which every page loads). The
 * entry's own modules stay in the entry, and modules no listed family reaches are split by the
 * bundler as usual (a page family of its own folder becomes its own lazy chunk through its route).
 */
export function pageFamilies(root: string, families: Record<string, string[]>, shared: string) {
  const entryId = resolve(root, 'src/main.tsx');
  let familiesOf: Map<string, Set<string>> | undefined;
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
  const names = Object.keys(families);
  return (id: string, context: ChunkingContext): string | null => {
    if (!familiesOf) {
      const inEntry = reach(context, [entryId]);
      familiesOf = new Map();
      for (const [name, modules] of Object.entries(families)) {
        for (const module of reach(context, modules.map((module) => resolve(root, module)))) {
          if (inEntry.has(module)) continue;
          familiesOf.set(module, (familiesOf.get(module) ?? new Set()).add(name));
        }
      }
    }
    const found = familiesOf.get(id);
    if (!found) return null;
    if (found.has(names[0]!)) return names[0]!;
    return found.size === 1 ? [...found][0]! : shared;
  };
}
