import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    // A focused test (.only) would silently drop every other one from the run: refused everywhere,
    // not only under CI (PX-63-002). vitest.machines.config.ts (Stryker's) inherits it.
    allowOnly: false,
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
      'property-tests/**/*.test.ts',
      'contracts/**/*.test.ts',
      'tests/sandbox/**/*.test.ts',
    ],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one on CI's two, where most files wait on
    // their sandbox's answers as much as they compute.
    maxWorkers: 2,
    setupFiles: ['property-tests/setup.ts', 'tests/component/setup-async-timeout.ts'],
    globalSetup: ['contracts/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
