import '../staffLists/staffLists.css';
import {
  STAFF_PEOPLE_MESSAGES,
  USER_SORT_COLUMNS,
  type UserSortColumn,
} from '@laundry/validators/staffUsers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { userMessage } from '../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Table, type TableColumn } from '../../ui/Table';
import { ListSearch } from '../staffLists/ListSearch';
import { STAFF_PAGE_SIZE } from '../staffLists/listView';
import { ShowMore } from '../staffLists/ShowMore';
import { useListView } from '../staffLists/useListView';
import { useSwitchFocus } from '../staffLists/useSwitchFocus';
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
  useDocumentTitle('Users');
  const { view, show } = useListView<UserSortColumn>(USER_SORT_COLUMNS, DEFAULTS);
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
        <h1>Users</h1>
        {view.open ? null : (
          <Button
            variant="accent"
            onClick={() => {
              setNotice(null);
              show({ open: 'new' });
            }}
          >
            Add a User
          </Button>
        )}
      </div>
      {view.open === 'new' ? (
        <AddUser onClose={close} />
      ) : view.open ? (
        <UserDetail key={view.open} id={view.open} onClose={close} />
      ) : (
        <UsersList view={view} show={show} notice={notice} onDismissNotice={() => setNotice(null)} />
      )}
    </div>
  );
}

function AddUser({ onClose }: { onClose: (notice?: string) => void }) {
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
    <section className="staff-admin__panel" aria-labelledby="add-user-title">
      <h2 id="add-user-title">Add a User</h2>
      <UserForm
        mode="create"
        initial={EMPTY_USER}
        busy={create.isPending}
        error={create.isError ? userMessage(create.error, STAFF_PEOPLE_MESSAGES.createUserFailed) : null}
        onSave={save}
        onCancel={() => onClose()}
      />
    </section>
  );
}

function UsersList({
  view,
  show,
  notice,
  onDismissNotice,
}: ReturnType<typeof useListView<UserSortColumn>> & { notice: string | null; onDismissNotice: () => void }) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.users.list.queryOptions(
      {
        sortby: view.sortby,
        sortorder: view.sortorder,
        limit: view.limit,
        searchtext: view.searchtext || undefined,
      },
      { placeholderData: keepPreviousData },
    ),
  );
  const columns: TableColumn<UserRow, UserSortColumn>[] = [
    {
      id: 'firstName',
      header: 'First Name',
      sortKey: 'firstName',
      cell: (user) => (
        <button type="button" className="staff-admin__link" onClick={() => show({ open: user.id })}>
          {user.firstName || user.email}
        </button>
      ),
    },
    { id: 'lastName', header: 'Last Name', sortKey: 'lastName', cell: (user) => user.lastName ?? '' },
    { id: 'role', header: 'Role', sortKey: 'role', cell: (user) => roleLabel(user.role) },
    { id: 'location', header: 'Location name', sortKey: 'location', cell: (user) => user.locationName ?? '' },
  ];
  const failed = view.searchtext
    ? STAFF_PEOPLE_MESSAGES.searchUsersFailed
    : STAFF_PEOPLE_MESSAGES.getUsersFailed;

  return (
    <>
      {notice ? (
        <Banner tone="success" className="staff-admin__banner" onDismiss={onDismissNotice}>
          <p>{notice}</p>
        </Banner>
      ) : null}
      <ListSearch
        label="Search users"
        hint="Name, e-mail or location"
        value={view.searchtext}
        onSearch={(searchtext) => show({ searchtext, limit: DEFAULTS.limit })}
      />
      {query.isError ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(query.error, failed)}</p>
        </Banner>
      ) : query.isPending ? (
        <Spinner label="Loading users…" />
      ) : (
        <>
          <Table
            cards
            caption="Users"
            columns={columns}
            rows={query.data.rows}
            rowKey={(user) => user.id}
            sort={{ sortby: view.sortby, sortorder: view.sortorder }}
            onSortChange={(next) => show({ sortby: next.sortby, sortorder: next.sortorder })}
            empty={view.searchtext ? 'No users match this search.' : 'There are no users yet.'}
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
