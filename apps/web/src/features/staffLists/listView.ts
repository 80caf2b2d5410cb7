/** docs/rules/staff-screens.md, Sorting and paging: users and customers load 75 rows, and Show More adds 75. */
export const STAFF_PAGE_SIZE = 75;

export interface StaffListView<K extends string> {
  /** The search as submitted. */
  searchtext: string;
  sortby: K;
  sortorder: 1 | -1;
  /** How many rows are shown. */
  limit: number;
  /** What replaces the list: 'new' for the add form, a row's id for its detail view, null for the list. */
  open: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A staff list's view from the page address, so the back button closes a form and a view can be shared.
 * A value the screen could not have written (a hand-edited address) reads as its default.
 */
export function readListView<K extends string>(
  params: URLSearchParams,
  columns: readonly K[],
  defaults: Omit<StaffListView<K>, 'searchtext' | 'open'>,
): StaffListView<K> {
  const sortby = params.get('sort');
  const order = params.get('order');
  const limit = Number(params.get('limit'));
  const open = params.get('open');
  return {
    searchtext: (params.get('q') ?? '').slice(0, 200),
    sortby: columns.includes(sortby as K) ? (sortby as K) : defaults.sortby,
    sortorder: order === '1' ? 1 : order === '-1' ? -1 : defaults.sortorder,
    limit:
      Number.isInteger(limit) && limit >= defaults.limit && limit % defaults.limit === 0 && limit <= 4950
        ? limit
        : defaults.limit,
    open: open === 'new' || (open && UUID.test(open)) ? open : null,
  };
}

/** The page address of a view, leaving out what is the default. */
export function writeListView<K extends string>(
  view: StaffListView<K>,
  defaults: Omit<StaffListView<K>, 'searchtext' | 'open'>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (view.searchtext) params.set('q', view.searchtext);
  if (view.sortby !== defaults.sortby) params.set('sort', view.sortby);
  if (view.sortorder !== defaults.sortorder) params.set('order', String(view.sortorder));
  if (view.limit !== defaults.limit) params.set('limit', String(view.limit));
  if (view.open) params.set('open', view.open);
  return params;
}

/** docs/rules/staff-screens.md, Sorting and paging: Show More appears once the list holds more than 74 rows, and only when more exist. */
export function showMoreVisible(rowCount: number, hasMore: boolean): boolean {
  return rowCount > STAFF_PAGE_SIZE - 1 && hasMore;
}
