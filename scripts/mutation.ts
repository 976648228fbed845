// `npm run test:mutation`: Stryker over the whole of machines/ (stryker.config.json), then the score
// of each folder and of all of it. `npm run test:mutation:changed` (CI, PX-63-005): only the folders
// the change touched since MUTATION_BASE (default the previous commit, HEAD~1), in Stryker's incremental
// mode (reports/stryker-incremental.json: a second run on one machine re-tests only what changed).
// Either fails below stryker.config.json's break threshold (85%).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mutateGlobs, scoresByFolder, touchedFolders, type MutationReport } from './mutation-scope.ts';

const config = JSON.parse(readFileSync('stryker.config.json', 'utf8')) as { thresholds: { break: number }; jsonReporter: { fileName: string } };
const changedOnly = process.argv.includes('--changed');
const args = ['run'];

if (changedOnly) {
  const base = process.env.MUTATION_BASE || 'HEAD~1';
  if (spawnSync('git', ['rev-parse', '--verify', '--quiet', `${base}^{commit}`]).status !== 0) {
    console.error(`mutation: no commit ${base} to compare with (a first commit or a shallow clone); set MUTATION_BASE.`);
    process.exit(1);
  }
  const changed = execFileSync('git', ['diff', '--name-only', `${base}...HEAD`, '--', 'machines'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const folders = touchedFolders(changed.filter((file) => existsSync(file)));
  if (folders.length === 0) {
    console.log(`mutation: no machines/ folder changed since ${base}; nothing to mutate.`);
    process.exit(0);
  }
  console.log(`mutation: machines/ folders changed since ${base}: ${folders.join(', ')}`);
  args.push('--mutate', mutateGlobs(folders).join(','), '--incremental', '--incrementalFile', 'reports/stryker-incremental.json');
}

const started = Date.now();
const run = spawnSync('node_modules/.bin/stryker', args, { stdio: 'inherit' });
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (!existsSync(config.jsonReporter.fileName)) {
  console.error(`mutation: Stryker wrote no report (exit ${run.status}) after ${minutes} min.`);
  process.exit(1);
}
const scores = scoresByFolder(JSON.parse(readFileSync(config.jsonReporter.fileName, 'utf8')) as MutationReport, process.cwd());
console.log(`\nMutation score by machines/ folder (break below ${config.thresholds.break}%), ${minutes} min:`);
for (const { folder, detected, undetected, score } of scores) {
  console.log(`  ${(folder === 'all' ? 'all mutated' : `machines/${folder}`).padEnd(28)} ${score === null ? '   n/a' : `${score.toFixed(2).padStart(6)}%`}  (${detected} detected, ${undetected} not)`);
}
const total = scores.find((s) => s.folder === 'all')?.score ?? null;
if (run.status !== 0 || (total !== null && total < config.thresholds.break)) process.exit(1);
