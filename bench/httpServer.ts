/**
 * One server for `npm run bench:http`, in a process of its own so the load generator does not share its
 * thread: `bare` (Fastify answering "hello world"), `pglite` or `postgres` (the product, buildApp, on a
 * fresh seeded database; postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL). Prints its URL as one
 * JSON line, and stops on SIGTERM.
 */
import { DEFAULT_POOL_MAX } from '@laundry/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { type BenchTarget, benchLogger, pgliteTarget, postgresTarget } from './targets';

const kind = process.argv[2];
let target: BenchTarget | undefined;
let app: FastifyInstance;

if (kind === 'bare') {
  app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
} else if (kind === 'pglite' || kind === 'postgres') {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && !adminUrl)
    throw new Error('postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  target =
    kind === 'pglite' ? await pgliteTarget() : await postgresTarget(adminUrl as string, DEFAULT_POOL_MAX);
  app = await buildApp({ database: target.database, logger: benchLogger() });
} else {
  throw new Error('Usage: httpServer.ts bare|pglite|postgres');
}

const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url, name: target?.name ?? 'bare Fastify' }));
process.once('SIGTERM', async () => {
  await app.close();
  await target?.dispose();
  process.exit(0);
});
