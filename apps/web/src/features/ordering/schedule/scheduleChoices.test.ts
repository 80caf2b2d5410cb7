import { newYorkInstant } from '@laundry/pricing';
import { sampleSettings } from '@laundry/pricing/testing';
import { describe, expect, it } from 'vitest';
import { type ScheduleQuery, scheduleChoices } from './scheduleChoices';

// Monday 2025-03-10, 9:00 in New York. Sample settings: wash and fold 1 business day, dry clean 3.
const now = newYorkInstant('2025-03-10', 9);
const query = (overrides: Partial<ScheduleQuery> = {}): ScheduleQuery => ({
  services: ['washFold'],
  weightLbs: 12,
  settings: sampleSettings(),
  now,
  isStaff: false,
  pickUpDate: '2025-03-10',
  pickUpHour: 11,
  multipleDeliveries: false,
  deliveryDate: '',
  deliveryDate2: '',
  ...overrides,
});

describe('scheduleChoices', () => {
  it('offers pick-up from today to 7 days ahead, never on a Sunday', () => {
    const { pickUpDates } = scheduleChoices(query());
    expect(pickUpDates[0]).toBe('2025-03-10');
    expect(pickUpDates.at(-1)).toBe('2025-03-17');
    expect(pickUpDates).not.toContain('2025-03-16');
    expect(pickUpDates).toHaveLength(7);
  });

  it('offers today only the same-day windows at least an hour ahead; staff may go a month back', () => {
    expect(scheduleChoices(query()).pickUpHours).toEqual([10, 11, 12, 13, 14, 15]);
    expect(scheduleChoices(query({ pickUpDate: '2025-03-11' })).pickUpHours[0]).toBe(11);
    expect(scheduleChoices(query({ isStaff: true })).pickUpDates[0]).toBe('2025-02-10');
  });

  it('starts delivery at the business-day minimum of the services, Saturdays included', () => {
    const friday = { pickUpDate: '2025-03-14', pickUpHour: 11 };
    expect(scheduleChoices(query(friday)).deliveryDates[0]).toBe('2025-03-17');
    const withDryClean = scheduleChoices(query({ ...friday, services: ['washFold', 'dryClean'] }));
    expect(withDryClean.deliveryDates[0]).toBe('2025-03-19');
    expect(withDryClean.deliveryDates).toContain('2025-03-22');
    expect(withDryClean.deliveryDates).not.toContain('2025-03-23');
  });

  it('offers no delivery until a pick-up window is chosen', () => {
    const choices = scheduleChoices(query({ pickUpHour: null }));
    expect(choices.deliveryDates).toEqual([]);
    expect(choices.expressHour).toBeNull();
  });

  it('offers two deliveries when the services have different delivery days', () => {
    const two = scheduleChoices(
      query({ services: ['washFold', 'dryClean'], multipleDeliveries: true, deliveryDate: '2025-03-12' }),
    );
    expect(two.canSplit).toBe(true);
    expect(two.deliveryDates[0]).toBe('2025-03-11');
    expect(two.deliveryDates2[0]).toBe('2025-03-13');
    expect(two.deliveryHours[0]).toBe(11);
    expect(scheduleChoices(query({ services: ['washFold', 'organicWashFold'] })).canSplit).toBe(false);
  });

  it('offers express only for wash and fold over 9 lbs picked up before 6pm, 3 hours later', () => {
    expect(scheduleChoices(query()).expressHour).toBe(14);
    expect(scheduleChoices(query({ weightLbs: 9 })).expressHour).toBeNull();
    expect(scheduleChoices(query({ pickUpDate: '2025-03-11', pickUpHour: 18 })).expressHour).toBeNull();
    expect(scheduleChoices(query({ services: ['washFold', 'dryClean'] })).expressHour).toBeNull();
  });
});

// docs/decisions/0070-reschedule-offered-when-allowed.md: a placed order's reschedule form.
describe('scheduleChoices for a reschedule', () => {
  const booked = (open: Partial<NonNullable<ScheduleQuery['booked']>['open']> = {}) => ({
    pickUp: { date: '2025-03-07', hour: 11 },
    delivery: { date: '2025-03-10', hour: 14 },
    delivery2: null,
    open: { pickUp: true, delivery: true, secondDelivery: true, ...open },
  });

  it('offers staff a new pick-up from today, not a month back, and keeps the booked one', () => {
    const choices = scheduleChoices(query({ isStaff: true, booked: booked(), pickUpDate: '2025-03-07' }));
    expect(choices.pickUpDates[0]).toBe('2025-03-07');
    expect(choices.pickUpDates[1]).toBe('2025-03-10');
    expect(choices.pickUpDates).not.toContain('2025-02-10');
    expect(choices.pickUpDates).not.toContain('2025-03-08');
    // The booked window stays a choice on its day, and the delivery can be chosen after it.
    expect(choices.pickUpHours).toEqual([11]);
    expect(choices.deliveryDates[0]).toBe('2025-03-10');
  });

  it('offers a pick-up that may no longer move as booked only', () => {
    const choices = scheduleChoices(query({ booked: booked({ pickUp: false }), pickUpDate: '2025-03-07' }));
    expect(choices.pickUpDates).toEqual(['2025-03-07']);
    expect(choices.pickUpHours).toEqual([11]);
    expect(choices.deliveryDates.length).toBeGreaterThan(1);
  });

  it('offers a delivery that may no longer move as booked only', () => {
    const choices = scheduleChoices(
      query({
        booked: booked({ pickUp: false, delivery: false, secondDelivery: false }),
        pickUpDate: '2025-03-07',
        deliveryDate: '2025-03-10',
      }),
    );
    expect(choices.deliveryDates).toEqual(['2025-03-10']);
    expect(choices.deliveryHours).toEqual([14]);
  });
});
