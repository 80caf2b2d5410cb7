import { type ReactNode, useState } from 'react';
import { userMessage } from '../../lib/errors';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { ConfirmDelete } from './ConfirmDelete';
import { DetailFields } from './DetailFields';

/**
 * A detail view while its row loads, or when it could not be read: the spinner, or the error with the way back to
 * the list. `noun` names one row in lower case ('user': 'Loading user…', 'Back to users').
 */
export function DetailUnloaded({
  query,
  noun,
  failed,
  onClose,
}: {
  query: { isPending: boolean; error: unknown };
  noun: string;
  /** The message when the row cannot be read and the server gave none to show. */
  failed: string;
  onClose: () => void;
}) {
  if (query.isPending) return <Spinner label={`Loading ${noun}…`} />;
  return (
    <>
      <Banner tone="error" className="staff-admin__banner">
        <p>{userMessage(query.error, failed)}</p>
      </Banner>
      <Button variant="secondary" onClick={() => onClose()}>
        {`Back to ${noun}s`}
      </Button>
    </>
  );
}

/**
 * A detail view's Edit toggle (docs/rules/staff-screens.md, Detail views and add forms): read-only until Edit; a save
 * returns to read-only saying so ('The user has been updated.'); Cancel leaves edit mode and forgets the refusal.
 */
export function useDetailEdit(noun: string, update: { reset: () => void }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return {
    editing,
    /** The notice of the last change, shown while read-only. */
    saved,
    setSaved,
    startEditing: () => {
      setSaved(null);
      setEditing(true);
    },
    cancelEditing: () => {
      update.reset();
      setEditing(false);
    },
    /** Runs the save; on success back to read-only with the notice. A refusal stays in the form (the mutation's error). */
    save: async (write: () => Promise<unknown>) => {
      try {
        await write();
        setSaved(`The ${noun} has been updated.`);
        setEditing(false);
      } catch {
        // the form shows the update's error
      }
    },
  };
}

interface DetailPanelProps {
  /** One row in lower case: 'user' names the heading 'user-detail-title'. */
  noun: string;
  /** The heading: the row's name. */
  title: string;
  edit: ReturnType<typeof useDetailEdit>;
  /** Notices and errors of the view's other actions, under the saved notice. */
  banners?: ReactNode;
  /** The edit form, shown in edit mode in place of the fields and the actions. */
  form: ReactNode;
  fields: ReadonlyArray<readonly [string, ReactNode]>;
  /** Under the fields (the location's map). */
  belowFields?: ReactNode;
  /** What else Edit clears (the notices of the other actions). */
  onEdit?: () => void;
  /** Actions between Edit and Cancel, and between Cancel and Delete. */
  actionsBeforeCancel?: ReactNode;
  actionsAfterCancel?: ReactNode;
  /** Read-only Cancel: back to the list. */
  onClose: () => void;
  /** Delete, asked once (ConfirmDelete), when the row may be deleted. */
  remove?: { what: string; busy: boolean; onConfirm: () => void } | null;
}

/** A detail view's panel (docs/rules/staff-screens.md, Detail views and add forms): heading, notices, fields or the form, and its actions. */
export function DetailPanel({
  noun,
  title,
  edit,
  banners,
  form,
  fields,
  belowFields,
  onEdit,
  actionsBeforeCancel,
  actionsAfterCancel,
  onClose,
  remove,
}: DetailPanelProps) {
  const titleId = `${noun}-detail-title`;
  return (
    <section className="staff-admin__panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {edit.saved ? (
        <Banner tone="success" reveal className="staff-admin__banner" onDismiss={() => edit.setSaved(null)}>
          <p>{edit.saved}</p>
        </Banner>
      ) : null}
      {banners}
      {edit.editing ? (
        form
      ) : (
        <>
          <DetailFields rows={fields} />
          {belowFields}
          <div className="staff-admin__actions">
            <Button
              onClick={() => {
                onEdit?.();
                edit.startEditing();
              }}
            >
              Edit
            </Button>
            {actionsBeforeCancel}
            <Button variant="secondary" onClick={() => onClose()}>
              Cancel
            </Button>
            {actionsAfterCancel}
            {remove ? <ConfirmDelete {...remove} /> : null}
          </div>
        </>
      )}
    </section>
  );
}
