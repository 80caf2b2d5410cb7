import { STAFF_GUEST_MESSAGES } from '@laundry/validators/staffGuests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { PhoneText } from '../../ui/PhoneText';
import { Spinner } from '../../ui/Spinner';
import { Table, type TableColumn } from '../../ui/Table';
import { DetailFields } from '../staffLists/DetailFields';
import { ListSearch } from '../staffLists/ListSearch';
import { STAFF_PAGE_SIZE } from '../staffLists/listView';
import { ShowMore } from '../staffLists/ShowMore';
import { CustomerOrders } from './CustomerOrders';

type GuestRow = RouterOutputs['customers']['guests']['rows'][number];

/** The page address's parameter that shows the Guests view in place of the customers list. */
export const GUESTS_VIEW = { param: 'view', value: 'guests' } as const;

const lastOrderOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });

/** The Guests view's state in the page address (q, limit, guest), so Back closes a guest and a view can be shared. */
function useGuestsView() {
  const [params, setParams] = useSearchParams();
  const limit = Number(params.get('limit'));
  const view = {
    searchtext: (params.get('q') ?? '').slice(0, 200),
    limit:
      Number.isInteger(limit) && limit >= STAFF_PAGE_SIZE && limit % STAFF_PAGE_SIZE === 0 && limit <= 4950
        ? limit
        : STAFF_PAGE_SIZE,
    guest: params.get('guest'),
  };
  const show = (next: Partial<typeof view>) => {
    const merged = { ...view, ...next };
    const written = new URLSearchParams({ [GUESTS_VIEW.param]: GUESTS_VIEW.value });
    if (merged.searchtext) written.set('q', merged.searchtext);
    if (merged.limit !== STAFF_PAGE_SIZE) written.set('limit', String(merged.limit));
    if (merged.guest) written.set('guest', merged.guest);
    setParams(written);
  };
  return { view, show };
}

/**
 * The Customers screen's Guests view (docs/rules/staff-screens.md, Customers; docs/decisions/0081-staff-guests-view.md):
 * one row per address that ordered without an account, newest latest order first, searched by name, e-mail or
 * phone, Show More; a row opens the guest's orders.
 */
export function GuestsView() {
  const { view, show } = useGuestsView();
  if (view.guest) return <GuestDetail email={view.guest} onClose={() => show({ guest: null })} />;
  return <GuestsList view={view} show={show} />;
}

function GuestsList({ view, show }: ReturnType<typeof useGuestsView>) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.customers.guests.queryOptions(
      { limit: view.limit, searchtext: view.searchtext || undefined },
      { placeholderData: keepPreviousData },
    ),
  );
  const columns: TableColumn<GuestRow>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (guest) => (
        <button type="button" className="staff-admin__link" onClick={() => show({ guest: guest.email })}>
          {guest.firstName || guest.email}
        </button>
      ),
    },
    { id: 'email', header: 'Email', cell: (guest) => guest.email },
    {
      id: 'phone',
      header: 'Phone',
      cell: (guest) => (
        <span className="staff-admin__nowrap">
          <PhoneText text={guest.phone} />
        </span>
      ),
    },
    { id: 'orders', header: 'Orders', cell: (guest) => guest.orderCount },
    {
      id: 'lastOrder',
      header: 'Latest Order',
      cell: (guest) => lastOrderOn.format(new Date(guest.lastOrderAt)),
    },
  ];
  const failed = view.searchtext
    ? STAFF_GUEST_MESSAGES.searchGuestsFailed
    : STAFF_GUEST_MESSAGES.getGuestsFailed;
  return (
    <>
      <ListSearch
        label="Search guests"
        hint="Name, e-mail or phone"
        value={view.searchtext}
        onSearch={(searchtext) => show({ searchtext, limit: STAFF_PAGE_SIZE })}
      />
      {query.isError ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(query.error, failed)}</p>
        </Banner>
      ) : query.isPending ? (
        <Spinner label="Loading guests…" />
      ) : (
        <>
          <Table
            cards
            caption="Guests"
            columns={columns}
            rows={query.data.rows}
            rowKey={(guest) => guest.email}
            empty={view.searchtext ? 'No guests match this search.' : 'There are no guest orders yet.'}
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

/** A guest: the row's figures and the guest's orders, newest first, each opening the order. */
function GuestDetail({ email, onClose }: { email: string; onClose: () => void }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.customers.guest.queryOptions({ email }));
  const back = (
    <Button variant="secondary" onClick={onClose}>
      Back to guests
    </Button>
  );
  if (detail.isPending) return <Spinner label="Loading guest…" />;
  if (detail.isError) {
    return (
      <>
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(detail.error, STAFF_GUEST_MESSAGES.getGuestFailed)}</p>
        </Banner>
        {back}
      </>
    );
  }
  const { guest, orders } = detail.data;
  return (
    <>
      <section className="staff-admin__panel" aria-labelledby="guest-title">
        <h2 id="guest-title">{guest.firstName || guest.email} (guest)</h2>
        <DetailFields
          rows={[
            ['Name', guest.firstName],
            ['Email', guest.email],
            ['Phone', <PhoneText key="phone" text={guest.phone} />],
            ['Orders', guest.orderCount],
            ['Latest Order', lastOrderOn.format(new Date(guest.lastOrderAt))],
          ]}
        />
        {back}
      </section>
      <CustomerOrders orders={orders} />
    </>
  );
}
