/**
 * The floor of bench:orderlist: what this machine gives, at the same concurrency and from the same request
 * thread, for the least a list page or an order detail can do. A bare Fastify (no session cookie parsing,
 * tRPC, zod, Drizzle or security headers) runs the same statements with node-postgres, each prepared by
 * name: the session's row with its user, then the screen's 76 rows sorted by order number, or one order
 * with its store. Measured beside the product so that a target below the floor reads as one (bench/README.md).
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';

const SESSION = `select s.*, u.* from sessions s left join users u on u.id = s.user_id where s.id = $1`;
const LIST = `select o.id, o.order_number, o.first_name, o.email, o.order_services, o.pick_up_date,
  o.pick_up_hour, o.delivery_date, o.delivery_hour, coalesce(o.delivery_hour, o.pick_up_hour + 3),
  o.delivery_date_2, o.delivery_hour_2, o.is_express_delivery, o.gratuity_cents, o.status, o.location_id,
  l.name as location_name, o.quote_total_cents
  from orders o left join locations l on l.id = o.location_id order by o.order_number desc limit 76`;
const DETAIL = `select o.*, l.id as store_id, l.name as store_name from orders o
  left join locations l on l.id = o.location_id where o.id = $1`;

/** Starts the bare server on a loopback port; `close` stops it and its pool. */
export async function startFloorServer(databaseUrl: string, sessionId: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  const session = () => pool.query({ name: 'floor_session', text: SESSION, values: [sessionId] });
  app.get('/floor/list', async () => {
    await session();
    const { rows } = await pool.query({ name: 'floor_list', text: LIST });
    return { rows: rows.slice(0, 75), hasMore: rows.length > 75 };
  });
  app.get<{ Querystring: { id: string } }>('/floor/detail', async (request) => {
    await session();
    const { rows } = await pool.query({ name: 'floor_detail', text: DETAIL, values: [request.query.id] });
    return rows[0];
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
