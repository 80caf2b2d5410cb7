/**
 * The floor of bench:orderlist: what this machine gives, at the same concurrency and from the same request
 * thread, for the very statements the product ran. Each list, search and detail request of the product was
 * made once with its statements recorded (bench/statements.ts: the text, values and row mode node-postgres was
 * handed, the session's lookup included); a bare Fastify (no session cookie parsing, tRPC, zod, Drizzle or
 * security headers) replays a request's statements one after another on node-postgres, each prepared by name,
 * and answers their rows as JSON. The export's floor reads the same columns of the same 100,000 orders in
 * batches of 2,000 by order number and writes them as CSV lines, after the session's lookup. Measured beside
 * the product so that a target below the floor reads as one (bench/README.md; issue "Performance measured
 * against the floor").
 */
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import pg from 'pg';
import { type RecordedStatement, replayStatements } from './statements';

const SESSION = `select s.*, u.* from sessions s left join users u on u.id = s.user_id where s.id = $1`;
const EXPORT_NUMBERS = `select order_number from orders where pick_up_date between $1 and $2
  order by order_number desc`;
const EXPORT_ROWS = `select o.order_number, o.first_name, o.email, o.phone, o.address, o.order_services,
  o.pick_up_date, o.pick_up_hour, o.delivery_date, coalesce(o.delivery_hour, o.pick_up_hour + 3),
  o.delivery_date_2, o.delivery_hour_2, o.is_express_delivery, o.gratuity_cents, o.quote_total_cents,
  o.final_order_total_cents, o.amount_authorized_cents, o.captured_cents, o.refunded_cents, o.status,
  l.name as location_name, o.created_at
  from orders o left join locations l on l.id = o.location_id where o.order_number = any($1)`;

// Every value as PostgreSQL's text: nothing parsed, nothing formatted (the least an export can do).
const asText = { getTypeParser: () => (value: string) => value };
const cell = (value: string | null) =>
  value === null
    ? ''
    : value.includes('"') || value.includes(',') || value.includes('\n')
      ? `"${value.replaceAll('"', '""')}"`
      : value;

/**
 * Starts the bare server on a loopback port: `/floor/replay/:request` runs `requests[request]`'s statements;
 * `close` stops it and its pool.
 */
export async function startFloorServer(
  databaseUrl: string,
  sessionId: string,
  requests: RecordedStatement[][],
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  const session = () => pool.query({ name: 'floor_session', text: SESSION, values: [sessionId] });
  app.get<{ Params: { request: string } }>('/floor/replay/:request', (request) =>
    replayStatements(pool, requests[Number(request.params.request)] ?? []),
  );
  app.get<{ Querystring: { startDate: string; endDate: string } }>(
    '/floor/export',
    async (request, reply) => {
      await session();
      const { startDate, endDate } = request.query;
      const numbers = await pool.query({
        name: 'floor_export_numbers',
        text: EXPORT_NUMBERS,
        rowMode: 'array',
        values: [startDate, endDate],
      });
      const sorted = numbers.rows.map((row) => row[0] as number);
      async function* lines() {
        yield 'order,name,email,phone,address,services,pick-up,hour,delivery,hour,delivery 2,hour 2,express,tip,quote,final,authorized,captured,refunded,status,location,created\n';
        for (let start = 0; start < sorted.length; start += 2000) {
          const slice = sorted.slice(start, start + 2000);
          const { rows } = await pool.query({
            name: 'floor_export_rows',
            text: EXPORT_ROWS,
            rowMode: 'array',
            types: asText,
            values: [slice],
          });
          const byNumber = new Map(rows.map((row) => [row[0] as string, row as (string | null)[]]));
          yield slice
            .map((number) => `${(byNumber.get(String(number)) ?? []).map(cell).join(',')}\n`)
            .join('');
        }
      }
      return reply.header('content-type', 'text/csv').send(Readable.from(lines()));
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
