import { type Db, type Special, specials } from '@laundry/db';
import { newYorkToday } from '@laundry/pricing';
import {
  SPECIAL_MESSAGES,
  type SpecialStaffInput,
  type SpecialStaffUpdateInput,
  type StaffSpecialSortColumn,
  specialDatesIssue,
  specialExpiryIssue,
} from '@laundry/validators/specials';
import type { StaffListQuery } from '@laundry/validators/staffUsers';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Context, SessionUser } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { searchAcross } from '../catalog/listing';
import { promotionUses } from '../orders/promotionUses';
import { isUniqueViolation } from '../users/uniqueEmail';
import { orderBySortKey, page, type SortKey, sortText, staleEdit } from './lists';

/** docs/rules/records.md, Specials as staff see it: every special, expired ones too, with the row version. */
export type StaffSpecialView = Omit<Special, 'createdAt'> & { expired: boolean };

function view({ createdAt: _c, ...special }: Special, today: string): StaffSpecialView {
  return { ...special, code: special.code.toUpperCase(), expired: special.expirationDate < today };
}

function audited(special: Special): Record<string, unknown> {
  const { id: _id, version: _v, createdAt: _c, ...fields } = special;
  return fields;
}

// Numbers sort as numbers, with the specials of another discount kind after them.
const amount = (column: SQL | { getSQL(): SQL }) =>
  sql<string>`lpad(coalesce(${column}::numeric * 100, 999999999)::bigint::text, 12, '0')`;
const sortExpressions: Record<StaffSpecialSortColumn, SQL<string>> = {
  name: sortText(specials.name),
  code: sql<string>`lower(${specials.code})`,
  expirationDate: sql<string>`${specials.expirationDate}::text`,
  percentDiscount: amount(specials.percentDiscount),
  promotionalPriceCents: amount(specials.promotionalPriceCents),
  discountAmountCents: amount(specials.discountAmountCents),
  firstTimeOnly: sql<string>`${specials.firstTimeOnly}::text`,
};

/** docs/rules/staff-screens.md, Specials (staff): every special, sorted, searched by name or code, paged. */
export async function listStaffSpecials(db: Db, query: StaffListQuery<StaffSpecialSortColumn>, now: Date) {
  const sort: SortKey = { key: sortExpressions[query.sortby], id: specials.id, sortorder: query.sortorder };
  const rows = await db
    .select()
    .from(specials)
    .where(searchAcross(query.searchtext, [specials.name, specials.code]))
    .orderBy(...orderBySortKey(sort))
    .limit(query.limit + 1)
    .offset(query.skip);
  const today = newYorkToday(now.getTime());
  return page(
    rows.map((row) => view(row, today)),
    query.limit,
  );
}

/** One special, with how many orders not Canceled use it now (docs/decisions/0092-promotion-limits.md). */
export async function getStaffSpecial(
  db: Db,
  id: string,
  now: Date,
): Promise<StaffSpecialView & { uses: number }> {
  const [row] = await db.select().from(specials).where(eq(specials.id, id));
  if (!row) throw new AppError('NOT_FOUND', SPECIAL_MESSAGES.getFailed);
  const { total } = await promotionUses(db, id, null);
  return { ...view(row, newYorkToday(now.getTime())), uses: total };
}

/**
 * The form's groups of item flags only count for a ticked service (docs/rules/staff-screens.md, Specials:
 * the tailoring items appear only with tailoring, the dry-clean items only with dry clean).
 */
function stored(input: SpecialStaffInput) {
  const none = <T extends Record<string, boolean>>(flags: T) =>
    Object.fromEntries(Object.keys(flags).map((key) => [key, false])) as T;
  return {
    ...input,
    tailoringItems: input.services.tailoring ? input.tailoringItems : none(input.tailoringItems),
    dryCleanItems: input.services.dryClean ? input.dryCleanItems : none(input.dryCleanItems),
  };
}

const codeTaken = () => new AppError('CONFLICT', SPECIAL_MESSAGES.codeTaken);

/** docs/rules/pricing.md, Promotions: codes match case-insensitively, so no two specials share one in any case. */
async function assertCodeFree(tx: Db, code: string, exceptId: string | null): Promise<void> {
  const [clash] = await tx
    .select({ id: specials.id })
    .from(specials)
    .where(
      and(sql`lower(${specials.code}) = lower(${code})`, exceptId ? ne(specials.id, exceptId) : undefined),
    );
  if (clash) throw codeTaken();
}

async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two specials saved at once with the same code: the unique index on lower(code) settles it.
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

const summary = (special: Special) => `special ${special.code.toUpperCase()} (${special.name})`;

