import { describe, expect, it } from 'vitest';
import { readListView, showMoreVisible, writeListView } from './listView';

const defaults = { sortby: 'firstName', sortorder: 1, limit: 75 } as const;
const columns = ['firstName', 'lastName'] as const;

describe('staff list view in the page address', () => {
  it('reads what it wrote, leaving defaults out of the address', () => {
    const view = {
      searchtext: 'ann',
      sortby: 'lastName' as const,
      sortorder: -1 as const,
      limit: 150,
      open: 'new',
    };
    const params = writeListView(view, defaults);
    expect(params.toString()).toBe('q=ann&sort=lastName&order=-1&limit=150&open=new');
    expect(readListView(params, columns, defaults)).toEqual(view);
    expect(
      writeListView(
        { ...view, searchtext: '', sortby: 'firstName', sortorder: 1, limit: 75, open: null },
        defaults,
      ).toString(),
    ).toBe('');
  });

  it('reads a hand-edited address as the defaults', () => {
    const params = new URLSearchParams('sort=password&order=2&limit=76&open=../etc');
    expect(readListView(params, columns, defaults)).toEqual({
      searchtext: '',
      sortby: 'firstName',
      sortorder: 1,
      limit: 75,
      open: null,
    });
  });

  it('shows Show More when over 74 rows are listed and more exist (docs/rules/staff-screens.md, Sorting and paging)', () => {
    expect(showMoreVisible(74, true)).toBe(false);
    expect(showMoreVisible(75, true)).toBe(true);
    expect(showMoreVisible(75, false)).toBe(false);
  });
});
