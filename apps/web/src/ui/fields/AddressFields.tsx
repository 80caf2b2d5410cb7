import type { FieldValues } from 'react-hook-form';
import { useT } from '../../i18n/useT';
import { TextField } from '../TextField';
import { bindFields, type FormBinding } from './formFields';

type AddressName = 'address' | 'address2' | 'addressLine2' | 'city' | 'state' | 'zip';

interface AddressFieldsProps<T extends FieldValues> extends FormBinding<T> {
  /**
   * The second address line's field (the order's `address2`, a person's `addressLine2`); without it the
   * group has no second line (a store's address).
   */
  line2?: { name: Extract<'address2' | 'addressLine2', keyof T>; hint?: string };
  /**
   * True where people type their own address, so the browser may fill it in; false on the staff screens,
   * where the address is someone else's.
   */
  autoFill: boolean;
  /** Address, city, state and zip must be given (the order's address step). */
  required?: boolean;
  /** 'Zip' or 'Zip code', in the page's language. */
  zipLabel?: 'Zip' | 'Zip code';
}

/** Street, second line, city, state and zip, in that order, as every address form lays them out. */
export function AddressFields<T extends FieldValues>({
  line2,
  autoFill,
  required,
  zipLabel = 'Zip',
  ...form
}: AddressFieldsProps<T>) {
  const t = useT();
  const { field, error } = bindFields<T, AddressName>(form);
  // The staff screens turn the browser's filling off on the text fields only.
  const fill = (token: string) => (autoFill ? token : 'off');
  const fillCode = (token: string) => (autoFill ? token : undefined);
  return (
    <>
      <TextField
        label={t('layout.address.address')}
        autoComplete={fill('address-line1')}
        required={required}
        error={error('address')}
        {...field('address')}
      />
      {line2 ? (
        <TextField
          label={t('layout.address.line2')}
          autoComplete={fill('address-line2')}
          hint={line2.hint}
          error={error(line2.name)}
          {...field(line2.name)}
        />
      ) : null}
      <TextField
        label={t('layout.address.city')}
        autoComplete={fill('address-level2')}
        required={required}
        error={error('city')}
        {...field('city')}
      />
      <TextField
        label={t('layout.address.state')}
        autoComplete={fillCode('address-level1')}
        maxLength={2}
        required={required}
        error={error('state')}
        {...field('state')}
      />
      <TextField
        label={t(zipLabel === 'Zip' ? 'layout.address.zip' : 'layout.address.zipCode')}
        inputMode="numeric"
        autoComplete={fillCode('postal-code')}
        maxLength={5}
        required={required}
        error={error('zip')}
        {...field('zip')}
      />
    </>
  );
}