/** Add a Special (docs/rules/staff-screens.md, Specials). docs/rules/messages.md, Public site and accounts: validation: the expiration date cannot be before today. */
export async function createSpecial(
  ctx: Context,
  actor: SessionUser,
  input: SpecialStaffInput,
): Promise<StaffSpecialView> {
  const today = newYorkToday(ctx.now().getTime());
  const issue = specialExpiryIssue(input.expirationDate, today);
  if (issue) throw new AppError('BAD_INPUT', issue);
  return withCodeCheck(() =>
    ctx.db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code, null);
      const [created] = await tx.insert(specials).values(stored(input)).returning();
      await recordAudit(tx, actor, {
        kind: 'special',
        action: 'create',
        entityId: created!.id,
        summary: summary(created!),
        after: audited(created!),
      });
      return view(created!, today);
    }),
  );
}

async function lockSpecial(tx: Db, id: string): Promise<Special> {
  const [row] = await tx.select().from(specials).where(eq(specials.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', SPECIAL_MESSAGES.getFailed);
  return row;
}

/**
 * Saves a special's edit. A date moved before today is refused (docs/rules/messages.md, Public site and accounts: validation); an expired special keeps
 * its past date when other fields change (docs/decisions/0040-staff-specials.md).
 */
export async function updateSpecial(
  ctx: Context,
  actor: SessionUser,
  input: Omit<SpecialStaffUpdateInput, 'version'> & { version?: number | undefined },
): Promise<StaffSpecialView> {
  const { id, version, ...fields } = input;
  const today = newYorkToday(ctx.now().getTime());
  return withCodeCheck(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockSpecial(tx, id);
      if (version !== undefined && before.version !== version) throw staleEdit('special');
      const issue =
        (fields.expirationDate === before.expirationDate
          ? null
          : specialExpiryIssue(fields.expirationDate, today)) ??
        // docs/decisions/0092-promotion-limits.md: a start left out of the edit keeps the saved one.
        specialDatesIssue(
          fields.startDate === undefined ? before.startDate : fields.startDate,
          fields.expirationDate,
        );
      if (issue) throw new AppError('BAD_INPUT', issue);
      await assertCodeFree(tx, fields.code, id);
      const [after] = await tx
        .update(specials)
        .set({ ...stored(fields), version: sql`${specials.version} + 1` })
        .where(eq(specials.id, id))
        .returning();
      await recordAudit(tx, actor, {
        kind: 'special',
        action: 'update',
        entityId: id,
        summary: summary(after!),
        before: audited(before),
        after: audited(after!),
      });
      return view(after!, today);
    }),
  );
}

/** The day before `isoDate` ('YYYY-MM-DD'). */
function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Ends a special now: its last day becomes yesterday, so a customer who tries the code from now on is
 * told 'This promotion has expired.' rather than that the code is unknown, and staff keep the record
 * (docs/decisions/0040-staff-specials.md). A special already over is left as it is.
 */
export async function endSpecial(
  ctx: Context,
  actor: SessionUser,
  input: { id: string; version: number },
): Promise<StaffSpecialView> {
  const today = newYorkToday(ctx.now().getTime());
  return ctx.db.transaction(async (tx) => {
    const before = await lockSpecial(tx, input.id);
    if (before.version !== input.version) throw staleEdit('special');
    if (before.expirationDate < today) return view(before, today);
    const lastDay = dayBefore(today);
    // A special ended before its start starts on its new last day (docs/decisions/0092-promotion-limits.md).
    const startDate = before.startDate !== null && before.startDate > lastDay ? lastDay : before.startDate;
    const [after] = await tx
      .update(specials)
      .set({ expirationDate: lastDay, startDate, version: sql`${specials.version} + 1` })
      .where(eq(specials.id, input.id))
      .returning();
    await recordAudit(tx, actor, {
      kind: 'special',
      action: 'end',
      entityId: input.id,
      summary: summary(after!),
      before: { expirationDate: before.expirationDate },
      after: { expirationDate: after!.expirationDate },
    });
    return view(after!, today);
  });
}

export async function deleteSpecial(
  ctx: Context,
  actor: SessionUser,
  input: { id: string; version?: number | undefined },
): Promise<{ success: true }> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockSpecial(tx, input.id);
    if (input.version !== undefined && before.version !== input.version) throw staleEdit('special');
    // Orders that used the code keep it (orders.promo_code); their link to the row is cleared.
    await tx.delete(specials).where(eq(specials.id, input.id));
    await recordAudit(tx, actor, {
      kind: 'special',
      action: 'delete',
      entityId: input.id,
      summary: summary(before),
      before: audited(before),
    });
  });
  return { success: true };
}
