import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

interface ConfirmDeleteProps {
  /** What is deleted, e.g. 'this location'. */
  what: string;
  busy: boolean;
  onConfirm: () => void;
  /** The label of the button that opens the step. */
  label?: string;
}

/** A Delete button with a confirm step: deleting is not undone. */
export function ConfirmDelete({ what, busy, onConfirm, label = 'Delete' }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={`Delete ${what}?`}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button
              variant="danger"
              busy={busy}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              Yes, delete
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep it
            </Button>
          </>
        }
      >
        <p>This cannot be undone.</p>
      </Modal>
    </>
  );
}
