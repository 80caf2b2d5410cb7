import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListView, type StaffListView, writeListView } from './listView';

/**
 * A staff list's view, kept in the page address (listView.ts). `columns` and `defaults` are module
 * constants of each screen, so they never change between renders.
 */
export function useListView<K extends string>(
  columns: readonly K[],
  defaults: Omit<StaffListView<K>, 'searchtext' | 'open'>,
) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params, columns, defaults), [params, columns, defaults]);
  const show = useCallback(
    (next: Partial<StaffListView<K>>) => setParams(writeListView({ ...view, ...next }, defaults)),
    [view, setParams, defaults],
  );
  return { view, show };
}
