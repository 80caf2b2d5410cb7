import type { CustomerCreateInput } from '@laundry/validators/staffUsers';
import {
  CUSTOMER_SORT_COLUMNS,
  type CustomerSortColumn,
  STAFF_PEOPLE_MESSAGES,
} from '@laundry/validators/staffUsers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import type { TableColumn } from '../../ui/Table';
import { STAFF_PAGE_SIZE } from '../staffLists/listView';
import { OpenRow, type ShowRow, StaffList } from '../staffLists/StaffList';
import {
  StaffListScreen,
  type StaffListViewState,
  type StaffPanelProps,
} from '../staffLists/StaffListScreen';
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
  return (
    <StaffListScreen
      title="Customers"
      noun="Customer"
      sortColumns={CUSTOMER_SORT_COLUMNS}
      defaults={DEFAULTS}
      switcher={<ListSwitch guests={false} />}
      addForm={({ onClose }) => <AddCustomer onClose={onClose} />}
      detail={(id, { onClose }) => <CustomerDetail id={id} onClose={() => onClose()} />}
      list={(listView) => <CustomersList listView={listView} />}
    />
  );
}

function AddCustomer({ onClose }: Pick<StaffPanelProps, 'onClose'>) {
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
    <CustomerForm
      label="Add a customer"
      initial={EMPTY_CUSTOMER}
      busy={create.isPending}
      error={create.isError ? userMessage(create.error, STAFF_PEOPLE_MESSAGES.createCustomerFailed) : null}
      onSave={save}
      onCancel={() => onClose()}
    />
  );
}

const columns = (show: ShowRow): TableColumn<CustomerRow, CustomerSortColumn>[] => [
  {
    id: 'firstName',
    header: 'First Name',
    sortKey: 'firstName',
    // docs/rules/staff-screens.md, Customers: a customer with no first name shows the e-mail in this cell.
    cell: (customer) => (
      <OpenRow id={customer.id} show={show}>
        {customer.firstName || customer.email}
      </OpenRow>
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

/** The list with Export Results, the CSV of the whole search, and its error. */
function CustomersList({ listView }: { listView: StaffListViewState<CustomerSortColumn> }) {
  const trpc = useTRPC();
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportResults = async () => {
    setExporting(true);
    setExportError(await downloadCustomers(exportHref(listView.view)));
    setExporting(false);
  };

  return (
    <>
      {exportError ? (
        <Banner tone="error" className="staff-admin__banner" onDismiss={() => setExportError(null)}>
          <p>{exportError}</p>
        </Banner>
      ) : null}
      <StaffList
        listView={listView}
        searchHint="Name, e-mail or phone"
        query={(input, options) => trpc.customers.list.queryOptions(input, options)}
        failed={(searching) =>
          searching ? STAFF_PEOPLE_MESSAGES.searchCustomersFailed : STAFF_PEOPLE_MESSAGES.getCustomersFailed
        }
        columns={columns(listView.show)}
        actions={
          <div className="staff-admin__actions">
            <Button variant="secondary" busy={exporting} onClick={exportResults}>
              Export Results
            </Button>
          </div>
        }
      />
    </>
  );
}
