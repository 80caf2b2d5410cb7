import { sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from './database';
import { preparedRows, statementFamily } from './prepared';
import { orders } from './schema';

/** A prepared query that answers `rows` as a driver would, and the fields it was built with. */
function driverAnswering(rows: Record<string, unknown>[]) {
  const built: { fields?: Record<string, unknown> } = {};
  const build = (_db: Db, fields: Record<string, unknown>) => {
    built.fields = fields;
    return {
      all: async () => rows.map((row) => ({ ...row })),
    } as unknown as PgPreparedQuery<PreparedQueryConfig>;
  };
  return { build, built };
}

const columns = {
  orderNumber: orders.orderNumber,
  address: orders.address,
  createdAt: orders.createdAt,
  orderServices: orders.orderServices,
  firstName: orders.firstName,
  placedAt: sql<string>`'2030-01-01 10:00'`.as('placed_at'),
};
const db = {} as Db;

describe('preparedRows (packages/db/src/prepared.ts)', () => {
  it('selects every field under its own key', async () => {
    const { build, built } = driverAnswering([]);
    await preparedRows(columns, build)(db, {});
    expect(Object.keys(built.fields!)).toEqual(Object.keys(columns));
  });

  it('decodes what a driver left as text, as the columns decode it', async () => {
    const { build } = driverAnswering([
      {
        orderNumber: '10001',
        address: '{"city":"New York"}',
        createdAt: '2030-01-02 15:04:05.123+00',
        orderServices: '{washFold,dryClean}',
        firstName: 'Ana',
        placedAt: '2030-01-01 10:00',
      },
    ]);
    const [row] = await preparedRows<Record<string, unknown>>(columns, build)(db, {});
    expect(row).toEqual({
      orderNumber: 10001,
      address: { city: 'New York' },
      createdAt: new Date('2030-01-02T15:04:05.123Z'),
      orderServices: ['washFold', 'dryClean'],
      firstName: 'Ana',
      placedAt: '2030-01-01 10:00',
    });
  });

  it('keeps what a driver already parsed, and nulls', async () => {
    const address = { city: 'Miami' };
    const { build } = driverAnswering([
      {
        orderNumber: 10002,
        address,
        createdAt: null,
        orderServices: ['tailoring'],
        firstName: null,
        placedAt: null,
      },
    ]);
    const [row] = await preparedRows<Record<string, unknown>>(columns, build)(db, {});
    expect(row).toEqual({
      orderNumber: 10002,
      address,
      createdAt: null,
      orderServices: ['tailoring'],
      firstName: null,
      placedAt: null,
    });
  });
});

describe('statementFamily (packages/db/src/prepared.ts)', () => {
  it('makes a statement once for each signature, numbering them in the order they were first asked for', () => {
    const made: string[] = [];
    const statementFor = statementFamily(
      (sort: { sortBy: string; sortOrder: string }) => `${sort.sortBy}_${sort.sortOrder}`,
      (sort, ordinal) => {
        made.push(`${sort.sortBy}_${sort.sortOrder}`);
        return { name: `statement_${ordinal}` };
      },
    );
    const pickUp = statementFor({ sortBy: 'pickUp', sortOrder: 'desc' });
    const status = statementFor({ sortBy: 'status', sortOrder: 'asc' });
    expect(statementFor({ sortBy: 'pickUp', sortOrder: 'desc' })).toBe(pickUp);
    expect(pickUp).toEqual({ name: 'statement_1' });
    expect(status).toEqual({ name: 'statement_2' });
    expect(made).toEqual(['pickUp_desc', 'status_asc']);
  });
});
