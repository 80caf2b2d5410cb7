import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { PricingDraft } from './draft';
import { type PriceOrderOptions, priceOrder } from './priceOrder';
import { NEW_YORK } from './schedule/clock';
import { sampleDraft, samplePriceLists, sampleSettings, sampleSpecial } from './testing';

const settings = sampleSettings();
const now = DateTime.fromISO('2025-03-08T10:00', { zone: NEW_YORK }); // Saturday
const options: PriceOrderOptions = {
  settings,
  priceLists: samplePriceLists('ny'),
  special: sampleSpecial(),
  now,
};
const schedule = sampleDraft().schedule;
const only = (draft: Partial<PricingDraft>): PricingDraft => ({
  ...sampleDraft({
    washFold: undefined,
    washPress: undefined,
    dryClean: undefined,
    tailoring: undefined,
    promoCode: undefined,
    gratuityCents: 0,
  }),
  ...draft,
});

describe('priceOrder: the typical four-service order', () => {
  const pricing = priceOrder(sampleDraft(), options);

  it('prices every service, product, surcharge, promotion and the authorization', () => {
    expect(pricing.errors).toEqual([]);
    expect(pricing.region).toBe('ny');
    expect(pricing.lines.map((l) => [l.label, l.quoteCents])).toEqual([
      ['Wash & Fold', 3600],
      ['Wash & Press', 995],
      ['Dry Clean', 4397],
      ['Tailoring', 3500],
    ]);
    expect(pricing.servicesCents).toBe(12_492);
    expect(pricing.productsCents).toBe(200);
    expect(pricing.surcharges).toEqual({
      sameDayDryCleanCents: 0,
      sameDayWashPressCents: 0,
      minimumDelivery: {
        washFoldCents: 0,
        organicWashFoldCents: 0,
        otherServicesCents: 2205,
        totalCents: 2205,
      },
      multipleDeliveryCents: 0,
      earlierDeliveryQuoteCents: null,
      totalCents: 2205,
    });
    expect(pricing.promo).toEqual({ ok: true, discountCents: 1249 });
    expect(pricing.gratuityCents).toBe(500);
    expect(pricing.quoteTotalCents).toBe(12_492 + 200 + 2205 + 500 - 1249);
    expect(pricing.authorizationCents).toBe(21_222);
  });
});

describe('priceOrder: surcharges by schedule', () => {
  it('adds $2 per same-day dry clean and wash and press unit', () => {
    const sameDay = { ...settings, dryCleanMinDeliveryDays: 0, washPressMinDeliveryDays: 0 };
    const draft = only({
      washPress: sampleDraft().washPress,
      dryClean: sampleDraft().dryClean,
      schedule: { ...schedule, deliveryDate: schedule.pickUpDate, deliveryHour: 18 },
    });
    const pricing = priceOrder(draft, { ...options, settings: sameDay });
    expect(pricing.errors).toEqual([]);
    expect(pricing.surcharges.sameDayDryCleanCents).toBe(600);
    expect(pricing.surcharges.sameDayWashPressCents).toBe(1000);
  });

  it('charges the same-day surcharge only to the service delivered that day', () => {
    const split = { ...settings, washPressMinDeliveryDays: 0, dryCleanMinDeliveryDays: 3 };
    const draft = only({
      washPress: sampleDraft().washPress,
      dryClean: sampleDraft().dryClean,
      schedule: {
        ...schedule,
        deliveryDate: '2025-03-10',
        deliveryHour: 18,
        deliveryDate2: '2025-03-13',
        deliveryHour2: 12,
        multipleDeliveries: true,
      },
    });
    const pricing = priceOrder(draft, { ...options, settings: split });
    expect(pricing.errors).toEqual([]);
    expect(pricing.surcharges).toMatchObject({
      sameDayWashPressCents: 1000,
      sameDayDryCleanCents: 0,
      earlierDeliveryQuoteCents: 995,
    });
    expect(pricing.surcharges.multipleDeliveryCents).toBe(3200 - 995);
  });

  it('charges wash and press on the later delivery when it is the slower service', () => {
    const split = {
      ...settings,
      washPressMinDeliveryDays: 0,
      dryCleanMinDeliveryDays: 0,
      washFoldMinDeliveryDays: 1,
    };
    const draft = only({
      washFold: { weightLbs: 10, productIds: [] },
      washPress: sampleDraft().washPress,
      schedule: {
        ...schedule,
        deliveryDate: '2025-03-10',
        deliveryHour: 18,
        deliveryDate2: '2025-03-11',
        deliveryHour2: 12,
        multipleDeliveries: true,
      },
    });
    const pricing = priceOrder(draft, { ...options, settings: split });
    expect(pricing.errors).toEqual([]);
    expect(pricing.surcharges).toMatchObject({ sameDayWashPressCents: 1000, earlierDeliveryQuoteCents: 995 });
    const later = { ...split, washPressMinDeliveryDays: 2, washFoldMinDeliveryDays: 0 };
    const laterDraft = { ...draft, schedule: { ...draft.schedule, deliveryDate2: '2025-03-12' } };
    const laterPricing = priceOrder(laterDraft, { ...options, settings: later });
    expect(laterPricing.errors).toEqual([]);
    expect(laterPricing.surcharges).toMatchObject({
      sameDayWashPressCents: 0,
      earlierDeliveryQuoteCents: 2900,
    });
  });

  it('adds the multiple-delivery amount when the earlier delivery is short of its minimum', () => {
    const draft = only({
      washPress: sampleDraft().washPress,
      tailoring: sampleDraft().tailoring,
      schedule: {
        ...schedule,
        deliveryDate: '2025-03-13',
        deliveryHour: 12,
        deliveryDate2: '2025-03-17',
        deliveryHour2: 12,
        multipleDeliveries: true,
      },
    });
    const pricing = priceOrder(draft, options);
    expect(pricing.errors).toEqual([]);
    expect(pricing.surcharges).toMatchObject({ multipleDeliveryCents: 2205, earlierDeliveryQuoteCents: 995 });
    expect(pricing.surcharges.minimumDelivery.otherServicesCents).toBe(2205);
  });

  it('refuses two deliveries when every service has the same days', () => {
    const draft = only({
      washFold: { weightLbs: 10, productIds: [] },
      schedule: { ...schedule, deliveryDate: '2025-03-11', multipleDeliveries: true },
    });
    expect(priceOrder(draft, options).errors).toEqual([{ kind: 'multipleDeliveriesNotAvailable' }]);
  });
});

