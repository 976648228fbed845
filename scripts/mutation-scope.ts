// PX-63-005: which machines/ folders a change touched, the globs Stryker mutates for them, and the
// mutation score of each folder from Stryker's JSON report. Pure functions, used by scripts/mutation.ts.

/** Folders of machines/ (the first segment under it; '.' for a file directly in machines/), sorted. */
export function touchedFolders(changedFiles: string[]): string[] {
  const folders = new Set<string>();
  for (const file of changedFiles) {
    const match = /^machines\/(?:([^/]+)\/)?[^/]+\.ts$/.exec(file);
    if (!match) continue;
    const folder = match[1] ?? '.';
    // Constants and re-exporting index files are never mutated (stryker.config.json).
    if (folder === 'constants' || file.endsWith('/index.ts')) continue;
    folders.add(folder);
  }
  return [...folders].sort();
}

/** Stryker's `mutate` globs for these folders, keeping stryker.config.json's exclusions. */
export function mutateGlobs(folders: string[]): string[] {
  return [...folders.map((folder) => (folder === '.' ? 'machines/*.ts' : `machines/${folder}/**/*.ts`)), '!machines/constants/**', '!machines/**/index.ts'];
}

export interface MutationReport {
  files: Record<string, { mutants: { status: string }[] }>;
}

export interface FolderScore {
  folder: string;
  detected: number;
  undetected: number;
  /** Percent of the valid mutants that a test detected; null when the folder has none. */
  score: number | null;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Stryker's mutation score (killed and timed out over those plus survived and uncovered) per folder and in all ('all'). */
export function scoresByFolder(report: MutationReport, root: string): FolderScore[] {
  const tally = new Map<string, { detected: number; undetected: number }>();
  const add = (folder: string, status: string) => {
    const entry = tally.get(folder) ?? { detected: 0, undetected: 0 };
    if (DETECTED.has(status)) entry.detected += 1;
    else if (UNDETECTED.has(status)) entry.undetected += 1;
    tally.set(folder, entry);
  };
  for (const [path, file] of Object.entries(report.files)) {
    const relative = path.startsWith(root) ? path.slice(root.length).replace(/^\//, '') : path;
    const folder = touchedFolders([relative])[0] ?? relative.split('/')[1] ?? relative;
    for (const mutant of file.mutants) {
      add(folder, mutant.status);
      add('all', mutant.status);
    }
  }
  return [...tally]
    .map(([folder, { detected, undetected }]) => ({ folder, detected, undetected, score: detected + undetected === 0 ? null : (100 * detected) / (detected + undetected) }))
    .sort((a, b) => (a.folder === 'all' ? 1 : b.folder === 'all' ? -1 : a.folder.localeCompare(b.folder)));
}
