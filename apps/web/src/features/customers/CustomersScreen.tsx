import '../staffLists/staffLists.css';
import type { CustomerCreateInput } from '@laundry/validators/staffUsers';
import {
  CUSTOMER_SORT_COLUMNS,
  type CustomerSortColumn,
  STAFF_PEOPLE_MESSAGES,
} from '@laundry/validators/staffUsers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Table, type TableColumn } from '../../ui/Table';
import { ListSearch } from '../staffLists/ListSearch';
import { STAFF_PAGE_SIZE } from '../staffLists/listView';
import { ShowMore } from '../staffLists/ShowMore';
import { useListView } from '../staffLists/useListView';
import { useSwitchFocus } from '../staffLists/useSwitchFocus';
import { CustomerDetail } from './CustomerDetail';
import { CustomerForm, EMPTY_CUSTOMER } from './CustomerForm';
import { downloadCustomers, exportHref } from './exportCustomers';
import { GUESTS_VIEW, GuestsView } from './GuestsView';

type CustomerRow = RouterOutputs['customers']['list']['rows'][number];

/** docs/rules/staff-screens.md, Sorting and paging: customers by first name descending, 75 at first. */
const DEFAULTS = { sortby: 'firstName', sortorder: -1, limit: STAFF_PAGE_SIZE } as const;

/**
 * /app/customers (docs/rules/staff-screens.md, Customers, Admin and SuperAdmin): sortable First Name, Last Name,
 * Phone and Email, search, Add a Customer, Export Results (customers.csv) and Show More.
 */
export function CustomersScreen() {
  const [params] = useSearchParams();
  // docs/decisions/0081-staff-guests-view.md: Customers | Guests, the choice kept in the page address.
  return params.get(GUESTS_VIEW.param) === GUESTS_VIEW.value ? <GuestsScreen /> : <CustomersAccounts />;
}

/** Customers | Guests: two links, the one shown marked as the current page. */
function ListSwitch({ guests }: { guests: boolean }) {
  return (
    <nav className="staff-admin__actions" aria-label="Customers or guests">
      <Link to={paths.customers} aria-current={guests ? undefined : 'page'}>
        Customers
      </Link>
      {' | '}
      <Link
        to={`${paths.customers}?${GUESTS_VIEW.param}=${GUESTS_VIEW.value}`}
        aria-current={guests ? 'page' : undefined}
      >
        Guests
      </Link>
    </nav>
  );
}

function GuestsScreen() {
  useDocumentTitle('Guests');
  return (
    <div className="container page staff-admin">
      <div className="staff-admin__head">
        <h1>Guests</h1>
      </div>
      <ListSwitch guests />
      <GuestsView />
    </div>
  );
}

function CustomersAccounts() {
  useDocumentTitle('Customers');
  const { view, show } = useListView<CustomerSortColumn>(CUSTOMER_SORT_COLUMNS, DEFAULTS);
  const page = useRef<HTMLDivElement>(null);
  useSwitchFocus(view.open, page);
  const [notice, setNotice] = useState<string | null>(null);
  const close = (message?: string) => {
    setNotice(message ?? null);
    show({ open: null });
  };

  return (
    <div ref={page} className="container page staff-admin">
      <div className="staff-admin__head">
        <h1>Customers</h1>
        {view.open ? null : (
          <Button
            variant="accent"
            onClick={() => {
              setNotice(null);
              show({ open: 'new' });
            }}
          >
            Add a Customer
          </Button>
        )}
      </div>
      {view.open ? null : <ListSwitch guests={false} />}
      {view.open === 'new' ? (
        <AddCustomer onClose={close} />
      ) : view.open ? (
        <CustomerDetail key={view.open} id={view.open} onClose={() => close()} />
      ) : (
        <CustomersList view={view} show={show} notice={notice} onDismissNotice={() => setNotice(null)} />
      )}
    </div>
  );
}

