import '../../staffLists/staffLists.css';
import {
  SPECIAL_MESSAGES,
  type SpecialStaffInput,
  STAFF_SPECIAL_SORT_COLUMNS,
  type StaffSpecialSortColumn,
} from '@laundry/validators/specials';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Table, type TableColumn } from '../../../ui/Table';
import { ListSearch } from '../../staffLists/ListSearch';
import { ShowMore } from '../../staffLists/ShowMore';
import { useListView } from '../../staffLists/useListView';
import { useSwitchFocus } from '../../staffLists/useSwitchFocus';
import { SpecialDetail } from './SpecialDetail';
import { EMPTY_SPECIAL, SpecialForm } from './SpecialForm';
import { applicableServices, expiresLabel, money, percent, type StaffSpecial, yesNo } from './specialLabels';

/** docs/rules/staff-screens.md, Sorting and paging: specials 100 at a time; their "address" default has no address, so by name. */
const PAGE = 100;
const DEFAULTS = { sortby: 'name', sortorder: 1, limit: PAGE } as const;

/**
 * /app/specials (docs/rules/staff-screens.md, Specials, SuperAdmin): every special, expired ones too, with search, Add a
 * Special and an error banner. The search and the table are hidden while a form or a detail view is open.
 */
export function StaffSpecialsScreen() {
  useDocumentTitle('Specials');
  const { view, show } = useListView<StaffSpecialSortColumn>(STAFF_SPECIAL_SORT_COLUMNS, DEFAULTS);
  const page = useRef<HTMLDivElement>(null);
  useSwitchFocus(view.open, page);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = (message?: string) => {
    setNotice(message ?? null);
    setError(null);
    show({ open: null });
  };

  return (
    <div ref={page} className="container page staff-admin">
      <div className="staff-admin__head">
        <h1>Specials</h1>
        {view.open ? null : (
          <Button
            variant="accent"
            onClick={() => {
              setNotice(null);
              setError(null);
              show({ open: 'new' });
            }}
          >
            Add a Special
          </Button>
        )}
      </div>
      {error ? (
        <Banner tone="error" className="staff-admin__banner" onDismiss={() => setError(null)}>
          <p>{error}</p>
        </Banner>
      ) : null}
      {notice && !view.open ? (
        <Banner tone="success" className="staff-admin__banner" onDismiss={() => setNotice(null)}>
          <p>{notice}</p>
        </Banner>
      ) : null}
      {view.open === 'new' ? (
        <AddSpecial onClose={close} onError={setError} />
      ) : view.open ? (
        <SpecialDetail key={view.open} id={view.open} onClose={close} onError={setError} />
      ) : (
        <SpecialsList view={view} show={show} />
      )}
    </div>
  );
}

function AddSpecial({
  onClose,
  onError,
}: {
  onClose: (notice?: string) => void;
  onError: (message: string | null) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.specials.create.mutationOptions());
  const save = async (values: SpecialStaffInput) => {
    onError(null);
    try {
      const created = await create.mutateAsync(values);
      await Promise.all([
        queryClient.invalidateQueries(trpc.specials.list.pathFilter()),
        queryClient.invalidateQueries(trpc.catalog.specials.pathFilter()),
      ]);
      onClose(`${created.name} (${created.code}) was added.`);
    } catch (error) {
      onError(userMessage(error, SPECIAL_MESSAGES.createFailed));
    }
  };
  return (
    <section className="staff-admin__panel" aria-labelledby="add-special-title">
      <h2 id="add-special-title">Add a Special</h2>
      <SpecialForm
        label="Add a special"
        initial={EMPTY_SPECIAL}
        busy={create.isPending}
        error={null}
        onSave={save}
        onCancel={() => onClose()}
      />
    </section>
  );
}

function SpecialsList({ view, show }: ReturnType<typeof useListView<StaffSpecialSortColumn>>) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.specials.list.queryOptions(
      {
        sortby: view.sortby,
        sortorder: view.sortorder,
        limit: view.limit,
        searchtext: view.searchtext || undefined,
      },
      { placeholderData: keepPreviousData },
    ),
  );
  const columns: TableColumn<StaffSpecial, StaffSpecialSortColumn>[] = [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (special) => (
        <button type="button" className="staff-admin__link" onClick={() => show({ open: special.id })}>
          {special.name}
        </button>
      ),
    },
    { id: 'code', header: 'Code', sortKey: 'code', cell: (special) => special.code },
    {
      id: 'expires',
      header: 'Expires',
      sortKey: 'expirationDate',
      cell: (special) => (
        <span title={special.expirationDate}>
          {expiresLabel(special.expirationDate)}
          {special.expired ? <span className="staff-admin__muted"> (expired)</span> : null}
        </span>
      ),
    },
    {
      id: 'discountAmount',
      header: 'Discount Amt',
      sortKey: 'discountAmountCents',
      className: 'staff-admin__money',
      cell: (special) => money(special.discountAmountCents),
    },
    {
      id: 'percent',
      header: '% off',
      sortKey: 'percentDiscount',
      className: 'staff-admin__money',
      cell: (special) => percent(special.percentDiscount),
    },
    {
      id: 'promotionalPrice',
      header: 'Promotional Price',
      sortKey: 'promotionalPriceCents',
      className: 'staff-admin__money',
      cell: (special) => money(special.promotionalPriceCents),
    },
    {
      id: 'firstTime',
      header: 'First-Time Only?',
      sortKey: 'firstTimeOnly',
      cell: (special) => yesNo(special.firstTimeOnly),
    },
    { id: 'services', header: 'Applicable Services', cell: (special) => applicableServices(special) },
  ];

  return (
    <>
      <ListSearch
        label="Search specials"
        hint="Name or code"
        value={view.searchtext}
        onSearch={(searchtext) => show({ searchtext, limit: DEFAULTS.limit })}
      />
      {query.isError ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(query.error, SPECIAL_MESSAGES.getFailed)}</p>
        </Banner>
      ) : query.isPending ? (
        <Spinner label="Loading specials…" />
      ) : (
        <>
          <Table
            cards
            caption="Specials"
            columns={columns}
            rows={query.data.rows}
            rowKey={(special) => special.id}
            sort={{ sortby: view.sortby, sortorder: view.sortorder }}
            onSortChange={(next) => show({ sortby: next.sortby, sortorder: next.sortorder })}
            empty={view.searchtext ? 'No specials match this search.' : 'There are no specials yet.'}
          />
          {query.data.hasMore ? (
            <ShowMore
              rowCount={Math.max(query.data.rows.length, PAGE)}
              hasMore
              busy={query.isFetching}
              onMore={() => show({ limit: view.limit + PAGE })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
