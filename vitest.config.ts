import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@contracts': r('./src/contracts'),
      '@server': r('./src/server'),
      '@web': r('./src/web'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Generous: PGlite start-up and child processes slow down a lot on a busy 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ['./src/test-setup.ts', './src/web/test-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine. The integration
    // tests mostly wait on PostgreSQL and child processes (a run used a quarter of one core), so two workers
    // overlap the waits.
    maxWorkers: 2,
  },
});
