import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerViolations } from '../../../scripts/layers.ts';

// Writes `files` (path → source) into a fresh folder shaped like the repository.
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('enforced layers (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  it('[PX-82-001] the repository has no import against the documented layer order and no new cycle', async () => {
    expect(await layerViolations()).toEqual([]);
  }, 60_000);

  it('[PX-82-002] each wrong direction, a cycle and production code importing a test are reported by name', async () => {
    const wrong: Record<string, [string, string]> = {
      'machines-below-generated-only': ['machines/rule.ts', 'src/content/site.ts'],
      'api-areas-below-adapters-and-views': ['src/api/cart.ts', 'src/app/routes.tsx'],
      'api-areas-not-to-adapters': ['src/api/orders.ts', 'src/api/adapters/orders.ts'],
      'adapters-below-views': ['src/api/adapters/cart.ts', 'src/cart/CartPage.tsx'],
      'store-not-to-tools': ['src/cart/CartUi.tsx', 'sandbox/domain/carts.ts'],
      'sandbox-not-to-store': ['sandbox/domain/orders.ts', 'src/orders/OrderUi.tsx'],
      'sandbox-domain-not-to-http': ['sandbox/domain/accounts.ts', 'sandbox/http/context.ts'],
      'sandbox-handlers-not-to-app': ['sandbox/hooks/check-csrf.ts', 'sandbox/app.ts'],
      'build-not-to-servers': ['build/plugins/x.ts', 'sandbox/server.ts'],
      'fixtures-stand-alone': ['fixtures/index.ts', 'machines/wire.ts'],
      'generated-imports-nothing': ['src/api/generated/schema.ts', 'machines/wire.ts'],
      'production-not-to-tests': ['sandbox/lib/files.ts', 'tests/sandbox/client.ts'],
    };
    const files: Record<string, string> = {
      'sandbox/lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'sandbox/lib/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      'src/app/c.ts': "import type { D } from './d.ts';\nexport type C = { d?: D };\n",
      'src/app/d.ts': "import type { C } from './c.ts';\nexport type D = { c?: C };\n",
    };
    for (const [from, to] of Object.values(wrong)) {
      const relative = join(...dirname(from).split('/').map(() => '..'), to);
      files[from] = `import '${relative}';\n`;
      files[to] ??= 'export {};\n';
    }
    const violations = await layerViolations(['src', 'machines', 'sandbox', 'build', 'fixtures', 'tests'], tree(files));
    const found = (rule: string) => violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);

    for (const [rule, [from, to]] of Object.entries(wrong)) expect(found(rule), rule).toContain(`${from} → ${to}`);
    expect(found('no-runtime-cycle').some((edge) => edge.startsWith('sandbox/lib/'))).toBe(true);
    // A type-only cycle in a new place is refused too; only the three known ones are listed.
    expect(found('no-new-cycle').some((edge) => edge.startsWith('src/app/'))).toBe(true);
    expect(found('no-runtime-cycle').some((edge) => edge.startsWith('src/app/'))).toBe(false);
  }, 60_000);
});
