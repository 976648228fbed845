import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
      'property-tests/**/*.test.ts',
      'contracts/**/*.test.ts',
      'tests/sandbox/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['property-tests/setup.ts'],
    globalSetup: ['contracts/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
