import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './apps/web/scripts/catalogues.mjs';

/** The web client's message catalogues as modules, as its build has them (apps/web/scripts/catalogues.mjs). */
const catalogues = messageCatalogues('apps/web/src/i18n/catalogues');

// Integration tests (*.int.test.ts) run once on embedded PGlite and, when
// TEST_DATABASE_URL is set, once more on real PostgreSQL. Their globalSetup migrates one database per run
// that each test file's createTestDatabase() copies (docs/decisions/0067-tests-template-databases.md).
/**
 * Every project's worker runs its test files one after another in one module graph instead of importing the graph
 * again for every file: no test mocks modules, and each file makes its own database and servers, so files share
 * nothing they could trip over (docs/decisions/0067-tests-template-databases.md, One module graph per worker).
 * A project's own options do not inherit the root's, so each project says it.
 */
const isolate = false;
/** zod worded as the server words it, in every file whatever ran before it in the worker. */
const PLAIN_ISSUES = 'packages/validators/src/testing/plainIssues.setup.ts';

const integration = (name: string, driver: 'pglite' | 'pg') => ({
  test: {
    name,
    isolate,
    include: ['packages/**/src/**/*.int.test.ts', 'apps/**/src/**/*.int.test.ts'],
    setupFiles: [PLAIN_ISSUES],
    env: { TEST_DB_DRIVER: driver },
    globalSetup: ['packages/db/src/testing.globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // One test file per core. vitest's default leaves a core to itself (one worker on a 2-core machine), but the
    // integration tests spend much of their time waiting for PostgreSQL or for servers they start
    // (docs/decisions/0067-tests-template-databases.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [catalogues],
        test: {
          name: 'unit',
          isolate,
          setupFiles: [PLAIN_ISSUES],
          include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.{ts,tsx}', 'scripts/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'apps/web/src/**/*.test.tsx'],
        },
      },
      // The web client's components, rendered in jsdom with Testing Library; tRPC is faked at its link.
      {
        plugins: [catalogues],
        test: {
          name: 'web-components',
          isolate,
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
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
