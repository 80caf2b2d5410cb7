/** The benchmarks' options, read from the environment (each benchmark's header lists its own and their defaults). */
export const setting = (name: string): string | undefined => process.env[name];

/** A numeric option, or its default. */
export const numberSetting = (name: string, fallback: number) => Number(setting(name) ?? fallback);

/**
 * The PostgreSQL server the benchmarks make their databases on (an admin URL): BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server.
 */
export const ADMIN_URL =
  setting('BENCH_DATABASE_URL') ??
  setting('TEST_DATABASE_URL') ??
  'postgres://postgres@127.0.0.1:5432/postgres';
