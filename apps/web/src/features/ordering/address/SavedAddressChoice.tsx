import type { OrderAddress } from '@laundry/validators/order';
import { useT } from '../../../i18n/useT';

/** The place fields of an address, in the form's order: what "Use my saved address" fills in. */
export const PLACE_FIELDS = ['address', 'address2', 'city', 'state', 'zip'] as const;
export type AddressPlace = Pick<OrderAddress, (typeof PLACE_FIELDS)[number]>;

export const SAVED_ADDRESS = 'saved';
export const NEW_ADDRESS = 'new';

/** One line for the saved address: "12 Main St, Apt 4, New York, NY 10001". */
function placeLine(place: AddressPlace): string {
  const street = [place.address, place.address2].filter(Boolean).join(', ');
  return `${street}, ${place.city}, ${place.state} ${place.zip}`;
}

export function samePlace(a: AddressPlace, b: AddressPlace): boolean {
  const norm = (value: string | undefined) => (value ?? '').trim().toLowerCase();
  return PLACE_FIELDS.every((key) => norm(a[key]) === norm(b[key]));
}

interface SavedAddressChoiceProps {
  saved: AddressPlace;
  value: typeof SAVED_ADDRESS | typeof NEW_ADDRESS;
  onChange: (value: typeof SAVED_ADDRESS | typeof NEW_ADDRESS) => void;
  /** A phone order offers the customer's address, not the staff member's (docs/decisions/0087-phone-orders.md). */
  forCustomer?: boolean;
}

/**
 * A returning customer picks their saved address (the account's) or types a new one, like the saved cards
 * at checkout (docs/rules/ordering.md, The address step). Choosing fills or clears the fields below.
 */
export function SavedAddressChoice({ saved, value, onChange, forCustomer = false }: SavedAddressChoiceProps) {
  const t = useT();
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{t('ordering.address.choiceLegend')}</legend>
      <label className="checkbox-choice">
        <input
          type="radio"
          name="address-choice"
          value={SAVED_ADDRESS}
          checked={value === SAVED_ADDRESS}
          onChange={() => onChange(SAVED_ADDRESS)}
        />
        <span>
          {forCustomer
            ? t('ordering.address.useCustomerSaved', { place: placeLine(saved) })
            : t('ordering.address.useMySaved', { place: placeLine(saved) })}
        </span>
      </label>
      <label className="checkbox-choice">
        <input
          type="radio"
          name="address-choice"
          value={NEW_ADDRESS}
          checked={value === NEW_ADDRESS}
          onChange={() => onChange(NEW_ADDRESS)}
        />
        <span>{t('ordering.address.useDifferent')}</span>
      </label>
    </fieldset>
  );
}
