import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGIONAL_SETTINGS } from './defaults';
import type { PricingDraft } from './draft';
import { priceOrder } from './priceOrder';
import { discountableSubtotalCents } from './promotions/discount';
import { sampleDraft, samplePriceLists, sampleSpecial } from './testing';

const priceLists = samplePriceLists('ny');
const settings = DEFAULT_REGIONAL_SETTINGS.ny;
const ids = <T extends { id: string }>(rows: readonly T[]) =>
  fc.constantFrom(...rows.map((r) => r.id), 'unknown-id');
const quantity = fc.integer({ min: 1, max: 20 });
const weight = fc.integer({ min: 0, max: 20_000 }).map((h) => h / 100);
const washFold = fc.record({
  weightLbs: weight,
  productIds: fc.array(ids(priceLists.products), { maxLength: 3 }),
});
const items = <T>(item: fc.Arbitrary<T>) =>
  fc.record({ items: fc.array(item, { minLength: 1, maxLength: 4 }) });
const tailoringOptions = fc.subarray([
  'hem',
  'taper',
  'zipper',
  'sleeves',
  'patch',
  'fix',
  'waist',
  'lining',
] as const);

const draftArbitrary: fc.Arbitrary<PricingDraft> = fc
  .record({
    washFold: fc.option(washFold, { nil: undefined }),
    organicWashFold: fc.option(washFold, { nil: undefined }),
    washPress: fc.option(items(fc.record({ itemId: ids(priceLists.washPress), quantity })), {
      nil: undefined,
    }),
    dryClean: fc.option(
      items(
        fc.record({
          itemId: ids(priceLists.dryClean),
          quantity,
          pressOnly: fc.boolean(),
          crease: fc.constantFrom('crease', 'noCrease', null),
          starch: fc.constantFrom('noStarch', 'lightStarch', 'heavyStarch', null),
        }),
      ),
      { nil: undefined },
    ),
    tailoring: fc.option(
      items(
        fc.record({
          itemId: ids(priceLists.tailoring),
          services: tailoringOptions,
          instructions: fc.constant(''),
        }),
      ),
      {
        nil: undefined,
      },
    ),
    comforter: fc.option(
      items(
        fc.record({ sizeId: ids(priceLists.comforter), type: fc.constantFrom('notDown', 'down'), quantity }),
      ),
      {
        nil: undefined,
      },
    ),
    isExpressDelivery: fc.boolean(),
    gratuityCents: fc.integer({ min: 0, max: 10_000 }),
    pickUpHour: fc.integer({ min: 7, max: 21 }),
    sameDay: fc.boolean(),
  })
  .map(({ pickUpHour, sameDay, ...draft }) => {
    const schedule = {
      ...sampleDraft().schedule,
      pickUpHour,
      deliveryDate: sameDay ? '2025-03-10' : '2025-03-17',
    };
    return { ...draft, schedule, address: { state: 'NY' }, promoCode: 'SPRING' };
  });

const flags = fc.record({
  washFold: fc.boolean(),
  organicWashFold: fc.boolean(),
  washPress: fc.boolean(),
  dryClean: fc.boolean(),
  tailoring: fc.boolean(),
  comforter: fc.boolean(),
});
const specialArbitrary = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 1, max: 10_000 }).map((h) => ({ percentDiscount: h / 100 })),
      fc.integer({ min: 0, max: 6000 }).map((c) => ({ percentDiscount: null, promotionalPriceCents: c })),
      fc.integer({ min: 1, max: 100_000 }).map((c) => ({ percentDiscount: null, discountAmountCents: c })),
    ),
    flags,
    fc.boolean(),
    fc.boolean(),
  )
  .map(([discount, services, suit, pants]) =>
    sampleSpecial({
      ...discount,
      services,
      dryCleanItems: { ...sampleSpecial().dryCleanItems, suit },
      tailoringItems: { ...sampleSpecial().tailoringItems, pants },
    }),
  );

const price = (draft: PricingDraft, special = sampleSpecial()) =>
  priceOrder(draft, {
    settings,
    priceLists,
    special,
    now: Date.parse('2025-03-08T15:00:00Z'),
    checkSchedule: false,
  });

describe('properties of priceOrder', () => {
  it('no quote or total is negative; the authorization covers the total; a discount never exceeds what it discounts', () => {
    fc.assert(
      fc.property(draftArbitrary, specialArbitrary, (draft, special) => {
        const pricing = price(draft, special);
        for (const line of pricing.lines) expect(line.quoteCents).toBeGreaterThanOrEqual(0);
        for (const value of [
          pricing.servicesCents,
          pricing.surcharges.totalCents,
          pricing.expressCents,
          pricing.discountCents,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(pricing.quoteTotalCents).toBeGreaterThanOrEqual(0);
        expect(pricing.authorizationCents).toBeGreaterThanOrEqual(pricing.quoteTotalCents);
        expect(pricing.discountCents).toBeLessThanOrEqual(discountableSubtotalCents(pricing.lines, special));
        expect(pricing.discountCents).toBeLessThanOrEqual(pricing.servicesCents);
      }),
      { numRuns: 500 },
    );
  });

  it('a wash and fold quote, and a total without promotion, never fall when the weight grows', () => {
    fc.assert(
      fc.property(draftArbitrary, weight, weight, (draft, a, b) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        const at = (weightLbs: number) =>
          price({
            ...draft,
            promoCode: undefined,
            washFold: { weightLbs, productIds: draft.washFold?.productIds ?? [] },
          });
        const [lighter, heavier] = [at(light), at(heavy)];
        expect(heavier.lines[0]!.quoteCents).toBeGreaterThanOrEqual(lighter.lines[0]!.quoteCents);
        expect(heavier.quoteTotalCents).toBeGreaterThanOrEqual(lighter.quoteTotalCents);
      }),
      { numRuns: 500 },
    );
  });
});
