import './staffLists.css';
import { Fragment, type ReactNode, useRef, useState } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import type { StaffListView } from './listView';
import { useListView } from './useListView';
import { useSwitchFocus } from './useSwitchFocus';

/** What an add form or a detail view is given: close back to the list (with a notice of what was done), or report an error. */
export interface StaffPanelProps {
  onClose: (notice?: string) => void;
  /** docs/rules/staff-screens.md, Specials: a screen that shows its errors in one banner above its panels. */
  onError: (message: string | null) => void;
}

/** What the list is given: its view in the page address, the screen's title and how many rows it reads at a time. */
export type StaffListViewState<K extends string> = ReturnType<typeof useListView<K>> & {
  title: string;
  pageSize: number;
};

interface StaffListScreenProps<K extends string> {
  /** The page's title and heading: 'Users'. */
  title: string;
  /** One row, capitalized: 'User' makes the 'Add a User' button and the add panel's heading. */
  noun: string;
  sortColumns: readonly K[];
  defaults: Omit<StaffListView<K>, 'searchtext' | 'open'>;
  /** Shown under the heading with the list only (the Customers | Guests switch). */
  switcher?: ReactNode;
  /** The add form, shown in the add panel. */
  addForm: (panel: StaffPanelProps) => ReactNode;
  /** The detail view of the row with this id. */
  detail: (id: string, panel: StaffPanelProps) => ReactNode;
  /** The list, shown while neither the add form nor a detail view is open. */
  list: (listView: StaffListViewState<K>) => ReactNode;
}

/**
 * A staff list screen (docs/rules/staff-screens.md, Users, Customers, Locations, Specials): its heading with the Add
 * button, and in its place, by `open` in the page address (listView.ts), the add form, a row's detail view or the
 * list (docs/rules/staff-screens.md, Detail views and add forms); the notice of what was saved over the list, and the
 * focus moved along with the swap (useSwitchFocus.ts).
 */
export function StaffListScreen<K extends string>({
  title,
  noun,
  sortColumns,
  defaults,
  switcher,
  addForm,
  detail,
  list,
}: StaffListScreenProps<K>) {
  useDocumentTitle(title);
  const { view, show } = useListView<K>(sortColumns, defaults);
  const page = useRef<HTMLDivElement>(null);
  useSwitchFocus(view.open, page);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const panel: StaffPanelProps = {
    onClose: (message) => {
      setNotice(message ?? null);
      setError(null);
      show({ open: null });
    },
    onError: setError,
  };
  const addTitle = `Add a ${noun}`;
  const addTitleId = `add-${noun.toLowerCase()}-title`;

  return (
    <div ref={page} className="container page staff-admin">
      <div className="staff-admin__head">
        <h1>{title}</h1>
        {view.open ? null : (
          <Button
            variant="accent"
            onClick={() => {
              setNotice(null);
              setError(null);
              show({ open: 'new' });
            }}
          >
            {addTitle}
          </Button>
        )}
      </div>
      {view.open ? null : switcher}
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
        <section className="staff-admin__panel" aria-labelledby={addTitleId}>
          <h2 id={addTitleId}>{addTitle}</h2>
          {addForm(panel)}
        </section>
      ) : view.open ? (
        <Fragment key={view.open}>{detail(view.open, panel)}</Fragment>
      ) : (
        list({ view, show, title, pageSize: defaults.limit })
      )}
    </div>
  );
}
