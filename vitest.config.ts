import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const webTests = 'src/web/**/*.test.{ts,tsx}';

export default defineConfig({
  resolve: {
    alias: {
      '@contracts': r('./src/contracts'),
      '@server': r('./src/server'),
      '@web': r('./src/web'),
    },
  },
  test: {
    environment: 'node',
    // Generous: PGlite start-up and child processes slow down a lot on a busy 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ['./src/test-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine. The integration
    // tests mostly wait on PostgreSQL and child processes (a run used a quarter of one core), so two workers
    // overlap the waits.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [webTests],
        },
      },
      {
        // The web app's tests run on the runtime the browser gets (ADR 054): React's entry points are sent to
        // Preact's compat layer (vite.config.ts's aliases), and the libraries that import React are bundled by Vite (not loaded by Node) so
        // the alias reaches their imports too; the `module` condition picks their ESM builds, which Vite can alias.
        extends: true,
        resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
        ssr: { resolve: { conditions: ['module', 'node', 'development|production'] } },
        test: {
          name: 'web',
          include: [webTests],
          setupFiles: ['./src/web/test-setup.ts'],
          server: { deps: { inline: [/react/, /radix-ui/, /@dnd-kit/, /recharts/, /lucide/, /@tanstack/] } },
        },
      },
    ],
  },
});
