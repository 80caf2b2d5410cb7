import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate`. Migrations live in drizzle/ (docs/architecture.md, Migrations)
// and are never edited by hand.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
