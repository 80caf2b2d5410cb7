import {
  STAFF_PEOPLE_MESSAGES,
  USER_SORT_COLUMNS,
  type UserSortColumn,
} from '@laundry/validators/staffUsers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import type { TableColumn } from '../../ui/Table';
import { STAFF_PAGE_SIZE } from '../staffLists/listView';
import { OpenRow, type ShowRow, StaffList } from '../staffLists/StaffList';
import { StaffListScreen, type StaffPanelProps } from '../staffLists/StaffListScreen';
import { roleLabel, UserDetail } from './UserDetail';
import { EMPTY_USER, UserForm, type UserFormOutput } from './UserForm';

type UserRow = RouterOutputs['users']['list']['rows'][number];

/** docs/rules/staff-screens.md, Sorting and paging: users by first name ascending, 75 at first. */
const DEFAULTS = { sortby: 'firstName', sortorder: 1, limit: STAFF_PAGE_SIZE } as const;

/**
 * /app/users (docs/rules/staff-screens.md, Users, SuperAdmin): the staff members, sortable by First Name, Last Name,
 * Role and Location, with search, Add a User and Show More. A first name opens the user's detail view;
 * the add form and the detail view replace the list.
 */
export function UsersScreen() {
  const trpc = useTRPC();
  return (
    <StaffListScreen
      title="Users"
      noun="User"
      sortColumns={USER_SORT_COLUMNS}
      defaults={DEFAULTS}
      addForm={({ onClose }) => <AddUser onClose={onClose} />}
      detail={(id, { onClose }) => <UserDetail id={id} onClose={onClose} />}
      list={(listView) => (
        <StaffList
          listView={listView}
          searchHint="Name, e-mail or location"
          query={(input, options) => trpc.users.list.queryOptions(input, options)}
          failed={(searching) =>
            searching ? STAFF_PEOPLE_MESSAGES.searchUsersFailed : STAFF_PEOPLE_MESSAGES.getUsersFailed
          }
          columns={columns(listView.show)}
        />
      )}
    />
  );
}

const columns = (show: ShowRow): TableColumn<UserRow, UserSortColumn>[] => [
  {
    id: 'firstName',
    header: 'First Name',
    sortKey: 'firstName',
    cell: (user) => (
      <OpenRow id={user.id} show={show}>
        {user.firstName || user.email}
      </OpenRow>
    ),
  },
  { id: 'lastName', header: 'Last Name', sortKey: 'lastName', cell: (user) => user.lastName ?? '' },
  { id: 'role', header: 'Role', sortKey: 'role', cell: (user) => roleLabel(user.role) },
  { id: 'location', header: 'Location name', sortKey: 'location', cell: (user) => user.locationName ?? '' },
];
function AddUser({ onClose }: Pick<StaffPanelProps, 'onClose'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.users.create.mutationOptions());
  const save = async (values: UserFormOutput) => {
    try {
      const created = await create.mutateAsync(values);
      await queryClient.invalidateQueries(trpc.users.list.pathFilter());
      onClose(
        created.passwordState === 'invited'
          ? `${created.email} was added. We e-mailed them a link to choose their password.`
          : `${created.email} was added. They choose their own password when they first log in.`,
      );
    } catch {
      // the form shows create.error
    }
  };
  return (
    <UserForm
      mode="create"
      initial={EMPTY_USER}
      busy={create.isPending}
      error={create.isError ? userMessage(create.error, STAFF_PEOPLE_MESSAGES.createUserFailed) : null}
      onSave={save}
      onCancel={() => onClose()}
    />
  );
}
