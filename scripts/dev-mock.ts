// Front end against the Prism mock: bundles openapi/, starts Prism on 4010 and the Vite dev server
// (which forwards /services and /webruntime to it), and stops both together.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';

execFileSync('node_modules/.bin/redocly', ['bundle', 'openapi/storefront.yaml', '-o', 'openapi/.bundled/storefront.json'], { stdio: 'inherit' });
const children: ChildProcess[] = [
  spawn('node_modules/.bin/prism', ['mock', '-h', '127.0.0.1', '-p', '4010', 'openapi/.bundled/storefront.json'], { stdio: 'inherit' }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env: { ...process.env, API_TARGET: 'http://127.0.0.1:4010' } }),
];
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
