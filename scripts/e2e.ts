// `npm run test:e2e`: the end-to-end suite split into shards that run at the same time, each
// against a sandbox of its own (own port, own in-memory database), over one front-end build.
// Shards never share server state, so a test in one cannot see another's cart or session.
// Reports: each shard writes a blob; Playwright's merge-reports turns them into reports/e2e.json
// (read by `npm run trace`). E2E_SHARDS overrides the shard count (default 2; the machine has 2 cores).
import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

import { checkNode } from './node-check.ts';

checkNode('end-to-end runner');
const shards = Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 4174);
const distDir = `.sandbox-data/e2e-dist-shared-${basePort}`;
const blobDir = resolve('reports/e2e-blobs');
const extraArgs = process.argv.slice(2);

rmSync(blobDir, { recursive: true, force: true });
mkdirSync(blobDir, { recursive: true });
console.log(`Building the front end once for ${shards} shard(s)…`);
execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit' });

function runShard(index: number): Promise<number> {
  const env = {
    ...process.env,
    E2E_PORT: String(basePort + index - 1),
    E2E_DIST_DIR: distDir,
    E2E_PREBUILT: '1',
    // A folder per shard: the blob reporter empties its folder, which would drop another shard's blob.
    E2E_BLOB_FILE: `shard-${index}.zip`,
    E2E_BLOB_DIR: `${blobDir}/shard-${index}`,
  };
  const child = spawn('node_modules/.bin/playwright', ['test', `--shard=${index}/${shards}`, ...extraArgs], { env });
  const prefix = shards > 1 ? `[shard ${index}] ` : '';
  const relay = (from: NodeJS.ReadableStream, to: NodeJS.WritableStream) => {
    let pending = '';
    from.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) to.write(`${prefix}${line}\n`);
    });
    from.on('end', () => pending && to.write(`${prefix}${pending}\n`));
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
}

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
console.log(`End-to-end shards finished in ${((Date.now() - started) / 60_000).toFixed(1)} min: exit codes ${codes.join(', ')}`);

const merged = `${blobDir}/all`;
mkdirSync(merged);
for (let index = 1; index <= shards; index += 1) {
  copyFileSync(`${blobDir}/shard-${index}/shard-${index}.zip`, `${merged}/shard-${index}.zip`);
}
execFileSync('node_modules/.bin/playwright', ['merge-reports', '--reporter', 'json', merged], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: resolve('reports/e2e.json') },
});
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
