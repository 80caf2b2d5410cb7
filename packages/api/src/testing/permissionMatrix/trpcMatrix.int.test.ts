import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { appRouter, createCaller } from '../../root';
import { testContext } from '../context';
import { expectedOutcome, type Outcome } from './accessLevels';
import { trpcMatrix } from './trpcMatrix';
import { ACTOR_NAMES, createWorld } from './world';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

function outcomeOf(error: unknown): Outcome | string {
  if (!(error instanceof TRPCError)) return `unexpected ${String(error)}`;
  if (error.code === 'UNAUTHORIZED') return 'unauthenticated';
  if (error.code === 'FORBIDDEN') return 'forbidden';
  if (error.cause instanceof AppError) return error.cause.code;
  return `${error.code}: ${error.message}`;
}

describe('permission matrix: tRPC procedures (docs/rules/roles.md, Who may do what)', () => {
  it('has an entry for every procedure of appRouter, and none for a procedure that is gone', () => {
    const procedures = Object.keys(appRouter._def.procedures).sort();
    expect(Object.keys(trpcMatrix).sort()).toEqual(procedures);
  });

  const cells = Object.entries(trpcMatrix).flatMap(([path, entry]) =>
    ACTOR_NAMES.map((actor) => [path, actor, expectedOutcome(entry, actor)] as const),
  );

  it.each(cells)('%s as %s: %s', async (path, actorName, expected) => {
    const world = await createWorld(database.db);
    const me = world[actorName];
    const caller = createCaller(testContext(database.db, me.actor));
    let outcome: Outcome | string = 'ok';
    try {
      await trpcMatrix[path]!.call({ caller, db: database.db, world, me });
    } catch (error) {
      outcome = outcomeOf(error);
    }
    expect(outcome).toBe(expected);
  });
});
