import { Button } from '../../../ui/Button';
import type { SelectOption } from '../../../ui/Select';

/** spec 001 §9: items are chosen 1 to 20. */
export const QUANTITY_OPTIONS: readonly SelectOption[] = Array.from({ length: 20 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/** spec 001 §2 writes the select's empty choice as 'Select One'. */
export const SELECT_ONE = 'Select One';

/** A select's value as a number, or undefined for 'Select One' (the schema then gives the spec's message). */
export const asNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/** spec 001 §2: the 'Item' button adds a row. */
export function AddItemButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" className="service-rows__add" onClick={onClick}>
      <span aria-hidden="true">+</span>
      Item
    </Button>
  );
}

/**
 * After a row is removed the focus goes to the row now in its place (or the last row, or the 'Item' button),
 * not to the top of the page with the removed button.
 */
function focusAfterRemoval(list: Element | null, form: Element | null, index: number) {
  const rows = list ? Array.from(list.children) : [];
  const row = rows[Math.min(index, rows.length - 1)];
  const target =
    row?.querySelector<HTMLElement>('select, input, textarea, button') ??
    form?.querySelector<HTMLElement>('.service-rows__add');
  target?.focus();
}

/** spec 001 §2: a remove button per row. */
export function RemoveRowButton({ index, onClick }: { index: number; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="service-row__remove"
      aria-label={`Remove item ${index + 1}`}
      onClick={(event) => {
        const list = event.currentTarget.closest('.service-rows');
        const form = event.currentTarget.closest('form');
        onClick();
        // The row is gone once React has rendered the removal.
        window.setTimeout(() => focusAfterRemoval(list, form, index), 0);
      }}
    >
      Remove
    </Button>
  );
}

/** The step's submit, 'Update' or 'Continue', with the form-level error above it. */
export function StepActions({ label, error }: { label: string; error?: string | undefined }) {
  return (
    <>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <Button type="submit" size="lg">
          {label}
        </Button>
      </div>
    </>
  );
}
