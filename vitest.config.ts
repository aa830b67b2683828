import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/bench/**', 'node_modules/**'],
    // Native addons (better-sqlite3) and worker threads are happiest in forked processes.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one, on CI's two. Two files at once keep both cores busy while a
    // file waits on a child process, Chromium or a disk write — the suite took 30.4 min with one (session 24), under 30 with
    // two even beside a benchmark run (session 25), and every test passed both ways.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
  },
});