describe('priceOrder: express delivery', () => {
  const express = { ...schedule, deliveryDate: schedule.pickUpDate, deliveryHour: null };
  it('adds $0.40 per lb of the combined wash and fold weight', () => {
    const draft = only({
      washFold: { weightLbs: 6, productIds: [] },
      organicWashFold: { weightLbs: 6.01, productIds: ['ny-oxiclean'] },
      isExpressDelivery: true,
      schedule: express,
    });
    const pricing = priceOrder(draft, options);
    expect(pricing.errors).toEqual([]);
    expect(pricing.expressCents).toBe(480); // 480.4
    expect(pricing.quoteTotalCents).toBe(2900 + 3200 + 300 + 480);
  });

  it('reports an ineligible express order and charges nothing for it', () => {
    const draft = only({
      washFold: { weightLbs: 9, productIds: [] },
      isExpressDelivery: true,
      schedule: express,
    });
    const pricing = priceOrder(draft, options);
    expect(pricing.expressCents).toBe(0);
    expect(pricing.errors).toContainEqual({ kind: 'expressNotEligible' });
  });
});

describe('priceOrder: typed errors', () => {
  it('reports unknown ids, other-region rows and options not offered', () => {
    const draft = sampleDraft({
      address: { state: 'fl' },
      promoCode: undefined,
      washFold: { weightLbs: 20, productIds: ['fl-softener'] },
      washPress: { items: [{ itemId: 'ny-wp-shirt', quantity: 1 }] },
      dryClean: {
        items: [{ itemId: 'fl-dc-outer-jacket', quantity: 1, pressOnly: true, crease: null, starch: null }],
      },
      tailoring: { items: [{ itemId: 'fl-pants', services: ['hem', 'lining'], instructions: '' }] },
      comforter: { items: [{ sizeId: 'ny-king', type: 'down', quantity: 1 }] },
    });
    const fl = { ...options, settings: sampleSettings('fl'), priceLists: samplePriceLists('fl') };
    const pricing = priceOrder(draft, { ...fl, checkSchedule: false });
    expect(pricing.region).toBe('fl');
    expect(pricing.errors).toEqual([
      { kind: 'unknownItem', service: 'washPress', id: 'ny-wp-shirt' },
      { kind: 'optionNotOffered', service: 'dryClean', itemId: 'fl-dc-outer-jacket', option: 'pressOnly' },
      { kind: 'optionNotOffered', service: 'tailoring', itemId: 'fl-pants', option: 'lining' },
      { kind: 'unknownItem', service: 'comforter', id: 'ny-king' },
    ]);
    expect(pricing.productsCents).toBe(200);
  });

  it('reports an order with no service', () => {
    const pricing = priceOrder(only({ gratuityCents: 300 }), { ...options, checkSchedule: false });
    expect(pricing.errors).toEqual([{ kind: 'noServices' }]);
    expect(pricing.quoteTotalCents).toBe(300);
  });

  it('reports a failed promotion with its message and no discount', () => {
    const pricing = priceOrder(sampleDraft({ promoCode: 'WINTER' }), options);
    expect(pricing.promo).toEqual({ ok: false, reason: 'unknown' });
    expect(pricing.discountCents).toBe(0);
    expect(pricing.errors).toEqual([
      { kind: 'promo', reason: 'unknown', message: 'Please enter a valid promo code.' },
    ]);
  });

  it('ignores a blank promo code and applies a first-time special without history', () => {
    expect(priceOrder(sampleDraft({ promoCode: '  ' }), options).promo).toBeNull();
    const firstTime = { ...options, special: sampleSpecial({ firstTimeOnly: true }) };
    expect(priceOrder(sampleDraft(), firstTime).promo?.ok).toBe(true);
    expect(
      priceOrder(sampleDraft(), { ...firstTime, customerHistory: { nonCanceledOrderCount: 2 } }).promo,
    ).toEqual({
      ok: false,
      reason: 'firstTimeOnly',
    });
  });

  it('checks that the pick-up and delivery are still offered', () => {
    const late = { ...options, now: DateTime.fromISO('2025-03-10T11:30', { zone: NEW_YORK }) };
    expect(priceOrder(sampleDraft(), late).errors).toEqual([{ kind: 'pickUpUnavailable' }]);
    expect(priceOrder(sampleDraft(), { ...late, isStaff: true }).errors).toEqual([]);
    const early = sampleDraft({ schedule: { ...schedule, deliveryDate: '2025-03-14' } });
    expect(priceOrder(early, options).errors).toEqual([{ kind: 'deliveryUnavailable' }]);
    expect(priceOrder(early, { ...late, checkSchedule: false }).errors).toEqual([]);
  });

  it('reads the current time when no clock is injected', () => {
    const pricing = priceOrder(sampleDraft({ promoCode: undefined }), {
      settings,
      priceLists: options.priceLists,
      checkSchedule: false,
    });
    expect(pricing.errors).toEqual([]);
  });
});
