import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, three projects: pure domain rules, API tests through app.inject on a real
 * database (PGlite per worker, or PostgreSQL when TEST_DATABASE_URL is set), and web components.
 */
export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on CI's 2 cores means one worker: 552 s for the
    // whole run against 354 s with one worker per core (measured 2026-11-28, at rest).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Modules are shared inside a worker, so each worker opens one database and reuses it.
          isolate: false,
          setupFiles: ['apps/server/src/test/setup.ts'],
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
