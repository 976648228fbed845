import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The suites that exercise machines/: what mutation testing runs against each mutant. The include
// list replaces the base one (mergeConfig would append to it and run every suite per mutant).
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['property-tests/**/*.test.ts', 'tests/unit/machines/**/*.test.ts', 'tests/unit/api/**/*.test.ts'] },
});
