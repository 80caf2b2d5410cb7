import { REGIONS, type Region, SERVICE_KEYS, type ServiceKey } from '@laundry/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** The regions and the services, from their one definition (packages/domain/src/regions.ts, services.ts). */
export { REGIONS, type Region, SERVICE_KEYS, type ServiceKey };

/**
 * Raw bytes (session secret hashes). node-postgres hands back a Buffer and PGlite a Uint8Array;
 * both are Uint8Array, which is what callers get.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  toDriver(value) {
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
  fromDriver(value) {
    return value instanceof Uint8Array ? new Uint8Array(value) : new Uint8Array(Buffer.from(value));
  },
});

/** A point in time, always with its zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Optimistic concurrency for staff forms: a save carries the version it loaded and is refused when the
 * row has moved on (docs/decisions: staff edits never overwrite each other silently).
 */
export const rowVersion = () => integer('version').notNull().default(1);

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  timestampTz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * `column IN ('a', 'b')` for a CHECK constraint. Values are inlined as literals because a CHECK
 * cannot take parameters; they are constants of this package, never user input.
 */
export function isOneOf(column: AnyColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

/** A whole-hour time window, 7 (7-8am) to 21 (9-10pm); docs/rules/scheduling.md, Time windows. */
export function isTimeWindowHour(column: AnyColumn): SQL {
  return sql`${column} between 7 and 21`;
}
