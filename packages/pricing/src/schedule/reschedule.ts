import { type Clock, epochMs, newYorkInstant, newYorkToday } from './clock';

/** docs/rules/scheduling.md, Rescheduling: the exact refusal text. */
export const RESCHEDULE_REFUSED_MESSAGE =
  'Sorry, this order is no longer eligible for rescheduling. Please contact us if you have any questions.';
/** A pick-up or delivery under 5 hours away can no longer be moved. */
export const RESCHEDULE_NOTICE_MS = 5 * 3_600_000;
const CLOSED_STATUSES: readonly string[] = ['Completed', 'Canceled'];

export type RescheduleEligibility = { ok: true } | { ok: false; reason: 'closed' | 'dayPassed' | 'tooSoon' };

/**
 * Whether the pick-up or a delivery (a date and window start) may still be rescheduled (docs/rules/scheduling.md,
 * Rescheduling): never for a Completed or Canceled order; otherwise refused once its
 * day has passed or when it starts under 5 hours from now (exactly 5 hours is allowed). The 5 hours are
 * real elapsed time, so a DST change in between counts. Staff are held only to the status rule: the
 * message tells customers to contact them. docs/decisions/0010-pricing-staff-reschedule.md.
 */
export function rescheduleEligibility(
  status: string,
  slot: { date: string; hour: number },
  now: Clock,
  isStaff = false,
): RescheduleEligibility {
  if (CLOSED_STATUSES.includes(status)) return { ok: false, reason: 'closed' };
  if (isStaff) return { ok: true };
  if (slot.date < newYorkToday(now)) return { ok: false, reason: 'dayPassed' };
  if (newYorkInstant(slot.date, slot.hour) - epochMs(now) < RESCHEDULE_NOTICE_MS)
    return { ok: false, reason: 'tooSoon' };
  return { ok: true };
}
