import { type FormEventHandler, Fragment, type ReactNode, useState } from 'react';
import { useSaveError } from '../../lib/useSaveError';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Table, type TableColumn } from '../../ui/Table';
import { SaveBar } from './sections/SaveBar';
import { useSettingsSave } from './useSettingsSave';

/** What a list's row form is given, to add a row or edit one. */
export interface RowFormProps<Values> {
  /** Names the form for assistive technology ('Add Product', 'Edit Shirt'). */
  title: string;
  defaults: Values;
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
  error: string | null;
}

/** A row form's frame: its title, its fields, the failure of its last save (until a field changes), Save and Cancel. */
export function RowForm({
  title,
  onSubmit,
  onCancel,
  saving,
  error,
  children,
}: Omit<RowFormProps<unknown>, 'defaults' | 'onSubmit'> & {
  onSubmit: FormEventHandler;
  children: ReactNode;
}) {
  const saveError = useSaveError(error);
  return (
    <form
      onChange={saveError.onEdit}
      className="settings-form settings-entry"
      aria-label={title}
      noValidate
      onSubmit={onSubmit}
    >
      <h4 className="settings-entry__title">{title}</h4>
      <div className="settings-entry__fields">{children}</div>
      <SaveBar error={saveError.shown} saving={saving}>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </SaveBar>
    </form>
  );
}

interface RowListProps<Row extends { id: string; version: number }, Values> {
  /** The screen's edit mode: the row actions, Add and the forms show only in it. */
  editing: boolean;
  /** After a saved change (docs/rules/settings.md, The screen: the screen leaves edit mode). */
  onSaved: () => void;
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  empty: string;
  /** What the list holds, for its Add button and add form: 'Product' makes 'Add Product'. */
  noun: string;
  /** How a row is named in its buttons ('Edit 10001'), its edit form's title and the removal question. */
  rowName: (row: Row) => string;
  blank: Values;
  values: (row: Row) => Values;
  form: (props: RowFormProps<Values>) => ReactNode;
  add: (values: Values) => Promise<unknown>;
  update: (row: Row, values: Values) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
  /** The section's texts when a change fails without the server's message. */
  failed: { add: string; update: string; remove: string };
  /** The row's remove button and the confirming one: 'Delete', 'Remove'. */
  removeLabel: string;
  /** The removal question's title for a row's name, and what it says. */
  removeQuestion: (name: string) => string;
  removeNote: string;
}

/**
 * A settings list whose rows are added, edited and removed one at a time in edit mode (docs/rules/settings.md,
 * Saving a section): a row's form below the table, the removal asked in a dialog, each change saved on its own.
 */
export function RowList<Row extends { id: string; version: number }, Values>({
  editing,
  onSaved,
  caption,
  columns,
  rows,
  empty,
  noun,
  rowName,
  blank,
  values,
  form,
  add,
  update,
  remove,
  failed,
  removeLabel,
  removeQuestion,
  removeNote,
}: RowListProps<Row, Values>) {
  const [open, setOpen] = useState<{ mode: 'add' } | { mode: 'edit'; row: Row } | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const done = () => {
    setOpen(null);
    setRemoving(null);
    onSaved();
  };
  const adding = useSettingsSave(add, failed.add, done);
  const editingRow = useSettingsSave(
    ({ row, values }: { row: Row; values: Values }) => update(row, values),
    failed.update,
    done,
  );
  const removal = useSettingsSave(remove, failed.remove, done);

  const shownColumns: TableColumn<Row>[] = editing
    ? [
        ...columns,
        {
          id: 'actions',
          header: 'Actions',
          cell: (row) => (
            <div className="settings-row-actions">
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Edit ${rowName(row)}`}
                onClick={() => setOpen({ mode: 'edit', row })}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`${removeLabel} ${rowName(row)}`}
                onClick={() => setRemoving(row)}
              >
                {removeLabel}
              </Button>
            </div>
          ),
        },
      ]
    : columns;

  return (
    <div className="settings-list">
      <Table caption={caption} columns={shownColumns} rows={rows} rowKey={(row) => row.id} empty={empty} />
      {editing && open === null ? (
        <Button variant="secondary" className="settings-list__add" onClick={() => setOpen({ mode: 'add' })}>
          {`Add ${noun}`}
        </Button>
      ) : null}
      {editing && open?.mode === 'add'
        ? form({
            title: `Add ${noun}`,
            defaults: blank,
            onSubmit: adding.save,
            onCancel: () => setOpen(null),
            saving: adding.saving,
            error: adding.error,
          })
        : null}
      {editing && open?.mode === 'edit' ? (
        <Fragment key={`${open.row.id}-${open.row.version}`}>
          {form({
            title: `Edit ${rowName(open.row)}`,
            defaults: values(open.row),
            onSubmit: (next) => editingRow.save({ row: open.row, values: next }),
            onCancel: () => setOpen(null),
            saving: editingRow.saving,
            error: editingRow.error,
          })}
        </Fragment>
      ) : null}
      <Modal
        open={removing !== null}
        title={removeQuestion(removing ? rowName(removing) : '')}
        onClose={() => setRemoving(null)}
        footer={
          <>
            <Button variant="danger" busy={removal.saving} onClick={() => removing && removal.save(removing)}>
              {removeLabel}
            </Button>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
          </>
        }
      >
        {removal.error ? (
          <Banner tone="error">
            <p>{removal.error}</p>
          </Banner>
        ) : null}
        <p>{removeNote}</p>
      </Modal>
    </div>
  );
}
