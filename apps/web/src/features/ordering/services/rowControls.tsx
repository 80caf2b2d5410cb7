import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT';
import { Button } from '../../../ui/Button';
import { Select, type SelectOption, type SelectProps } from '../../../ui/Select';

/** docs/rules/pricing.md, Per-item services: items are chosen 1 to 20. */
const QUANTITY_OPTIONS: readonly SelectOption[] = Array.from({ length: 20 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/**
 * docs/rules/ordering.md, The steps writes the select's empty choice as 'Select One': the staff screens' words; the
 * order flow shows the `ordering.selectOne` message.
 */
export const SELECT_ONE = 'Select One';

/** A select's value as a number, or undefined for 'Select One' (the schema then gives the spec's message). */
export const asNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/** docs/rules/ordering.md, The steps: the 'Item' button adds a row. */
function AddItemButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button variant="secondary" size="sm" className="service-rows__add" onClick={onClick}>
      <span aria-hidden="true">+</span>
      {t('ordering.rows.addItem')}
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

/** docs/rules/ordering.md, The steps: a remove button per row. */
function RemoveRowButton({ index, onClick }: { index: number; onClick: () => void }) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="service-row__remove"
      aria-label={t('ordering.rows.removeItem', { number: index + 1 })}
      onClick={(event) => {
        const list = event.currentTarget.closest('.service-rows');
        const form = event.currentTarget.closest('form');
        onClick();
        // The row is gone once React has rendered the removal.
        window.setTimeout(() => focusAfterRemoval(list, form, index), 0);
      }}
    >
      {t('ordering.rows.remove')}
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

/** docs/rules/ordering.md, The steps: a row's quantity, 1 to 20, 'Select One' until chosen. */
export function QuantitySelect(props: Omit<SelectProps, 'label' | 'placeholder' | 'options'>) {
  const t = useT();
  return (
    <Select
      label={t('ordering.rows.quantity')}
      placeholder={t('ordering.selectOne')}
      options={QUANTITY_OPTIONS}
      {...props}
    />
  );
}

interface ServiceRowProps {
  index: number;
  /** The row's price, once it has one. */
  price: ReactNode;
  /** Whether the row may be removed (not the only row). */
  removable: boolean;
  onRemove: () => void;
  children: ReactNode;
}

/** One row of a service step: its fields, then its price and its remove button. */
export function ServiceRow({ index, price, removable, onRemove, children }: ServiceRowProps) {
  return (
    <li className="service-row">
      {children}
      <div className="service-row__footer">
        <span className="service-row__price">{price}</span>
        {removable ? <RemoveRowButton index={index} onClick={onRemove} /> : null}
      </div>
    </li>
  );
}

interface ServiceRowListProps {
  /** The rows, one ServiceRow each. */
  children: ReactNode;
  onAdd: () => void;
  submitLabel: string;
  error?: string | undefined;
}

/** A service step's rows, the 'Item' button that adds one, and the step's submit. */
export function ServiceRowList({ children, onAdd, submitLabel, error }: ServiceRowListProps) {
  return (
    <>
      <ol className="service-rows">{children}</ol>
      <AddItemButton onClick={onAdd} />
      <StepActions label={submitLabel} error={error} />
    </>
  );
}
