import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/bench/**', 'node_modules/**'],
    // Native addons (better-sqlite3) and worker threads are happiest in forked processes.
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
  },
});
