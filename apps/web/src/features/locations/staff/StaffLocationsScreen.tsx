import {
  LOCATION_MESSAGES,
  type LocationInput,
  STAFF_LOCATION_SORT_COLUMNS,
  type StaffLocationSortColumn,
} from '@laundry/validators/locations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import type { TableColumn } from '../../../ui/Table';
import { OpenRow, type ShowRow, StaffList } from '../../staffLists/StaffList';
import { StaffListScreen, type StaffPanelProps } from '../../staffLists/StaffListScreen';
import { LocationDetail } from './LocationDetail';
import { EMPTY_LOCATION, LocationForm } from './LocationForm';

type LocationRow = RouterOutputs['locations']['list']['rows'][number];

/** docs/rules/staff-screens.md, Sorting and paging: locations by address ascending, 100 at a time. */
const DEFAULTS = { sortby: 'address', sortorder: 1, limit: 100 } as const;

/**
 * /app/locations (docs/rules/staff-screens.md, Locations, SuperAdmin): Address, Phone and Hours, sortable by address,
 * search, Add a Location, and a detail view with Edit, Cancel and Delete.
 */
export function StaffLocationsScreen() {
  const trpc = useTRPC();
  return (
    <StaffListScreen
      title="Locations"
      noun="Location"
      sortColumns={STAFF_LOCATION_SORT_COLUMNS}
      defaults={DEFAULTS}
      addForm={({ onClose }) => <AddLocation onClose={onClose} />}
      detail={(id, { onClose }) => <LocationDetail id={id} onClose={onClose} />}
      list={(listView) => (
        <StaffList
          listView={listView}
          searchHint="Name, address, city, zip or phone"
          query={(input, options) => trpc.locations.list.queryOptions(input, options)}
          failed={(searching) => (searching ? LOCATION_MESSAGES.findFailed : LOCATION_MESSAGES.getFailed)}
          columns={columns(listView.show)}
        />
      )}
    />
  );
}

const columns = (show: ShowRow): TableColumn<LocationRow, StaffLocationSortColumn>[] => [
  {
    id: 'address',
    header: 'Address',
    sortKey: 'address',
    cell: (location) => (
      <>
        <OpenRow id={location.id} show={show}>
          {location.address}
        </OpenRow>
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

function AddLocation({ onClose }: Pick<StaffPanelProps, 'onClose'>) {
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
    <LocationForm
      label="Add a location"
      initial={EMPTY_LOCATION}
      busy={create.isPending}
      error={create.isError ? userMessage(create.error, LOCATION_MESSAGES.createFailed) : null}
      onSave={save}
      onCancel={() => onClose()}
    />
  );
}
