import '../../staffLists/staffLists.css';
import {
  LOCATION_MESSAGES,
  type LocationInput,
  STAFF_LOCATION_SORT_COLUMNS,
  type StaffLocationSortColumn,
} from '@laundry/validators/locations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { userMessage } from '../../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Table, type TableColumn } from '../../../ui/Table';
import { ListSearch } from '../../staffLists/ListSearch';
import { ShowMore } from '../../staffLists/ShowMore';
import { useListView } from '../../staffLists/useListView';
import { useSwitchFocus } from '../../staffLists/useSwitchFocus';
import { LocationDetail } from './LocationDetail';
import { EMPTY_LOCATION, LocationForm } from './LocationForm';

type LocationRow = RouterOutputs['locations']['list']['rows'][number];

/** docs/rules/staff-screens.md, Sorting and paging: locations by address ascending, 100 at a time. */
const PAGE = 100;
const DEFAULTS = { sortby: 'address', sortorder: 1, limit: PAGE } as const;

/**
 * /app/locations (docs/rules/staff-screens.md, Locations, SuperAdmin): Address, Phone and Hours, sortable by address,
 * search, Add a Location, and a detail view with Edit, Cancel and Delete.
 */
export function StaffLocationsScreen() {
  useDocumentTitle('Locations');
  const { view, show } = useListView<StaffLocationSortColumn>(STAFF_LOCATION_SORT_COLUMNS, DEFAULTS);
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
        <h1>Locations</h1>
        {view.open ? null : (
          <Button
            variant="accent"
            onClick={() => {
              setNotice(null);
              show({ open: 'new' });
            }}
          >
            Add a Location
          </Button>
        )}
      </div>
      {view.open === 'new' ? (
        <AddLocation onClose={close} />
      ) : view.open ? (
        <LocationDetail key={view.open} id={view.open} onClose={close} />
      ) : (
        <LocationsList view={view} show={show} notice={notice} onDismissNotice={() => setNotice(null)} />
      )}
    </div>
  );
}

function AddLocation({ onClose }: { onClose: (notice?: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.locations.create.mutationOptions());
  const save = async (values: LocationInput) => {
    try {
      const created = await create.mutateAsync(values);
      await Promise.all([
        queryClient.invalidateQueries(trpc.locations.list.pathFilter()),
        queryClient.invalidateQueries(trpc.catalog.locations.pathFilter()),
      ]);
      onClose(`${created.name || created.address} was added.`);
    } catch {
      // the form shows create.error
    }
  };
  return (
    <section className="staff-admin__panel" aria-labelledby="add-location-title">
      <h2 id="add-location-title">Add a Location</h2>
      <LocationForm
        label="Add a location"
        initial={EMPTY_LOCATION}
        busy={create.isPending}
        error={create.isError ? userMessage(create.error, LOCATION_MESSAGES.createFailed) : null}
        onSave={save}
        onCancel={() => onClose()}
      />
    </section>
  );
}

function LocationsList({
  view,
  show,
  notice,
  onDismissNotice,
}: ReturnType<typeof useListView<StaffLocationSortColumn>> & {
  notice: string | null;
  onDismissNotice: () => void;
}) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.locations.list.queryOptions(
      {
        sortby: view.sortby,
        sortorder: view.sortorder,
        limit: view.limit,
        searchtext: view.searchtext || undefined,
      },
      { placeholderData: keepPreviousData },
    ),
  );
  const columns: TableColumn<LocationRow, StaffLocationSortColumn>[] = [
    {
      id: 'address',
      header: 'Address',
      sortKey: 'address',
      cell: (location) => (
        <>
          <button type="button" className="staff-admin__link" onClick={() => show({ open: location.id })}>
            {location.address}
          </button>
          <br />
          <span className="staff-admin__muted">
            {location.name}, {location.city}, {location.state} {location.zip}
          </span>
        </>
      ),
    },
    {
      id: 'phone',
      header: 'Phone',
      cell: (location) => <span className="staff-admin__nowrap">{location.phone}</span>,
    },
    { id: 'hours', header: 'Hours', cell: (location) => location.hours },
  ];

  return (
    <>
      {notice ? (
        <Banner tone="success" className="staff-admin__banner" onDismiss={onDismissNotice}>
          <p>{notice}</p>
        </Banner>
      ) : null}
      <ListSearch
        label="Search locations"
        hint="Name, address, city, zip or phone"
        value={view.searchtext}
        onSearch={(searchtext) => show({ searchtext, limit: DEFAULTS.limit })}
      />
      {query.isError ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>
            {userMessage(
              query.error,
              view.searchtext ? LOCATION_MESSAGES.findFailed : LOCATION_MESSAGES.getFailed,
            )}
          </p>
        </Banner>
      ) : query.isPending ? (
        <Spinner label="Loading locations…" />
      ) : (
        <>
          <Table
            cards
            caption="Locations"
            columns={columns}
            rows={query.data.rows}
            rowKey={(location) => location.id}
            sort={{ sortby: view.sortby, sortorder: view.sortorder }}
            onSortChange={(next) => show({ sortby: next.sortby, sortorder: next.sortorder })}
            empty={view.searchtext ? 'No locations match this search.' : 'There are no locations yet.'}
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
