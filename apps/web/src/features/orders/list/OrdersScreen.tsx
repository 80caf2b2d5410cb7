import '../orders.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { startTransition, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useSession } from '../../auth/useSession';
import { useOrderChanges } from '../../live/useOrderChanges';
import { SchedulePickUpLink } from '../../ordering/phone/SchedulePickUpLink';
import { GuestOrdersNote } from '../GuestOrdersNote';
import { useLocationChoices } from '../useLocationChoices';
import { BulkBar, type BulkOutcome } from './BulkBar';
import {
  exportHref,
  isFiltered,
  listInput,
  ORDERS_MAX_LIMIT,
  ORDERS_PAGE_SIZE,
  type OrderListView,
  readView,
  withFilter,
  writeView,
} from './listParams';
import { OrderFilters } from './OrderFilters';
import { type OrderRow, OrdersTable, type RowSelection } from './OrdersTable';
import type { StatusChange } from './RowControls';
import { StatusChangeNotice } from './StatusChangeNotice';

/** docs/rules/messages.md, Public site, accounts and staff screens: errors, Orders. */
const ORDERS_ERROR = 'There was an error getting orders.';

/**
 * /app/orders (docs/rules/staff-screens.md, Orders screen): the orders list for Admin and SuperAdmin, Order History (their own orders)
 * for a customer. The filter, the sort and the number of rows live in the page address.
 */
export function OrdersScreen() {
  const t = useT();
  const { isStaff } = useSession();
  const title = isStaff ? t('account.orders.staffTitle') : t('account.orders.historyTitle');
  useDocumentTitle(title);
  // Another person's change shows without a reload (docs/decisions/0088-live-order-screens.md).
  useOrderChanges();
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const [rowError, setRowError] = useState<string | null>(null);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const locations = useLocationChoices(isStaff);
  // docs/decisions/0086-orders-bulk-actions.md: the staff's selected rows, by id; only rows shown count.
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [bulkOutcome, setBulkOutcome] = useState<BulkOutcome | null>(null);
  const query = useQuery(
    trpc.orders.list.queryOptions(listInput(view), { placeholderData: keepPreviousData, staleTime: 15_000 }),
  );

  // Every change is a step of its own in the history; the page stays where it is scrolled (a change of the query
  // string alone keeps the scroll: docs/decisions/0060-web-declarative-router.md).
  const show = (next: OrderListView) => setParams(writeView(next));
  const rows = query.data?.rows ?? [];
  const filtered = isFiltered(view.filter);
  const selectedRows = rows.filter((row) => selectedIds.has(row.id));
  const selection: RowSelection = {
    selected: selectedIds,
    onToggle: (row: OrderRow) =>
      setSelectedIds((ids) => {
        const next = new Set(ids);
        if (!next.delete(row.id)) next.add(row.id);
        return next;
      }),
    onTogglePage: () =>
      setSelectedIds(selectedRows.length === rows.length ? new Set() : new Set(rows.map((row) => row.id))),
  };

  return (
    <div className="container page orders-screen">
      <div className="orders-screen__head">
        <h1>{title}</h1>
        <div className="orders-screen__actions">
          <SchedulePickUpLink />
          {isStaff ? (
            // docs/rules/staff-screens.md, Orders screen: the export is orders.csv of every order matching the filter, not just those loaded.
            <a className="btn btn--secondary" href={exportHref(view)} download="orders.csv">
              {t('account.orders.export')}
            </a>
          ) : null}
        </div>
      </div>

      {rowError ? (
        <Banner tone="error" onDismiss={() => setRowError(null)} className="orders-screen__banner">
          <p>{rowError}</p>
        </Banner>
      ) : null}

      {statusChange ? (
        <StatusChangeNotice
          change={statusChange}
          statusFilter={view.filter.status}
          onDismiss={() => setStatusChange(null)}
        />
      ) : null}

      {bulkOutcome ? (
        <Banner
          tone={bulkOutcome.refused ? 'warning' : 'success'}
          onDismiss={() => setBulkOutcome(null)}
          className="orders-screen__banner"
        >
          <p>{bulkOutcome.text}</p>
        </Banner>
      ) : null}

      <OrderFilters
        filter={view.filter}
        onChange={(filter) => show(withFilter(view, filter))}
        staff={isStaff}
        locations={isStaff ? locations.choices : null}
      />

      {query.isError ? (
        <Banner tone="error" className="orders-screen__banner">
          <p>{userMessage(query.error, ORDERS_ERROR)}</p>
        </Banner>
      ) : query.isPending ? (
        <div className="orders-loading">
          <Spinner label={t('account.orders.loading')} />
        </div>
      ) : (
        <>
          <p className="orders-screen__count" aria-live="polite">
            {query.isFetching ? (
              <Spinner size="sm" label={t('account.orders.updating')} />
            ) : query.data.hasMore ? (
              t('account.orders.countShown', { count: rows.length })
            ) : (
              t('account.orders.count', { count: rows.length })
            )}
          </p>
          {isStaff && selectedRows.length > 0 ? (
            <BulkBar
              selected={selectedRows.map((row) => ({ orderId: row.id, version: row.version }))}
              locations={locations.choices}
              onClear={() => setSelectedIds(new Set())}
              onDone={(outcome) => {
                setRowError(null);
                setStatusChange(null);
                setBulkOutcome(outcome);
                setSelectedIds(new Set());
              }}
            />
          ) : null}
          <OrdersTable
            selection={isStaff ? selection : undefined}
            rows={rows}
            staff={isStaff}
            sort={{ sortby: view.sortBy, sortorder: view.sortOrder === 'asc' ? 1 : -1 }}
            onSortChange={(next) =>
              show({ ...view, sortBy: next.sortby, sortOrder: next.sortorder === 1 ? 'asc' : 'desc' })
            }
            locations={locations.choices}
            onRowError={setRowError}
            onRowChange={() =>
              // The last change's notices go as the next begins, drawn after the row shows it is busy: clearing them
              // redraws the whole list, which the press should not wait for (docs/decisions/0104-orders-screen-input-delay.md).
              startTransition(() => {
                setRowError(null);
                setStatusChange(null);
                setBulkOutcome(null);
              })
            }
            onStatusChanged={setStatusChange}
            empty={
              filtered
                ? t('account.orders.noMatch')
                : isStaff
                  ? t('account.orders.noneYet')
                  : t('account.orders.youHaveNone')
            }
          />
          <GuestOrdersNote />
          {query.data.hasMore ? (
            view.limit < ORDERS_MAX_LIMIT ? (
              <div className="button-row orders-screen__more">
                <Button
                  variant="secondary"
                  busy={query.isFetching}
                  onClick={() => show({ ...view, limit: view.limit + ORDERS_PAGE_SIZE })}
                >
                  {t('account.orders.showMore')}
                </Button>
              </div>
            ) : (
              <p className="orders-screen__more">
                {isStaff ? t('account.orders.narrowOrExport') : t('account.orders.narrow')}
              </p>
            )
          ) : null}
        </>
      )}
    </div>
  );
}
