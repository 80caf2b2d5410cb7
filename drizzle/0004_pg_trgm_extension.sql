-- Custom SQL migration file, put your code below! --
-- The orders screen's text search uses a trigram index (docs/decisions/0027-orders-list-search-index.md).
-- pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner may create it; PGlite loads it
-- in packages/db/src/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