function AddCustomer({ onClose }: { onClose: (notice?: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.customers.create.mutationOptions());
  const save = async (values: CustomerCreateInput) => {
    try {
      const created = await create.mutateAsync(values);
      await queryClient.invalidateQueries(trpc.customers.list.pathFilter());
      onClose(`${created.email} was added and e-mailed a link to choose a password.`);
    } catch {
      // the form shows create.error
    }
  };
  return (
    <section className="staff-admin__panel" aria-labelledby="add-customer-title">
      <h2 id="add-customer-title">Add a Customer</h2>
      <CustomerForm
        label="Add a customer"
        initial={EMPTY_CUSTOMER}
        busy={create.isPending}
        error={create.isError ? userMessage(create.error, STAFF_PEOPLE_MESSAGES.createCustomerFailed) : null}
        onSave={save}
        onCancel={() => onClose()}
      />
    </section>
  );
}

function CustomersList({
  view,
  show,
  notice,
  onDismissNotice,
}: ReturnType<typeof useListView<CustomerSortColumn>> & {
  notice: string | null;
  onDismissNotice: () => void;
}) {
  const trpc = useTRPC();
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = useQuery(
    trpc.customers.list.queryOptions(
      {
        sortby: view.sortby,
        sortorder: view.sortorder,
        limit: view.limit,
        searchtext: view.searchtext || undefined,
      },
      { placeholderData: keepPreviousData },
    ),
  );
  const columns: TableColumn<CustomerRow, CustomerSortColumn>[] = [
    {
      id: 'firstName',
      header: 'First Name',
      sortKey: 'firstName',
      // docs/rules/staff-screens.md, Customers: a customer with no first name shows the e-mail in this cell.
      cell: (customer) => (
        <button type="button" className="staff-admin__link" onClick={() => show({ open: customer.id })}>
          {customer.firstName || customer.email}
        </button>
      ),
    },
    { id: 'lastName', header: 'Last Name', sortKey: 'lastName', cell: (customer) => customer.lastName ?? '' },
    {
      id: 'phone',
      header: 'Phone',
      sortKey: 'phone',
      cell: (c) => <span className="staff-admin__nowrap">{c.phone}</span>,
    },
    { id: 'email', header: 'Email', sortKey: 'email', cell: (customer) => customer.email },
  ];
  const failed = view.searchtext
    ? STAFF_PEOPLE_MESSAGES.searchCustomersFailed
    : STAFF_PEOPLE_MESSAGES.getCustomersFailed;

  const exportResults = async () => {
    setExporting(true);
    setExportError(await downloadCustomers(exportHref(view)));
    setExporting(false);
  };

  return (
    <>
      {notice ? (
        <Banner tone="success" className="staff-admin__banner" onDismiss={onDismissNotice}>
          <p>{notice}</p>
        </Banner>
      ) : null}
      {exportError ? (
        <Banner tone="error" className="staff-admin__banner" onDismiss={() => setExportError(null)}>
          <p>{exportError}</p>
        </Banner>
      ) : null}
      <ListSearch
        label="Search customers"
        hint="Name, e-mail or phone"
        value={view.searchtext}
        onSearch={(searchtext) => show({ searchtext, limit: DEFAULTS.limit })}
      />
      <div className="staff-admin__actions">
        <Button variant="secondary" busy={exporting} onClick={exportResults}>
          Export Results
        </Button>
      </div>
      {query.isError ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(query.error, failed)}</p>
        </Banner>
      ) : query.isPending ? (
        <Spinner label="Loading customers…" />
      ) : (
        <>
          <Table
            cards
            caption="Customers"
            columns={columns}
            rows={query.data.rows}
            rowKey={(customer) => customer.id}
            sort={{ sortby: view.sortby, sortorder: view.sortorder }}
            onSortChange={(next) => show({ sortby: next.sortby, sortorder: next.sortorder })}
            empty={view.searchtext ? 'No customers match this search.' : 'There are no customers yet.'}
          />
          <ShowMore
            rowCount={query.data.rows.length}
            hasMore={query.data.hasMore}
            busy={query.isFetching}
            onMore={() => show({ limit: view.limit + STAFF_PAGE_SIZE })}
          />
        </>
      )}
    </>
  );
}
