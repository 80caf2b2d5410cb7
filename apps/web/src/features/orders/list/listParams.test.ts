import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, exportHref, listInput, readView, withFilter, writeView } from './listParams';

const LOCATION = '0b6c9a1e-2f4d-4c3b-9a8e-1d2c3b4a5f60';

describe('the orders list view in the page address', () => {
  it('reads an empty address as the default view: order number descending, 75 rows', () => {
    expect(readView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(writeView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('writes a view and reads it back unchanged', () => {
    const view = {
      filter: {
        search: 'Gail',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        dateField: 'pickUp' as const,
        locationId: LOCATION,
        status: 'Awaiting Authorization' as const,
      },
      sortBy: 'customer' as const,
      sortOrder: 'asc' as const,
      limit: 150,
    };
    const params = writeView(view);
    expect(params.get('status')).toBe('Awaiting Authorization');
    expect(readView(new URLSearchParams(params.toString()))).toEqual(view);
  });

  it('reads values the screen could not have written as their defaults', () => {
    const view = readView(
      new URLSearchParams(
        'status=Lost&sortBy=price&sortOrder=up&limit=99999&locationId=somewhere&startDate=11/01/2026&dateField=x',
      ),
    );
    expect(view.filter.status).toBe('');
    expect(view.filter.locationId).toBe('');
    expect(view.filter.startDate).toBe('');
    expect(view.filter.dateField).toBe('both');
    expect(view.sortBy).toBe('orderNumber');
    expect(view.sortOrder).toBe('desc');
    expect(view.limit).toBe(975);
    expect(readView(new URLSearchParams('limit=10')).limit).toBe(75);
    expect(readView(new URLSearchParams('limit=160')).limit).toBe(150);
    expect(readView(new URLSearchParams('locationId=unassigned')).filter.locationId).toBe('unassigned');
  });

  it('starts from the first 75 rows when the filter changes', () => {
    const view = { ...DEFAULT_VIEW, limit: 225 };
    expect(withFilter(view, { ...view.filter, search: 'x' }).limit).toBe(75);
  });

  it('asks orders.list for the filter, leaving blank fields out', () => {
    expect(listInput({ ...DEFAULT_VIEW, filter: { ...DEFAULT_VIEW.filter, search: '  10001 ' } })).toEqual({
      search: '10001',
      dateField: 'both',
      sortBy: 'orderNumber',
      sortOrder: 'desc',
      limit: 75,
    });
  });

  it('exports the whole filter, in the list order, without the page size', () => {
    const href = exportHref({
      ...DEFAULT_VIEW,
      filter: { ...DEFAULT_VIEW.filter, status: 'New', search: 'a&b' },
      limit: 150,
    });
    expect(href).toBe('/api/orders/export?search=a%26b&status=New&sortBy=orderNumber&sortOrder=desc');
  });
});
