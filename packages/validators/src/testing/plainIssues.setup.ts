import { usePlainIssueMessages } from '../plainIssues';

/**
 * Every unit and integration test file runs with zod worded as the server words it (apps/server/src/app.ts calls
 * usePlainIssueMessages once at start). A worker runs many files in one module graph (vitest.config.ts), so without
 * this a file's messages would depend on whether an earlier file had started a server.
 */
usePlainIssueMessages();
