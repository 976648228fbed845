// `npm run lint:layers`: dependency-cruiser over every folder of ours with .dependency-cruiser.cjs,
// the import order docs/ARCHITECTURE.md draws (PX-82-001). Through the API rather than the CLI so
// the test and scripts/house-figures.ts count the same violations the CI step prints.
import { resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/** Every folder and root file the layers cover (openapi/ is YAML; the generated client is src/api/generated/). */
export const LAYER_PATHS = [
  'src', 'machines', 'sandbox', 'build', 'scripts', 'contracts', 'fixtures', 'tests', 'property-tests',
  'vite.config.ts', 'vitest.config.ts', 'vitest.machines.config.ts', 'playwright.config.ts',
];

const CONFIG = resolve(import.meta.dirname, '../.dependency-cruiser.cjs');

/** The violations of the layer rules among `paths`, read relative to `baseDir` (the repository by default). */
export async function layerViolations(paths: string[] = LAYER_PATHS, baseDir = process.cwd()) {
  const options = await extractDepcruiseOptions(CONFIG);
  const tsConfig = extractTSConfig(resolve(import.meta.dirname, '../tsconfig.json'));
  const { output } = await cruise(paths, { ...options, baseDir, validate: true, outputType: 'json' }, {}, { tsConfig });
  return (JSON.parse(output as string) as ICruiseResult).summary.violations;
}

if (import.meta.main) {
  const violations = await layerViolations();
  for (const v of violations) {
    const path = v.cycle ? [v.from, ...v.cycle.map((step) => step.name)] : [v.from, v.to];
    console.error(`  ${v.rule.name}: ${path.join(' → ')}`);
  }
  console.log(violations.length === 0 ? 'lint:layers: no layer violations' : `lint:layers: ${violations.length} violation(s)`);
  process.exit(violations.length === 0 ? 0 : 1);
}
