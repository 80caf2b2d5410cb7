import { type Db, type RecurringSeries, recurringOccurrences, recurringSeries } from '@laundry/db';
import { newYorkToday } from '@laundry/pricing';
import { RECURRING_MESSAGES } from '@laundry/validators/recurring';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { retryingTransaction } from '../orders/transactions';
import { cancelOrder } from '../payments/orderMoney/cancel';
import { customerContext, ownerOf } from './jobContext';
import { comingDates, seriesFor, seriesView } from './series';
import { skipLinkDate } from './skipLink';

/**
 * Skip one pick-up of a series (docs/decisions/0094-recurring-series.md): one of its coming dates, the next one when
 * none is named. A date not booked yet gets a `skipped` row, which the job then steps over; a booked one has its order
 * canceled through the order's own cancel (its hold released, the customer told) and is marked skipped.
 */
async function skipDate(ctx: Context, series: RecurringSeries, date: string | undefined): Promise<string> {
  if (series.status === 'ended') throw new AppError('CONFLICT', RECURRING_MESSAGES.ended);
  const today = newYorkToday(ctx.now().getTime());
  const { coming } = await comingDates(ctx.db, series, today);
  const target = date === undefined ? coming[0] : coming.find((c) => c.date === date);
  if (!target) throw new AppError('BAD_INPUT', RECURRING_MESSAGES.dateNotComing);
  if (target.orderId) {
    await cancelOrder(customerContext(ctx, ctx.actor), { orderId: target.orderId });
    await ctx.db
      .update(recurringOccurrences)
      .set({ status: 'skipped', reason: 'Skipped by the customer' })
      .where(and(eq(recurringOccurrences.seriesId, series.id), eq(recurringOccurrences.date, target.date)));
    return target.date;
  }
  const inserted = await retryingTransaction(ctx.db, (tx) =>
    tx
      .insert(recurringOccurrences)
      .values({
        seriesId: series.id,
        date: target.date,
        status: 'skipped',
        reason: 'Skipped by the customer',
      })
      .onConflictDoNothing()
      .returning({ id: recurringOccurrences.id }),
  );
  if (inserted.length === 0) {
    // The job claimed the date meanwhile: it is being booked now.
    throw new AppError('CONFLICT', RECURRING_MESSAGES.alreadyBooked);
  }
  return target.date;
}

/** POST /api/recurring/{id}/skip, recurring.skip: the customer's own series only. */
export async function skipSeries(ctx: Context, input: { id: string; date?: string | undefined }) {
  const series = await seriesFor(ctx, input.id, 'own');
  const skipped = await skipDate(ctx, series, input.date);
  return { skippedDate: skipped, series: await seriesView(ctx, (await reload(ctx.db, series.id)) ?? series) };
}

async function reload(db: Db, id: string) {
  const [row] = await db.select().from(recurringSeries).where(eq(recurringSeries.id, id));
  return row;
}

/**
 * The e-mail's "Skip this one" link (docs/decisions/0095-recurring-skip-link-and-texts.md): whoever holds it skips
 * the date it names, once, signed in or not; the link is spent.
 */
export async function skipByLink(ctx: Context, input: { id: string; token: string }) {
  const series = await reload(ctx.db, input.id);
  const date = series ? skipLinkDate(series, input.token, ctx.now()) : null;
  if (!series || !date) throw new AppError('NOT_FOUND', RECURRING_MESSAGES.skipLink);
  const owner = await ownerActor(ctx.db, series);
  const skipped = await skipDate({ ...ctx, actor: owner }, series, date);
  await ctx.db.update(recurringSeries).set({ skipLinkHash: null }).where(eq(recurringSeries.id, series.id));
  return { skippedDate: skipped };
}

const ownerActor = (db: Db, series: RecurringSeries) => ownerOf(db, series.userId);

/**
 * A SKIP text (docs/decisions/0095-recurring-skip-link-and-texts.md): skips the next pick-up of the active series
 * whose phone sent it (the nearest, when there are several). Null when the number has none.
 */
export async function skipBySms(ctx: Context, phoneKey: string): Promise<string | null> {
  if (phoneKey === '') return null;
  const candidates = await ctx.db
    .select()
    .from(recurringSeries)
    .where(and(eq(recurringSeries.phoneKey, phoneKey), eq(recurringSeries.status, 'active')))
    .orderBy(asc(recurringSeries.nextDate));
  const today = newYorkToday(ctx.now().getTime());
  let best: { series: RecurringSeries; date: string } | null = null;
  for (const series of candidates) {
    const { coming } = await comingDates(ctx.db, series, today);
    const first = coming[0];
    if (first && (!best || first.date < best.date)) best = { series, date: first.date };
  }
  if (!best) return null;
  const owner = await ownerActor(ctx.db, best.series);
  return skipDate({ ...ctx, actor: owner }, best.series, best.date);
}
