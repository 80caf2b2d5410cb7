import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './plainIssues';
import { ROUTE_MESSAGES, routeReorderInputSchema, routeSheetInputSchema } from './routes';

const STORE = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const ORDER = '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b';
const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? 'ok' : firstIssueMessage(result.error);

describe('routeSheetInputSchema (docs/decisions/0084-route-sheets.md)', () => {
  it('takes a store, a real calendar day and pick-ups or deliveries', () => {
    expect(routeSheetInputSchema.parse({ locationId: STORE, date: '2028-02-29', kind: 'delivery' })).toEqual({
      locationId: STORE,
      date: '2028-02-29',
      kind: 'delivery',
    });
  });

  it.each([
    [{ locationId: undefined }, 'Please choose a store.'],
    [{ locationId: 'store-1' }, 'Please choose a store.'],
    [{ date: '2027-02-29' }, 'Please enter a valid date.'],
    [{ date: '2030-5-14' }, 'Please enter a valid date.'],
    [{ date: 20300514 }, 'Please enter a valid date.'],
    [{ kind: 'Pickup' }, 'Please choose pick-ups or deliveries.'],
    [{ kind: undefined }, 'Please choose pick-ups or deliveries.'],
  ])('refuses %j with its message', (change, message) => {
    const result = routeSheetInputSchema.safeParse({
      locationId: STORE,
      date: '2030-05-14',
      kind: 'pickup',
      ...change,
    });
    expect(messageOf(result)).toBe(message);
  });
});

describe('routeReorderInputSchema', () => {
  const base = { locationId: STORE, date: '2030-05-14', kind: 'pickup' };

  it('takes the stops as order ids, an empty route included', () => {
    expect(routeReorderInputSchema.parse({ ...base, orderIds: [ORDER] }).orderIds).toEqual([ORDER]);
    expect(routeReorderInputSchema.parse({ ...base, orderIds: [] }).orderIds).toEqual([]);
  });

  it.each([[{ orderIds: ['10001'] }], [{ orderIds: undefined }], [{ orderIds: ORDER }]])(
    'refuses %j with the reorder message',
    (change) => {
      expect(messageOf(routeReorderInputSchema.safeParse({ ...base, ...change }))).toBe(
        ROUTE_MESSAGES.reorderStops,
      );
    },
  );
});
