import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DetailPanel, DetailUnloaded, useDetailEdit } from './StaffDetail';

// docs/rules/staff-screens.md, Detail views and add forms: read-only until Edit; Save returns to read-only with the
// stored values and says so; Cancel in edit mode leaves edit mode, read-only returns to the list.

// jsdom has no modal dialogs: opened and closed by their attribute here, and put back after.
const { showModal, close } = HTMLDialogElement.prototype;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterAll(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});

function Thing({
  refuse,
  onClose,
  onDelete,
}: {
  refuse: boolean;
  onClose: () => void;
  onDelete: () => void;
}) {
  const [name, setName] = useState('Ann');
  const reset = vi.fn();
  const edit = useDetailEdit('thing', { reset });
  return (
    <DetailPanel
      noun="thing"
      title={name}
      edit={edit}
      form={
        <form aria-label="Edit this thing">
          <button
            type="button"
            onClick={() =>
              edit.save(async () => {
                if (refuse) throw new Error('refused');
                setName('Bea');
              })
            }
          >
            Save
          </button>
          <button type="button" onClick={edit.cancelEditing}>
            Cancel
          </button>
        </form>
      }
      fields={[['Name', name]]}
      onClose={onClose}
      remove={{ what: 'this thing', busy: false, onConfirm: onDelete }}
    />
  );
}

describe('DetailPanel', () => {
  it('is read-only until Edit, and a save returns to read-only saying so', async () => {
    const user = userEvent.setup();
    render(<Thing refuse={false} onClose={() => {}} onDelete={() => {}} />);
    expect(screen.getByRole('region', { name: 'Ann' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('form', { name: 'Edit this thing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The thing has been updated.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bea' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    // Edit again: the notice goes.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('The thing has been updated.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('keeps the form open when the save is refused', async () => {
    const user = userEvent.setup();
    render(<Thing refuse onClose={() => {}} onDelete={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('form', { name: 'Edit this thing' })).toBeTruthy();
    expect(screen.queryByText('The thing has been updated.')).toBeNull();
  });

  it('read-only Cancel returns to the list; Delete asks once', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onDelete = vi.fn();
    render(<Thing refuse={false} onClose={onClose} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});

describe('DetailUnloaded', () => {
  it('shows the spinner while loading, then the error with the way back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const props = { noun: 'thing', failed: 'There was an error getting the thing.', onClose };
    const { rerender } = render(<DetailUnloaded query={{ isPending: true, error: null }} {...props} />);
    expect(screen.getByText('Loading thing…')).toBeTruthy();
    rerender(<DetailUnloaded query={{ isPending: false, error: new Error('boom') }} {...props} />);
    expect(screen.getByText('There was an error getting the thing.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to things' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
