import {
  type Db,
  type Order,
  orders,
  type RecurringSeries,
  recurringOccurrences,
  recurringSeries,
  regionSettings,
} from '@laundry/db';
import { SERVICE_KEYS, type ServiceKey } from '@laundry/domain';
import { enqueueEmail, optOutKey, toE164 } from '@laundry/integrations';
import { newYorkToday } from '@laundry/pricing';
import {
  type CreateRecurringInput,
  RECURRING_LEAD_DAYS_DEFAULT,
  RECURRING_MESSAGES,
  type UpdateRecurringInput,
} from '@laundry/validators/recurring';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { type Context, isStaff, type SessionUser } from '../../context';
import { AppError, FORBIDDEN_MESSAGE } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { customerLanguage } from '../notifications/language';
import { requireUser } from '../orders/orderAccess';
import { draftFromOrder } from '../orders/records';
import { retryingTransaction } from '../orders/transactions';
import { listSavedCards } from '../payments/savedCards';
import { addDays, cadence, daysBetween, firstAfter, isServedWeekday, sameWeek, weekdayOfDate } from './dates';
import { seriesStartedEmail } from './messages';
import { issueSkipLink, skipLinkUrl } from './skipLink';

/** How many coming dates a series shows and a skip may name. */
const COMING_DATES = 6;

export const accountUrl = (publicUrl: string) => `${publicUrl}/app/account#recurring`;

/**
 * Who may touch a series (docs/decisions/0094-recurring-series.md): its customer; staff read any customer's and
 * may pause or end it; a Driver nothing. Another customer's series is answered as one that does not exist (404).
 */
function requireSeriesActor(ctx: Context): SessionUser {
  const user = requireUser(ctx.actor);
  if (user.role === 'Driver') throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  return user;
}

async function loadSeries(db: Db, id: string): Promise<RecurringSeries | null> {
  const [row] = await db.select().from(recurringSeries).where(eq(recurringSeries.id, id));
  return row ?? null;
}

