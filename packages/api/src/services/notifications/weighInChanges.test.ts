import { describe, expect, it } from 'vitest';
import type { SubOrderRecord } from '../orders/records';
import type { WeighInRecord } from '../orders/weighIn/record';
import { weighInChanges } from './weighInChanges';

const washFold = (weightLbs: number, quoteCents: number, productsCents = 0): SubOrderRecord => ({
  draft: { weightLbs, productIds: [] },
  quoteCents,
  rows: [],
  products: [],
  productsCents,
});
const shirts = (quantity: number): SubOrderRecord => ({
  draft: { items: [{ itemId: 'shirt', quantity }] },
  quoteCents: quantity * 4_00,
  rows: [
    { itemId: 'shirt', item: 'Shirt', quantity, unitCents: 4_00, extraCents: 0, quoteCents: quantity * 4_00 },
  ],
  products: [],
  productsCents: 0,
});
const totals = (totalCents: number): WeighInRecord['totals'] => ({
  servicesSubtotalCents: 0,
  productsCents: 0,
  dryCleanSurchargeCents: 0,
  washPressSurchargeCents: 0,
  minimumDeliverySurchargeCents: 0,
  multipleDeliveryCents: 0,
  earlierDeliveryServiceQuoteCents: 0,
  expressCents: 0,
  totalDiscountAmountCents: 0,
  gratuityCents: 0,
  totalCents,
});
const weighIn = (services: WeighInRecord['services'], totalCents: number, notes = ''): WeighInRecord => ({
  services,
  totals: totals(totalCents),
  notes,
  weighedAt: '2026-06-02T14:00:00.000Z',
  weighedBy: { userId: 'u1', name: 'Sam Staff' },
});

describe('what a weigh-in changed, as the reauthorization request tells it', () => {
  it('is null for an order not weighed', () => {
    expect(
      weighInChanges({ weighIn: null, quoteTotalCents: 30_00, washFoldOrder: washFold(10, 20_00) }),
    ).toBe(null);
  });

  it('names each changed service with why, in the order of the services, and keeps the note', () => {
    expect(
      weighInChanges({
        quoteTotalCents: 36_00,
        washFoldOrder: washFold(10, 20_00, 2_00),
        dryCleanOrder: shirts(2),
        tailoringOrder: null,
        weighIn: weighIn(
          { dryClean: shirts(3), washFold: washFold(30, 60_00, 2_00), comforter: shirts(1) },
          90_00,
          '  Two extra bags  ',
        ),
      }),
    ).toEqual({
      estimateCents: 36_00,
      finalCents: 90_00,
      notes: 'Two extra bags',
      lines: [
        {
          service: 'washFold',
          label: 'Wash & Fold',
          estimateCents: 22_00,
          finalCents: 62_00,
          why: 'weighed 30 lb, estimated 10 lb',
        },
        {
          service: 'dryClean',
          label: 'Dry Clean',
          estimateCents: 8_00,
          finalCents: 12_00,
          why: 'counted 3 items, estimated 2 items',
        },
        {
          service: 'comforter',
          label: 'Comforter',
          estimateCents: 0,
          finalCents: 4_00,
          why: 'counted 1 item, not in the estimate',
        },
      ],
    });
  });

  it('leaves out a service weighed as estimated, and tells a service not received', () => {
    const changes = weighInChanges({
      quoteTotalCents: 28_00,
      washFoldOrder: washFold(12.5, 20_00),
      organicWashFoldOrder: washFold(4.25, 8_00),
      weighIn: weighIn({ washFold: washFold(12.5, 20_00) }, 20_00),
    });
    expect(changes?.lines).toEqual([
      {
        service: 'organicWashFold',
        label: 'Organic Wash & Fold',
        estimateCents: 8_00,
        finalCents: 0,
        why: 'not received, estimated 4.25 lb',
      },
    ]);
  });
});
