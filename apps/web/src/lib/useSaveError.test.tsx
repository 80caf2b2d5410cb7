import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSaveError } from './useSaveError';

function Form({ error }: { error: string | null }) {
  const saveError = useSaveError(error);
  return (
    <form onChange={saveError.onEdit} aria-label="Add a Product">
      {saveError.shown ? <p role="alert">{saveError.shown}</p> : null}
      <label>
        Item
        <input name="item" defaultValue="fabric softener" />
      </label>
    </form>
  );
}

describe('useSaveError', () => {
  it("hides the last save's answer once a field changes, and shows the next save's", async () => {
    const taken = 'An item with this name is already on this list.';
    const { rerender } = render(<Form error={taken} />);
    expect(screen.getByRole('alert').textContent).toBe(taken);

    await userEvent.type(screen.getByLabelText('Item'), ' XYZ');
    expect(screen.queryByRole('alert')).toBeNull();

    // The next save: under way (no answer), then refused again.
    rerender(<Form error={null} />);
    rerender(<Form error={taken} />);
    expect(screen.getByRole('alert').textContent).toBe(taken);
  });
});
