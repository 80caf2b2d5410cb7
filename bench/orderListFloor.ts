/**
 * The floor of bench:orderlist: what this machine gives, at the same concurrency and from the same request
 * thread, for the very statements the product ran. Each list, search and detail request of the product was
 * made once with its statements recorded (bench/statements.ts: the text, values and row mode node-postgres was
 * handed, the session's lookup included); a bare Fastify (no session cookie parsing, tRPC, zod, Drizzle or
 * security headers) replays a request's statements one after another on node-postgres, each prepared by name and
 * planned as the product's is (a statement the product sent without a name, for its values every time: its filters'
 * plans depend on them; bench/statements.ts), and answers their rows as JSON. The export's floor replays the
 * product's export the same way (its session, count, sorted numbers and first batch of rows before its first byte,
 * then its other batches), each batch's rows as PostgreSQL's text written as CSV lines. Measured beside the product so
 * that a target below the floor reads as one (bench/README.md; issue "Performance measured against the floor").
 */
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { ORDER_CSV_HEADERS } from '@laundry/api';
import Fastify from 'fastify';
import pg from 'pg';
import {
  nameOf,
  PLANNED_FOR_VALUES,
  type RecordedStatement,
  replayedOn,
  replayStatements,
} from './statements';

// Every value as PostgreSQL's text: nothing parsed, nothing formatted (the least an export can do).
const asText = { getTypeParser: () => (value: string) => value };
const cell = (value: string | null) =>
  value === null
    ? ''
    : value.includes('"') || value.includes(',') || value.includes('\n')
      ? `"${value.replaceAll('"', '""')}"`
      : value;

/** A statement's rows as CSV lines of PostgreSQL's text. */
async function csvLines(pool: pg.Pool, statement: RecordedStatement): Promise<string> {
  const { rows } = await pool.query({
    name: nameOf(statement.text),
    text: statement.text,
    values: statement.values,
    rowMode: 'array',
    types: asText,
  });
  return (rows as (string | null)[][]).map((row) => `${row.map(cell).join(',')}\n`).join('');
}

/**
 * Starts the bare server on a loopback port: `/floor/replay/:request` runs `requests[request]`'s statements,
 * `/floor/export` the export's `exportStatements` (filled before it is asked);
 * `close` stops it and its pool.
 */
export async function startFloorServer(
  databaseUrl: string,
  requests: RecordedStatement[][],
  exportStatements: RecordedStatement[],
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // The statements the product sends without a name are planned for their values on connections of their own.
  const planned = new pg.Pool({ connectionString: databaseUrl, max: 10, options: PLANNED_FOR_VALUES });
  const app = Fastify();
  app.get<{ Params: { request: string } }>('/floor/replay/:request', (request) =>
    replayStatements(pool, requests[Number(request.params.request)] ?? [], planned),
  );
  // The export's statements as the product ran them: the reads before its rows (the session, the count, the sorted
  // numbers) and its first batch of rows, all before the answer's first byte as in the product (which reads its first
  // batch before answering, so that a failure there is still a clean error: apps/server/src/rest/orderExport.ts); then
  // its other batches, each batch's rows written as CSV lines as it arrives.
  app.get('/floor/export', async (_request, reply) => {
    const rowsText = exportStatements.at(-1)?.text;
    const first = exportStatements.findIndex((statement) => statement.text === rowsText);
    await replayStatements(pool, exportStatements.slice(0, first), planned);
    const [firstBatch, ...otherBatches] = exportStatements.slice(first);
    const firstLines = firstBatch ? await csvLines(replayedOn(firstBatch, pool, planned), firstBatch) : '';
    async function* lines() {
      yield `${ORDER_CSV_HEADERS.join(',')}\n`;
      yield firstLines;
      for (const statement of otherBatches)
        yield await csvLines(replayedOn(statement, pool, planned), statement);
    }
    return reply.header('content-type', 'text/csv').send(Readable.from(lines()));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await Promise.all([pool.end(), planned.end()]);
    },
  };
}
