import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, three projects: pure domain rules, API tests through app.inject on a real
 * database (PGlite per worker, or PostgreSQL when TEST_DATABASE_URL is set), and web components.
 */
export default defineConfig({
  test: {
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