/** The series, when this caller may act on it as `kind` says. */
async function seriesFor(ctx: Context, id: string, kind: 'own' | 'staffMay'): Promise<RecurringSeries> {
  const user = requireSeriesActor(ctx);
  const series = await loadSeries(ctx.db, id);
  const mine = series !== null && series.userId === user.id;
  if (series && (mine || (kind === 'staffMay' && isStaff(ctx.actor)))) return series;
  if (series && isStaff(ctx.actor)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  throw new AppError('NOT_FOUND', RECURRING_MESSAGES.notFound);
}

const requireNotEnded = (series: RecurringSeries) => {
  if (series.status === 'ended') throw new AppError('CONFLICT', RECURRING_MESSAGES.ended);
};

interface SeriesDraft {
  address: { firstName: string; email: string; phone: string; address: string; city: string; zip: string };
  [service: string]: unknown;
}
const draftOf = (series: RecurringSeries) => series.draft as unknown as SeriesDraft;

export const seriesServices = (draft: Record<string, unknown>): ServiceKey[] =>
  SERVICE_KEYS.filter((key) => draft[key] !== undefined && draft[key] !== null);

/** The pick-ups a skip may name: booked ones still ahead, then the cadence from `next_date`, less those skipped. */
async function comingDates(db: Db, series: RecurringSeries, today: string) {
  const occurrences = await db
    .select({
      date: recurringOccurrences.date,
      status: recurringOccurrences.status,
      orderId: recurringOccurrences.orderId,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
    })
    .from(recurringOccurrences)
    .leftJoin(orders, eq(orders.id, recurringOccurrences.orderId))
    .where(and(eq(recurringOccurrences.seriesId, series.id), gte(recurringOccurrences.date, today)))
    .orderBy(asc(recurringOccurrences.date));
  const byDate = new Map(occurrences.map((o) => [o.date, o]));
  const booked = occurrences
    .filter((o) => o.status === 'placed' && o.orderStatus !== 'Canceled')
    .map((o) => ({ date: o.date, orderId: o.orderId, orderNumber: o.orderNumber }));
  const ahead =
    series.status === 'ended'
      ? []
      : cadence(series.nextDate, series.everyWeeks, COMING_DATES)
          .filter((date) => date > today && !byDate.has(date))
          .map((date) => ({ date, orderId: null, orderNumber: null }));
  const skipped = occurrences.filter((o) => o.status === 'skipped').map((o) => o.date);
  return { coming: [...booked, ...ahead].slice(0, COMING_DATES), skipped };
}

/** A series as its customer and staff see it (the account page, the staff customer screen, REST). */
export async function seriesView(ctx: Context, series: RecurringSeries) {
  const today = newYorkToday(ctx.now().getTime());
  const { coming, skipped } = await comingDates(ctx.db, series, today);
  const draft = draftOf(series);
  return {
    id: series.id,
    userId: series.userId,
    status: series.status,
    everyWeeks: series.everyWeeks,
    weekday: series.weekday,
    pickUpHour: series.pickUpHour,
    deliveryHour: series.deliveryHour,
    region: series.region,
    services: seriesServices(draft),
    address: `${draft.address.address}, ${draft.address.city} ${draft.address.zip}`,
    sourceOrderId: series.sourceOrderId,
    comingDates: coming,
    skippedDates: skipped,
    createdAt: series.createdAt.toISOString(),
  };
}
export type SeriesView = Awaited<ReturnType<typeof seriesView>>;

async function viewsOf(ctx: Context, rows: RecurringSeries[]) {
  return Promise.all(rows.map((row) => seriesView(ctx, row)));
}

/** GET /api/user/recurring, recurring.list: the caller's own series, newest first. */
export async function listMySeries(ctx: Context): Promise<SeriesView[]> {
  const user = requireSeriesActor(ctx);
  const rows = await ctx.db
    .select()
    .from(recurringSeries)
    .where(eq(recurringSeries.userId, user.id))
    .orderBy(asc(recurringSeries.createdAt));
  return viewsOf(ctx, rows);
}

/** The staff customer screen: one customer's series (staff only). */
export async function listCustomerSeries(ctx: Context, userId: string): Promise<SeriesView[]> {
  requireSeriesActor(ctx);
  if (!isStaff(ctx.actor)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  const rows = await ctx.db
    .select()
    .from(recurringSeries)
    .where(eq(recurringSeries.userId, userId))
    .orderBy(asc(recurringSeries.createdAt));
  return viewsOf(ctx, rows);
}

/** The badge of an order booked by a series: its series and cadence, for whoever may read the order. */
export async function seriesOfOrder(ctx: Context, orderId: string) {
  const user = requireSeriesActor(ctx);
  const [row] = await ctx.db
    .select({
      id: recurringSeries.id,
      userId: recurringSeries.userId,
      everyWeeks: recurringSeries.everyWeeks,
    })
    .from(recurringSeries)
    .leftJoin(recurringOccurrences, eq(recurringOccurrences.seriesId, recurringSeries.id))
    .where(
      and(
        eq(recurringOccurrences.orderId, orderId),
        isStaff(ctx.actor) ? undefined : eq(recurringSeries.userId, user.id),
      ),
    );
  const [source] = row
    ? [row]
    : await ctx.db
        .select({
          id: recurringSeries.id,
          userId: recurringSeries.userId,
          everyWeeks: recurringSeries.everyWeeks,
        })
        .from(recurringSeries)
        .where(
          and(
            eq(recurringSeries.sourceOrderId, orderId),
            isStaff(ctx.actor) ? undefined : eq(recurringSeries.userId, user.id),
          ),
        );
  return source ? { seriesId: source.id, userId: source.userId, everyWeeks: source.everyWeeks } : null;
}

/**
 * Repeat a placed order (docs/decisions/0094-recurring-series.md): the customer's own, with an account and a saved
 * card (the first saved card, or the one named). Its address and services are copied, its weekday and windows kept;
 * the first repeat is `everyWeeks` after its pick-up. Guests cannot: they have no saved card.
 */
export async function createSeries(
  ctx: Context,
  input: CreateRecurringInput & { paymentMethodId?: string | undefined },
): Promise<SeriesView> {
  if (ctx.actor.kind !== 'user') throw new AppError('UNAUTHENTICATED', RECURRING_MESSAGES.needsAccount);
  const user = requireSeriesActor(ctx);
  if (user.role !== 'Customer') throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order || order.userId !== user.id || order.status === 'Canceled') {
    throw new AppError('NOT_FOUND', RECURRING_MESSAGES.orderNotRepeatable);
  }
  const cards = await listSavedCards(ctx, user);
  const card = input.paymentMethodId ? cards.find((c) => c.id === input.paymentMethodId) : cards[0];
  if (!card) throw new AppError('BAD_INPUT', RECURRING_MESSAGES.needsSavedCard);
  const weekday = weekdayOfDate(order.pickUpDate);
  if (!isServedWeekday(weekday)) throw new AppError('BAD_INPUT', RECURRING_MESSAGES.weekdayNotServed);
  const draft = seriesDraft(order);
  const today = newYorkToday(ctx.now().getTime());
  const nextDate = firstAfter(addDays(order.pickUpDate, input.everyWeeks * 7), input.everyWeeks, today);
  const phone = toE164(order.phone);
  return retryingTransaction(ctx.db, async (tx) => {
    const [existing] = await tx
      .select({ id: recurringSeries.id })
      .from(recurringSeries)
      .where(
        and(
          eq(recurringSeries.sourceOrderId, order.id),
          inArray(recurringSeries.status, ['active', 'paused']),
        ),
      );
    if (existing) throw new AppError('CONFLICT', RECURRING_MESSAGES.alreadyRepeats);
    const [created] = await tx
      .insert(recurringSeries)
      .values({
        userId: user.id,
        region: order.region,
        everyWeeks: input.everyWeeks,
        weekday,
        nextDate,
        pickUpHour: order.pickUpHour,
        // One delivery, at the later one's date and window when the order had two (docs/decisions/0094-recurring-series.md).
        deliveryHour:
          order.deliveryDate2 && order.deliveryHour2 !== null ? order.deliveryHour2 : order.deliveryHour,
        deliveryDays: Math.max(0, daysBetween(order.pickUpDate, order.deliveryDate2 ?? order.deliveryDate)),
        draft,
        paymentMethodId: card.id,
        sms: order.sms,
        phoneKey: phone ? optOutKey(phone) : '',
        sourceOrderId: order.id,
      })
      .returning();
    const series = created!;
    const link = issueSkipLink(series, nextDate);
    const [linked] = await tx
      .update(recurringSeries)
      .set({ skipLinkHash: link.hash, skipLinkDate: link.date, skipLinkExpiresAt: link.expiresAt })
      .where(eq(recurringSeries.id, series.id))
      .returning();
    await enqueueEmail(
      tx,
      seriesStartedEmail({
        to: order.email,
        firstName: order.firstName,
        everyWeeks: series.everyWeeks,
        date: nextDate,
        pickUpHour: series.pickUpHour,
        skipUrl: skipLinkUrl(ctx.auth.publicUrl, series.id, link.token),
        accountUrl: accountUrl(ctx.auth.publicUrl),
        language: await customerLanguage(tx, order.userId, order.language),
      }),
    );
    return seriesView({ ...ctx, db: tx }, linked!);
  });
}

/** The order's draft without its schedule and promo code: what each repeat is priced from, on the day's prices. */
function seriesDraft(order: Order): Record<string, unknown> {
  const { schedule: _schedule, promoCode: _promoCode, ...draft } = draftFromOrder(order);
  return JSON.parse(JSON.stringify(draft)) as Record<string, unknown>;
}

async function leadDaysOf(db: Db, region: RecurringSeries['region']): Promise<number> {
  const [row] = await db
    .select({ days: regionSettings.recurringLeadDays })
    .from(regionSettings)
    .where(eq(regionSettings.region, region));
  return row?.days ?? RECURRING_LEAD_DAYS_DEFAULT;
}

/** Locks the series row for a change; a change to an ended series is refused. */
async function lockSeries(tx: Db, id: string): Promise<RecurringSeries> {
  const [row] = await tx.select().from(recurringSeries).where(eq(recurringSeries.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', RECURRING_MESSAGES.notFound);
  requireNotEnded(row);
  return row;
}

async function auditStaff(ctx: Context, tx: Db, series: RecurringSeries, action: string, after: object) {
  if (!isStaff(ctx.actor) || ctx.actor.kind !== 'user') return;
  await recordAudit(tx, ctx.actor.user, {
    kind: 'customer',
    action,
    entityId: series.userId,
    summary: `Repeating pick-up ${series.id}`,
    before: { status: series.status },
    after: { ...after },
  });
}

/** Pause (or resume) a series: the customer, or staff. Resuming starts again at the next date of its cadence. */
export async function pauseSeries(ctx: Context, input: { id: string; paused: boolean }): Promise<SeriesView> {
  const found = await seriesFor(ctx, input.id, 'staffMay');
  requireNotEnded(found);
  const today = newYorkToday(ctx.now().getTime());
  const updated = await retryingTransaction(ctx.db, async (tx) => {
    const series = await lockSeries(tx, found.id);
    const status = input.paused ? 'paused' : 'active';
    if (series.status === status) return series;
    const nextDate = input.paused ? series.nextDate : firstAfter(series.nextDate, series.everyWeeks, today);
    const [row] = await tx
      .update(recurringSeries)
      .set({ status, nextDate, version: series.version + 1 })
      .where(eq(recurringSeries.id, series.id))
      .returning();
    await auditStaff(ctx, tx, series, input.paused ? 'recurringPaused' : 'recurringResumed', { status });
    return row!;
  });
  return seriesView(ctx, updated);
}

/** End a series, for good: the customer, or staff. Pick-ups already booked stay (each can be canceled). */
export async function endSeries(ctx: Context, input: { id: string }): Promise<SeriesView> {
  const found = await seriesFor(ctx, input.id, 'staffMay');
  requireNotEnded(found);
  const updated = await retryingTransaction(ctx.db, async (tx) => {
    const series = await lockSeries(tx, found.id);
    const [row] = await tx
      .update(recurringSeries)
      .set({ status: 'ended', endedAt: ctx.now(), skipLinkHash: null, version: series.version + 1 })
      .where(eq(recurringSeries.id, series.id))
      .returning();
    await auditStaff(ctx, tx, series, 'recurringEnded', { status: 'ended' });
    return row!;
  });
  return seriesView(ctx, updated);
}

const WINDOW_MESSAGE = 'Please choose a window we offer in your area.';

/**
 * Change a series (its customer only): how often, the weekday, the windows, the services kept and the wash and fold
 * weight. A new weekday starts in the week of the next date, or the one after when that day has passed.
 */
export async function updateSeries(ctx: Context, input: UpdateRecurringInput): Promise<SeriesView> {
  const found = await seriesFor(ctx, input.id, 'own');
  requireNotEnded(found);
  if (input.weekday !== undefined && !isServedWeekday(input.weekday)) {
    throw new AppError('BAD_INPUT', RECURRING_MESSAGES.weekdayNotServed);
  }
  const [settings] = await ctx.db
    .select()
    .from(regionSettings)
    .where(eq(regionSettings.region, found.region));
  if (settings && input.pickUpHour !== undefined) {
    if (input.pickUpHour < settings.firstPickUp || input.pickUpHour > settings.lastPickUp) {
      throw new AppError('BAD_INPUT', WINDOW_MESSAGE);
    }
  }
  if (settings && input.deliveryHour !== undefined && input.deliveryHour !== null) {
    if (input.deliveryHour < settings.firstDelivery || input.deliveryHour > settings.lastDelivery) {
      throw new AppError('BAD_INPUT', WINDOW_MESSAGE);
    }
  }
  const draft = { ...draftOf(found) } as Record<string, unknown>;
  if (input.services) {
    const present = seriesServices(draft);
    const keep = input.services.filter((key) => present.includes(key));
    if (keep.length === 0) throw new AppError('BAD_INPUT', RECURRING_MESSAGES.noService);
    for (const key of present) if (!keep.includes(key)) delete draft[key];
  }
  if (input.washFoldWeightLbs !== undefined) {
    const washFold = draft.washFold as { weightLbs: number } | undefined;
    if (!washFold) throw new AppError('BAD_INPUT', RECURRING_MESSAGES.noService);
    draft.washFold = { ...washFold, weightLbs: input.washFoldWeightLbs };
  }
  const today = newYorkToday(ctx.now().getTime());
  const lead = await leadDaysOf(ctx.db, found.region);
  const updated = await retryingTransaction(ctx.db, async (tx) => {
    const series = await lockSeries(tx, found.id);
    const everyWeeks = input.everyWeeks ?? series.everyWeeks;
    const weekday = input.weekday ?? series.weekday;
    let nextDate = series.nextDate;
    if (weekday !== series.weekday) {
      // Never before a date booked or about to be: the new day starts after the booking window.
      nextDate = firstAfter(sameWeek(series.nextDate, weekday), everyWeeks, addDays(today, lead - 1));
    }
    const [row] = await tx
      .update(recurringSeries)
      .set({
        everyWeeks,
        weekday,
        nextDate,
        pickUpHour: input.pickUpHour ?? series.pickUpHour,
        deliveryHour: input.deliveryHour === undefined ? series.deliveryHour : input.deliveryHour,
        draft,
        version: series.version + 1,
      })
      .where(eq(recurringSeries.id, series.id))
      .returning();
    return row!;
  });
  return seriesView(ctx, updated);
}

export { comingDates, seriesFor };
