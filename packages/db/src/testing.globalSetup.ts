import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, createPostgresTemplate } from './testTemplates';

/**
 * vitest globalSetup of the integration projects (vitest.config.ts): migrates one database for the whole
 * run, which createTestDatabase (./testing.ts) copies for every test file, and removes it at the end
 * (docs/decisions/0067-tests-template-databases.md). On int-postgres a template database on the
 * TEST_DATABASE_URL server; on int-pglite a dump of a PGlite data folder in a temporary folder.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB_DRIVER === 'pg' && adminUrl) {
    const template = await createPostgresTemplate(adminUrl);
    project.provide('laundryPostgresTemplate', template.location);
    return template.remove;
  }
  const template = await createPgliteTemplate();
  project.provide('laundryPgliteTemplate', template.location);
  return template.remove;
}
