import { describe, expect, it } from 'vitest';
import { orderEventLabel, orderEventLines } from './orderEventText';

const names = { locations: new Map<string, string>() };

// docs/decisions/0082-orders-weigh-in.md: the audit screen tells who weighed what, and the totals before and after.
describe('a weigh-in on the audit screen', () => {
  it('names the total and each service, estimate before and weighed after, then the notes', () => {
    expect(orderEventLabel('weighed')).toBe('Weighed in');
    expect(
      orderEventLines(
        'weighed',
        {
          beforeTotalCents: 44_00,
          afterTotalCents: 69_90,
          notes: 'Two extra bags',
          changes: [
            { service: 'washFold', label: 'Wash & Fold', estimateCents: 39_00, finalCents: 53_00 },
            { service: 'dryClean', label: 'Dry Clean', estimateCents: 0, finalCents: 11_90 },
          ],
        },
        names,
      ),
    ).toEqual([
      { field: 'Total', before: '$44.00', after: '$69.90' },
      { field: 'Wash & Fold', before: '$39.00', after: '$53.00' },
      { field: 'Dry Clean', before: '$0.00', after: '$11.90' },
      { field: 'Notes', value: 'Two extra bags' },
    ]);
  });

  it('leaves out notes that are empty', () => {
    expect(
      orderEventLines(
        'weighed',
        { beforeTotalCents: 100, afterTotalCents: 100, notes: '', changes: [] },
        names,
      ),
    ).toEqual([{ field: 'Total', before: '$1.00', after: '$1.00' }]);
  });
});
