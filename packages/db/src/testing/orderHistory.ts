/**
 * A chain's order history for the benchmarks (bench/) and the tests of the orders list's plans: test and benchmark
 * code only, never the running product's.
 */
import pg from 'pg';

const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jamal',
  'Kim',
  'Luis',
  'Maya',
  'Nate',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Xavier',
  'Yara',
  'Zoe',
  'Abel',
  'Bianca',
  'Chen',
  'Dina',
  'Emil',
  'Fatima',
  'Gus',
  'Hana',
  'Ivan',
  'Julia',
  'Kofi',
  'Lena',
  'Milo',
  'Nora',
];
const LAST = [
  'Smith',
  'Garcia',
  'Nguyen',
  'Cohen',
  'Rossi',
  'Kim',
  'Patel',
  'Okafor',
  'Silva',
  'Murphy',
  'Khan',
  'Lopez',
  'Schmidt',
  'Ivanova',
  'Tanaka',
  'Haddad',
  'Jensen',
  'Novak',
  'Moreau',
  'Costa',
  'Brown',
  'Walker',
  'Young',
  'Reyes',
  'Chowdhury',
  'Morales',
  'Park',
  'Fischer',
  'Greco',
  'Dubois',
  'Larsen',
  'Singh',
  'Ali',
  'Baker',
  'Castro',
  'Diaz',
  'Evans',
  'Flores',
  'Gray',
  'Hughes',
];
const STREETS = [
  'Broadway',
  'Amsterdam Ave',
  'Columbus Ave',
  'Lexington Ave',
  'Park Ave',
  'Madison Ave',
  'West End Ave',
  'Riverside Dr',
  'Orchard St',
  'Delancey St',
  'Bleecker St',
  'Hudson St',
  'Greenwich St',
  'Canal St',
  'Bedford Ave',
  'Court St',
  'Atlantic Ave',
  'Flatbush Ave',
  'Henry St',
  'Clinton St',
  'Grand St',
  'Houston St',
  'Spring St',
  'Prince St',
  'Mercer St',
  'Lafayette St',
  'Bowery',
  'Essex St',
  'Ludlow St',
  'Rivington St',
];

const sqlArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

/** `n`'s status: mostly settled, as in a chain's history, with every status present. */
const STATUS_OF_N = `case
  when s.id is null then 'Unassigned'
  when (n::bigint * 7919) % 100 < 50 then 'Payment Processed'
  when (n::bigint * 7919) % 100 < 60 then 'Completed'
  when (n::bigint * 7919) % 100 < 65 then 'Canceled'
  when (n::bigint * 7919) % 100 < 70 then 'Refund Processed'
  when (n::bigint * 7919) % 100 < 78 then 'New'
  when (n::bigint * 7919) % 100 < 82 then 'En Route for Pick Up'
  when (n::bigint * 7919) % 100 < 86 then 'In Progress'
  when (n::bigint * 7919) % 100 < 90 then 'En Route for Delivery'
  when (n::bigint * 7919) % 100 < 93 then 'Awaiting Authorization'
  when (n::bigint * 7919) % 100 < 95 then 'Reauthorized'
  else 'Pending Authorization' end`;

/**
 * Seeds `customers` customer accounts and `count` orders over the seeded stores in a few set-based
 * statements (generate_series), with the order indexes dropped during the load and built again after,
 * as a bulk load is done: names, e-mails, phones and streets varied enough for the search to mean
 * something, dates from 2024-01-01 over `days` days (about three years unless told) rising with the order number (rows go in in `n` order, so the
 * order numbers follow it), ~3% unassigned, ~20% guests.
 */
export async function seedOrders(
  url: string,
  count: number,
  customers: number,
  log: (line: string) => void,
  days = 1100,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, statement: string) => {
    const started = performance.now();
    await client.query(statement);
    log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query(`set maintenance_work_mem = '512MB'`);
    await step(
      `${customers} customers`,
      `insert into users (email, first_name, last_name, role)
       select 'customer' || n || '@bench.test', (${sqlArray(FIRST)})[1 + n % ${FIRST.length}],
              (${sqlArray(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}], 'Customer'
         from generate_series(1, ${customers}) as n`,
    );
    await client.query(`create temp table bench_customers as
      select id, row_number() over (order by email) as rn from users where email like 'customer%@bench.test'`);
    await client.query(`create temp table bench_stores as
      select id, row_number() over (order by id) as rn from locations`);
    const stores = Number((await client.query('select count(*) as n from bench_stores')).rows[0].n);
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'orders'
          and indexname not in (select conname from pg_constraint where conrelid = 'orders'::regclass)`,
    );
    for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
    await step(
      `${count} orders over ${stores} stores`,
      `insert into orders (user_id, guest_email, status, location_id, address, first_name, email, phone,
         pick_up_date, pick_up_hour, delivery_date, delivery_hour, delivery_date_2, delivery_hour_2,
         multiple_deliveries, is_express_delivery, order_services, services_subtotal_cents, gratuity_cents,
         quote_total_cents, amount_authorized_cents, captured_cents, payment_provider, payment_intent_id,
         authorized_at, created_at, updated_at)
       select c.id, case when c.id is null then email end, ${STATUS_OF_N}, s.id,
              jsonb_build_object('address', street, 'address2', null, 'city', 'New York', 'state', 'NY',
                'zip', '10001', 'email', email, 'firstName', name, 'phone', phone, 'florida', false),
              name, email, phone, pick_up, 7 + n % 15, pick_up + 1 + n % 4,
              case when n % 20 = 0 then null else 7 + (n * 7) % 15 end,
              case when n % 25 = 0 then pick_up + 6 end, case when n % 25 = 0 then 12 end,
              n % 25 = 0, n % 20 = 0,
              case n % 6 when 0 then array['washFold'] when 1 then array['dryClean']
                when 2 then array['washFold', 'dryClean'] when 3 then array['washPress']
                when 4 then array['tailoring'] else array['comforter'] end,
              2900 + n % 5000, (n % 4) * 250, 3400 + n % 5000, (3400 + n % 5000) * 3 / 2,
              case when (n::bigint * 7919) % 100 < 50 then 3400 + n % 5000 else 0 end,
              'simulated', 'pi_bench_' || n, created, created, created
         from generate_series(1, ${count}) as n
         cross join lateral (select
              (${sqlArray(FIRST)})[1 + n % ${FIRST.length}] || ' ' ||
                (${sqlArray(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}] as name,
              (1 + (n * 31) % 2000) || ' ' || (${sqlArray(STREETS)})[1 + n % ${STREETS.length}] as street,
              '(' || (200 + n % 700) || ') 555-' || lpad((n % 10000)::text, 4, '0') as phone,
              date '2024-01-01' + (n::bigint * ${days} / ${count})::int + n % 3 as pick_up,
              timestamptz '2024-01-01' + (n::bigint * ${days} / ${count}) * interval '1 day' as created) as f
         cross join lateral (select lower(replace(name, ' ', '.')) || n || '@example.com' as email) as e
         left join bench_customers c on c.rn = 1 + n % ${customers} and n % 5 <> 0
         left join bench_stores s on s.rn = 1 + n % ${stores} and n % 33 <> 0
         order by n`,
    );
    for (const index of indexes) await step(`index ${index.indexname}`, index.indexdef);
    await step('vacuum analyze', 'vacuum analyze orders');
    await client.query('analyze users');
  } finally {
    await client.end();
  }
}
