import { createHash } from 'node:crypto';
import {
  type Db,
  type RecurringOccurrence,
  type RecurringSeries,
  type RegionSettings,
  recurringOccurrences,
  recurringSeries,
  regionSettings,
} from '@laundry/db';
import { enqueueEmail, enqueueSms, toE164 } from '@laundry/integrations';
import { earliestDeliveryDate, newYorkToday } from '@laundry/pricing';
import { type OrderDraft, orderDraftSchema } from '@laundry/validators/order';
import { RECURRING_LEAD_DAYS_DEFAULT } from '@laundry/validators/recurring';
import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { isAppError } from '../../errors';
import { customerLanguage } from '../notifications/language';
import { placeOrder } from '../orders/placeOrder';
import { retryingTransaction } from '../orders/transactions';
import { addDays, deliveryDateFor } from './dates';
import { customerContext, ownerOf } from './jobContext';
import { declinedEmail, nextBookedEmail, nextBookedText } from './messages';
import { accountUrl, seriesServices } from './series';
import { issueSkipLink, skipLinkUrl } from './skipLink';

/** Series claimed per run, and how long a claim stands before another run may take it over. */
const CLAIMS_PER_RUN = 20;
export const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * The checkout key of one date of one series: a UUID made from both, so a run that takes over a lapsed claim places
 * the same checkout again and gets the order that is already there (docs/rules/money.md, Idempotency).
 */
