import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The suites that exercise machines/: what mutation testing runs against each mutant.
export default mergeConfig(base, defineConfig({ test: { include: ['property-tests/**/*.test.ts', 'tests/unit/machines/**/*.test.ts', 'tests/unit/api/**/*.test.ts'] } }));
