import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userMessage } from '../../lib/errors';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { Table, type TableColumn } from '../../ui/Table';
import { ListSearch } from './ListSearch';
import { STAFF_PAGE_SIZE } from './listView';
import { ShowMore } from './ShowMore';
import type { StaffListViewState } from './StaffListScreen';

/** What a staff list asks the server for: its view in the page address, less what is open. */
export interface StaffListInput<K extends string> {
  sortby: K;
  sortorder: 1 | -1;
  limit: number;
  searchtext: string | undefined;
}

interface StaffListPage<Row> {
  rows: Row[];
  hasMore: boolean;
}

/** The list query's options as `trpc.<area>.list.queryOptions(input, options)` makes them. */
type ListQueryOptions<Row, TError, TKey extends QueryKey> = UseQueryOptions<
  StaffListPage<Row>,
  TError,
  StaffListPage<Row>,
  TKey
>;

interface StaffListProps<Row extends { id: string }, K extends string, TError, TKey extends QueryKey> {
  /** Its view; the screen's title ('Users') is the table's caption and, lower-cased, what the search, the spinner and the empty list name. */
  listView: StaffListViewState<K>;
  /** What the search looks in, shown under the field. */
  searchHint: string;
  query: (
    input: StaffListInput<K>,
    options: { placeholderData: typeof keepPreviousData },
  ) => ListQueryOptions<Row, TError, TKey>;
  /** The message when the list cannot be read, searching or not. */
  failed: (searching: boolean) => string;
  columns: TableColumn<Row, K>[];
  /** Under the search, above the table (Export Results). */
  actions?: ReactNode;
}

/**
 * A staff list's body (docs/rules/staff-screens.md, Sorting and paging): the search, the table sorted on the server,
 * and Show More; the sort, the search and the rows shown live in the page address.
 */
export function StaffList<Row extends { id: string }, K extends string, TError, TKey extends QueryKey>({
  listView: { view, show, title, pageSize },
  searchHint,
  query: queryOptions,
  failed,
  columns,
  actions,
}: StaffListProps<Row, K, TError, TKey>) {
  const query = useQuery(
    queryOptions(
      {
        sortby: view.sortby,
        sortorder: view.sortorder,
        limit: view.limit,
        searchtext: view.searchtext || undefined,
      },
      { placeholderData: keepPreviousData },
    ),
  );
  const rows = title.toLowerCase();
  return (
    <>
      <ListSearch
        label={`Search ${rows}`}
        hint={searchHint}
        value={view.searchtext}
        onSearch={(searchtext) => show({ searchtext, limit: pageSize })}
      />
      {actions}
      {query.isError ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(query.error, failed(Boolean(view.searchtext)))}</p>
        </Banner>
      ) : query.isPending ? (
        <Spinner label={`Loading ${rows}…`} />
      ) : (
        <>
          <Table
            cards
            caption={title}
            columns={columns}
            rows={query.data.rows}
            rowKey={(row) => row.id}
            sort={{ sortby: view.sortby, sortorder: view.sortorder }}
            onSortChange={(next) => show({ sortby: next.sortby, sortorder: next.sortorder })}
            empty={view.searchtext ? `No ${rows} match this search.` : `There are no ${rows} yet.`}
          />
          <ShowMore
            // Users and customers offer Show More once the list holds 75 rows; locations and specials, read 100 at a
            // time, whenever more exist (docs/rules/staff-screens.md, Sorting and paging).
            rowCount={
              pageSize === STAFF_PAGE_SIZE
                ? query.data.rows.length
                : Math.max(query.data.rows.length, pageSize)
            }
            hasMore={query.data.hasMore}
            busy={query.isFetching}
            onMore={() => show({ limit: view.limit + pageSize })}
          />
        </>
      )}
    </>
  );
}

/** Opens a row's detail view in the list's place: the list's `show`. */
export type ShowRow = (next: { open: string }) => void;

/** A row's first cell: the button that opens the row's detail view. */
export function OpenRow({ id, show, children }: { id: string; show: ShowRow; children: ReactNode }) {
  return (
    <button type="button" className="staff-admin__link" onClick={() => show({ open: id })}>
      {children}
    </button>
  );
}
