import type { Key, ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { cx } from './cx';
import { ariaSort, nextSort, type SortState } from './sort';

export interface TableColumn<Row, K extends string = string> {
  /** Unique among the columns. */
  id: string;
  header: string;
  /** Shown in the header cell in place of `header` (a select-all checkbox); `header` still labels the phone's cards. */
  headerContent?: ReactNode;
  /** Makes the header a sort button for this server-side sort key. */
  sortKey?: K;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface TableProps<Row, K extends string = string> {
  /** Names the table for assistive technology; shown when captionVisible. */
  caption: string;
  captionVisible?: boolean;
  columns: ReadonlyArray<TableColumn<Row, K>>;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  sort?: SortState<K>;
  onSortChange?: (next: SortState<K>) => void;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** A class for the table's frame (e.g. a short price list that fits a phone without scrolling). */
  className?: string;
  /**
   * On a phone (below 640 px) each row is a card: its cells one under another, each labelled with its column's
   * header, and the sortable headers a row of sort buttons above the cards; nothing scrolls sideways
   * (docs/rules/staff-screens.md, Staff on a phone).
   */
  cards?: boolean;
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  return (
    <span className={cx('sort-icon', direction && `sort-icon--${direction}`)} aria-hidden="true">
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </span>
  );
}

/** A data table whose sortable headers follow docs/rules/staff-screens.md, Sorting and paging. */
export function Table<Row, K extends string = string>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  empty,
  className,
  cards = false,
}: TableProps<Row, K>) {
  const t = useT();
  return (
    // The wrapper scrolls sideways on narrow screens, with edge shadows where there is more to see (ui.css,
    // Tables); it is focusable so keyboards can scroll it.
    <section
      className={cx('table-wrap', cards && 'table-wrap--cards', className)}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
    >
      <table className="table">
        <caption className={captionVisible ? 'table__caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort && column.sortKey ? ariaSort(sort, column.sortKey) : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={direction}
                  className={cx(
                    column.className,
                    column.sortKey && sort && onSortChange && 'table__sortable',
                  )}
                >
                  {column.sortKey && sort && onSortChange ? (
                    <button
                      type="button"
                      className="table__sort"
                      onClick={() => onSortChange(nextSort(sort, column.sortKey as K))}
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    (column.headerContent ?? column.header)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="table__empty">
                {empty ?? t('layout.ui.nothingToShow')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.className} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
