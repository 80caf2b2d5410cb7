import { defineConfig } from 'vitest/config';

// Integration tests (*.int.test.ts) run once on embedded PGlite and, when
// TEST_DATABASE_URL is set, once more on real PostgreSQL.
const integration = (name: string, driver: 'pglite' | 'pg') => ({
  test: {
    name,
    include: ['packages/**/src/**/*.int.test.ts', 'apps/**/src/**/*.int.test.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      integration('int-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('int-postgres', 'pg')] : []),
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/pricing/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.bench.ts'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
