/** docs/rules/rest-compatibility.md: sortorder 1 is ascending, -1 descending. */
type SortOrder = 1 | -1;

export interface SortState<K extends string = string> {
  sortby: K;
  sortorder: SortOrder;
}

/**
 * docs/rules/staff-screens.md, Sorting and paging: clicking the active column flips its direction; clicking another column selects it,
 * descending first.
 */
export function nextSort<K extends string>(current: SortState<K>, column: K): SortState<K> {
  if (current.sortby === column) return { sortby: column, sortorder: current.sortorder === 1 ? -1 : 1 };
  return { sortby: column, sortorder: -1 };
}

export function ariaSort(state: SortState, column: string): 'ascending' | 'descending' | undefined {
  if (state.sortby !== column) return undefined;
  return state.sortorder === 1 ? 'ascending' : 'descending';
}
