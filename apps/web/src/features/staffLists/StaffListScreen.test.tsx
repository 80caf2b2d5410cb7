import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../test/fakeApi';
import type { TableColumn } from '../../ui/Table';
import { STAFF_PAGE_SIZE } from './listView';
import { OpenRow, type ShowRow, StaffList, type StaffListInput } from './StaffList';
import { StaffListScreen } from './StaffListScreen';

// docs/rules/staff-screens.md, Users, Customers, Locations, Specials; Detail views and add forms; Sorting and paging:
// the frame the four staff list screens share, with a made-up list of things.

type Thing = { id: string; name: string };
type ThingColumn = 'name';
const id = (n: number) => `5b7e7f0e-0000-4000-8000-${String(n).padStart(12, '0')}`;
const things = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: id(i + 1), name: `Thing ${i}` }));
const columns = (show: ShowRow): TableColumn<Thing, ThingColumn>[] => [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    cell: (thing) => (
      <OpenRow id={thing.id} show={show}>
        {thing.name}
      </OpenRow>
    ),
  },
];

function renderThings({ pageSize = STAFF_PAGE_SIZE, rows = 3, hasMore = false } = {}) {
  const asked: StaffListInput<ThingColumn>[] = [];
  const defaults = { sortby: 'name', sortorder: 1, limit: pageSize } as const;
  const view = renderWithApi(
    <StaffListScreen
      title="Things"
      noun="Thing"
      sortColumns={['name'] as const}
      defaults={defaults}
      addForm={({ onClose, onError }) => (
        <>
          <button type="button" onClick={() => onClose('Thing 9 was added.')}>
            Save the thing
          </button>
          <button type="button" onClick={() => onError('The thing was refused.')}>
            Refuse
          </button>
        </>
      )}
      detail={(thingId, { onClose }) => (
        <section className="staff-admin__panel">
          <h2>Detail of {thingId}</h2>
          <button type="button" onClick={() => onClose()}>
            Close the thing
          </button>
        </section>
      )}
      list={(listView) => (
        <StaffList
          listView={listView}
          searchHint="Name"
          query={(input, options) => ({
            ...options,
            queryKey: ['things', input],
            queryFn: async () => {
              asked.push(input);
              return { rows: input.searchtext ? [] : things(rows), hasMore };
            },
          })}
          failed={() => 'The things could not be read.'}
          columns={columns(listView.show)}
        />
      )}
    />,
    { route: '/app/things', api: {} },
  );
  return { ...view, asked };
}

const table = () => screen.queryByRole('table', { name: 'Things' });

describe('StaffListScreen', () => {
  it('shows the list under the heading and Add button, searched, sorted and paged', async () => {
    const user = userEvent.setup();
    const { asked } = renderThings({ rows: STAFF_PAGE_SIZE, hasMore: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Thing 0' })).toBeTruthy();
    expect(asked).toEqual([{ sortby: 'name', sortorder: 1, limit: 75, searchtext: undefined }]);

    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ limit: 150 }));

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sortorder: -1, limit: 150 }));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zz{Enter}');
    expect(await screen.findByText('No things match this search.')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ searchtext: 'zz', limit: 75 });
    expect(document.querySelector('search[aria-label="Search things"]')).toBeTruthy();
  });

  it('offers Show More once 75 rows are listed, and for lists read 100 at a time whenever more exist', async () => {
    const few = renderThings({ rows: 74, hasMore: true });
    await screen.findByRole('button', { name: 'Thing 0' });
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
    few.unmount();
    renderThings({ pageSize: 100, rows: 3, hasMore: true });
    await screen.findByRole('button', { name: 'Thing 0' });
    expect(screen.getByRole('button', { name: 'Show More' })).toBeTruthy();
  });

  it('hides the list while a detail view is open and brings it back when it closes', async () => {
    const user = userEvent.setup();
    renderThings();
    await user.click(await screen.findByRole('button', { name: 'Thing 1' }));
    expect(screen.getByRole('heading', { level: 2, name: `Detail of ${id(2)}` })).toBeTruthy();
    expect(table()).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a Thing' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close the thing' }));
    expect(await screen.findByRole('table', { name: 'Things' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('puts the add panel in the list’s place and shows the notice of what was added when it closes', async () => {
    const user = userEvent.setup();
    renderThings();
    await screen.findByRole('button', { name: 'Thing 0' });
    await user.click(screen.getByRole('button', { name: 'Add a Thing' }));
    expect(screen.getByRole('region', { name: 'Add a Thing' })).toBeTruthy();
    expect(table()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('The thing was refused.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save the thing' }));
    expect(await screen.findByText('Thing 9 was added.')).toBeTruthy();
    expect(screen.queryByText('The thing was refused.')).toBeNull();
    expect(await screen.findByRole('table', { name: 'Things' })).toBeTruthy();
    // A new add starts without the last notice.
    await user.click(screen.getByRole('button', { name: 'Add a Thing' }));
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    await user.click(screen.getByRole('button', { name: 'Save the thing' }));
    await screen.findByText('Thing 9 was added.');
  });
});
