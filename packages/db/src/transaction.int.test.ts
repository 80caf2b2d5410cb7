import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, executeRows } from './database';
import { createTestDatabase } from './testing';
import { transaction } from './transaction';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table transaction_probe (label text not null)`);
});

afterAll(async () => {
  await database?.close();
});

const insert = (db: Db, label: string) =>
  db.execute(sql`insert into transaction_probe (label) values (${label})`);
const labels = async () =>
  (
    await executeRows<{ label: string }>(database.db, sql`select label from transaction_probe order by label`)
  ).map((row) => row.label);
const clear = () => database.db.execute(sql`delete from transaction_probe`);

describe('transaction (packages/db/src/transaction.ts)', () => {
  it('commits what its work wrote, and answers what the work answered', async () => {
    await clear();
    const answer = await transaction(database.db, async (tx) => {
      await insert(tx, 'kept');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await labels()).toEqual(['kept']);
  });

  it('rolls back everything when its work throws, and throws the same error', async () => {
    await clear();
    const failure = new Error('refused');
    await expect(
      transaction(database.db, async (tx) => {
        await insert(tx, 'lost');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await labels()).toEqual([]);
  });

  it('keeps what other sessions see apart until it commits', async () => {
    await clear();
    await transaction(database.db, async (tx) => {
      await insert(tx, 'pending');
      // PGlite has one connection: only PostgreSQL can look from outside the transaction while it is open.
      if (database.driver === 'pg') expect(await labels()).toEqual([]);
    });
    expect(await labels()).toEqual(['pending']);
  });

  it('makes a transaction inside it a savepoint: an inner failure undoes the inner work only', async () => {
    await clear();
    await transaction(database.db, async (tx) => {
      await insert(tx, 'outer');
      await expect(
        transaction(tx, async (inner) => {
          await insert(inner, 'inner, undone');
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      await expect(
        tx.transaction(async (inner) => {
          await insert(inner as unknown as Db, 'nested, undone');
          throw new Error('nested refused');
        }),
      ).rejects.toThrow('nested refused');
      await tx.transaction(async (inner) => {
        await insert(inner as unknown as Db, 'nested, kept');
      });
    });
    expect(await labels()).toEqual(['nested, kept', 'outer']);
  });

  it.runIf(process.env.TEST_DB_DRIVER === 'pg')(
    "hands the work its connection's own Db, the same object each time the connection is lent",
    async () => {
      const first = await transaction(database.db, async (tx) => tx);
      const second = await transaction(database.db, async (tx) => tx);
      // The pool lends the connection released last: the one the first transaction had.
      expect(second).toBe(first);
      expect(first).not.toBe(database.db);
      // Outside a transaction, that Db begins none of its own (a second BEGIN would commit the outer one early).
      expect(() => first.transaction(async () => {})).toThrow(
        'A connection Db begins no transaction of its own',
      );
    },
  );
});