export function occurrenceKey(seriesId: string, date: string): string {
  const hex = createHash('sha256').update(`recurring:${seriesId}:${date}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What the job needs of the server it runs in: the context of a request, without the request. */
export type JobContext = Omit<Context, 'actor'>;

/** Test seams: each may throw to abort the run where it stands (a crash, simulated deterministically). */
export interface JobFaults {
  /** Inside the claim's transaction, after its rows are written: throwing rolls the claim back. */
  afterClaim?: (claimed: RecurringOccurrence[]) => Promise<void>;
  /** After the order is placed, before the date is marked booked. */
  afterPlace?: (occurrence: RecurringOccurrence) => Promise<void>;
}

export interface RecurringRunOutcome {
  placed: number;
  declined: number;
  failed: number;
  skipped: number;
}

/**
 * One run of the recurring job (docs/decisions/0094-recurring-series.md), safe on every app server at once:
 * 1. claim: in one transaction, active series whose next date is within their region's lead days are locked
 *    (`FOR UPDATE SKIP LOCKED`), a `claimed` row is written for (series, date) (unique; a date skipped already has its
 *    row, and is stepped over) and the series moves to its next date; lapsed claims of crashed runs are taken over;
 * 2. book: each claimed date goes through the checkout (`placeOrder`, the same pricing and hold as a customer's),
 *    keyed by (series, date), outside any transaction; the date is then marked placed (or declined, or failed) with
 *    the customer's e-mail and text in one transaction.
 */
export async function runRecurringJob(
  ctx: JobContext,
  options: { faults?: JobFaults; log?: { warn(obj: object, msg: string): void } } = {},
): Promise<RecurringRunOutcome> {
  const outcome: RecurringRunOutcome = { placed: 0, declined: 0, failed: 0, skipped: 0 };
  const now = ctx.now();
  const claimed = [...(await claimDue(ctx.db, now, options.faults)), ...(await takeOverLapsed(ctx.db, now))];
  for (const occurrence of claimed) {
    try {
      const result = await book(ctx, occurrence, options.faults);
      outcome[result] += 1;
    } catch (error) {
      // Left claimed: a later run takes it over once the claim lapses, with the same checkout key.
      options.log?.warn(
        { err: error, seriesId: occurrence.seriesId, date: occurrence.date },
        'recurring pick-up not booked; tried again later',
      );
    }
  }
  return outcome;
}

async function claimDue(db: Db, now: Date, faults: JobFaults | undefined): Promise<RecurringOccurrence[]> {
  const today = newYorkToday(now.getTime());
  const until = new Date(now.getTime() + CLAIM_LEASE_MS);
  return retryingTransaction(db, async (tx) => {
    const due = await tx
      .select({ series: recurringSeries })
      .from(recurringSeries)
      .leftJoin(regionSettings, eq(regionSettings.region, recurringSeries.region))
      .where(
        and(
          eq(recurringSeries.status, 'active'),
          lte(
            recurringSeries.nextDate,
            sql`(${today}::date + coalesce(${regionSettings.recurringLeadDays}, ${RECURRING_LEAD_DAYS_DEFAULT}))::date`,
          ),
        ),
      )
      .orderBy(asc(recurringSeries.nextDate))
      .limit(CLAIMS_PER_RUN)
      .for('update', { of: recurringSeries, skipLocked: true });
    const claimed: RecurringOccurrence[] = [];
    for (const { series } of due) {
      const date = series.nextDate;
      // A date already past (the servers were down) is not booked late: it is recorded and stepped over.
      const missed = date <= today;
      const [row] = await tx
        .insert(recurringOccurrences)
        .values({
          seriesId: series.id,
          date,
          status: missed ? 'failed' : 'claimed',
          claimedUntil: missed ? null : until,
          reason: missed ? 'The pick-up date passed before it could be booked.' : null,
        })
        .onConflictDoNothing()
        .returning();
      await tx
        .update(recurringSeries)
        .set({ nextDate: addDays(date, series.everyWeeks * 7) })
        .where(eq(recurringSeries.id, series.id));
      if (row && row.status === 'claimed') claimed.push(row);
    }
    await faults?.afterClaim?.(claimed);
    return claimed;
  });
}

async function takeOverLapsed(db: Db, now: Date): Promise<RecurringOccurrence[]> {
  const until = new Date(now.getTime() + CLAIM_LEASE_MS);
  return retryingTransaction(db, async (tx) => {
    const lapsed = await tx
      .select({ id: recurringOccurrences.id })
      .from(recurringOccurrences)
      .where(and(eq(recurringOccurrences.status, 'claimed'), lt(recurringOccurrences.claimedUntil, now)))
      .orderBy(asc(recurringOccurrences.claimedUntil))
      .limit(CLAIMS_PER_RUN)
      .for('update', { skipLocked: true });
    const taken: RecurringOccurrence[] = [];
    for (const { id } of lapsed) {
      const [row] = await tx
        .update(recurringOccurrences)
        .set({ claimedUntil: until })
        .where(eq(recurringOccurrences.id, id))
        .returning();
      if (row) taken.push(row);
    }
    return taken;
  });
}

/** The checkout draft of one date: the series' copy with that date's schedule. */
function draftFor(series: RecurringSeries, date: string, settings: RegionSettings | undefined): OrderDraft {
  const express = series.draft.isExpressDelivery === true;
  // Never before the services' earliest delivery (docs/rules/scheduling.md, Delivery), whatever the weekday.
  const earliest = settings ? earliestDeliveryDate(date, seriesServices(series.draft), settings) : date;
  const later = deliveryDateFor(date, series.deliveryDays);
  const deliveryDate = later >= earliest ? later : deliveryDateFor(earliest, 0);
  return orderDraftSchema.parse({
    ...series.draft,
    schedule: {
      pickUpDate: date,
      pickUpHour: series.pickUpHour,
      deliveryDate: express ? date : deliveryDate,
      deliveryHour: express ? null : series.deliveryHour,
      deliveryDate2: null,
      deliveryHour2: null,
      multipleDeliveries: false,
    },
  });
}

type BookResult = 'placed' | 'declined' | 'failed' | 'skipped';

async function settle(
  db: Db,
  occurrence: RecurringOccurrence,
  values: Partial<Pick<RecurringOccurrence, 'status' | 'orderId' | 'reason'>>,
  notify: (tx: Db) => Promise<void> = async () => {},
): Promise<boolean> {
  return retryingTransaction(db, async (tx) => {
    const [row] = await tx
      .update(recurringOccurrences)
      .set({ ...values, claimedUntil: null })
      .where(and(eq(recurringOccurrences.id, occurrence.id), eq(recurringOccurrences.status, 'claimed')))
      .returning({ id: recurringOccurrences.id });
    if (!row) return false;
    await notify(tx);
    return true;
  });
}

async function book(
  ctx: JobContext,
  occurrence: RecurringOccurrence,
  faults?: JobFaults,
): Promise<BookResult> {
  const [series] = await ctx.db
    .select()
    .from(recurringSeries)
    .where(eq(recurringSeries.id, occurrence.seriesId));
  if (series?.status !== 'active') {
    await settle(ctx.db, occurrence, {
      status: 'skipped',
      reason: 'The repeating pick-up was paused or ended.',
    });
    return 'skipped';
  }
  const actor = await ownerOf(ctx.db, series.userId);
  const checkout = customerContext({ ...ctx, actor }, actor);
  const [settings] = await ctx.db
    .select()
    .from(regionSettings)
    .where(eq(regionSettings.region, series.region));
  const draft = draftFor(series, occurrence.date, settings);
  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    placed = await placeOrder(checkout, {
      order: draft,
      paymentMethodId: series.paymentMethodId,
      saveCard: false,
      sms: series.sms,
      clientQuoteTotalCents: 0,
      idempotencyKey: occurrenceKey(series.id, occurrence.date),
    });
  } catch (error) {
    if (!isAppError(error) || error.code === 'INTERNAL' || error.code === 'UNAVAILABLE') throw error;
    const declined = error.code === 'PAYMENT_FAILED';
    const publicUrl = ctx.auth.publicUrl;
    await settle(
      ctx.db,
      occurrence,
      { status: declined ? 'declined' : 'failed', reason: error.message },
      async (tx) => {
        if (!declined) return;
        await enqueueEmail(
          tx,
          declinedEmail({
            to: draft.address.email,
            firstName: draft.address.firstName,
            date: occurrence.date,
            cardUrl: `${publicUrl}/app/account#payment`,
            language: await customerLanguage(tx, series.userId),
          }),
        );
      },
    );
    return declined ? 'declined' : 'failed';
  }
  await faults?.afterPlace?.(occurrence);
  const link = issueSkipLink(series, occurrence.date);
  await settle(ctx.db, occurrence, { status: 'placed', orderId: placed.orderId }, async (tx) => {
    await tx
      .update(recurringSeries)
      .set({ skipLinkHash: link.hash, skipLinkDate: link.date, skipLinkExpiresAt: link.expiresAt })
      .where(eq(recurringSeries.id, series.id));
    const notice = {
      to: draft.address.email,
      firstName: draft.address.firstName,
      everyWeeks: series.everyWeeks,
      date: occurrence.date,
      pickUpHour: series.pickUpHour,
      skipUrl: skipLinkUrl(ctx.auth.publicUrl, series.id, link.token),
      accountUrl: accountUrl(ctx.auth.publicUrl),
      orderNumber: placed.orderNumber,
      language: await customerLanguage(tx, series.userId),
    };
    await enqueueEmail(tx, nextBookedEmail(notice));
    const to = series.sms ? toE164(draft.address.phone) : null;
    if (to) await enqueueSms(tx, { to, body: nextBookedText(notice) });
  });
  return 'placed';
}
