/**
 * One server for `npm run bench:http`, in a process of its own so the load generator does not share its
 * thread: `bare` (Fastify answering "hello world"), `floor` (Fastify answering, on each path, the bytes the product
 * answered it, from memory: the file of answers is the next argument), `pglite` or `postgres` (the product, buildApp,
 * on a fresh seeded database; postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL). Prints its URL as one JSON
 * line, and stops on SIGTERM.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_POOL_MAX } from '@laundry/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { type BenchTarget, benchLogger, pgliteTarget, postgresTarget } from './targets';

/** What the product answered on one path, for the floor to answer the same bytes. */
export interface CapturedAnswer {
  pathname: string;
  contentType: string;
  bodyBase64: string;
}

const kind = process.argv[2];
let target: BenchTarget | undefined;
let app: FastifyInstance;

if (kind === 'bare') {
  app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
} else if (kind === 'floor') {
  app = Fastify();
  const answers = JSON.parse(readFileSync(process.argv[3] as string, 'utf8')) as CapturedAnswer[];
  for (const answer of answers) {
    const body = Buffer.from(answer.bodyBase64, 'base64');
    app.get(answer.pathname, (_request, reply) => {
      reply.type(answer.contentType).send(body);
    });
  }
} else if (kind === 'pglite' || kind === 'postgres') {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && !adminUrl)
    throw new Error('postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  target =
    kind === 'pglite' ? await pgliteTarget() : await postgresTarget(adminUrl as string, DEFAULT_POOL_MAX);
  app = await buildApp({ database: target.database, logger: benchLogger() });
} else {
  throw new Error('Usage: httpServer.ts bare|floor <answers.json>|pglite|postgres');
}

const url = await app.listen({ port: 0, host: '127.0.0.1' });
const names: Record<string, string> = {
  bare: 'bare Fastify',
  floor: 'bare Fastify, the same bytes from memory',
};
console.log(JSON.stringify({ url, name: target?.name ?? names[kind] }));
process.once('SIGTERM', async () => {
  await app.close();
  await target?.dispose();
  process.exit(0);
});
