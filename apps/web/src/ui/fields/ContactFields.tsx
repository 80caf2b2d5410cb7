import type { Control, FieldValues } from 'react-hook-form';
import { useT } from '../../i18n/useT';
import { TextField } from '../TextField';
import { bindFields, type FormBinding } from './formFields';
import { FormPhoneField } from './PhoneField';

type ContactName = 'firstName' | 'lastName' | 'email';

interface ContactFieldsProps<T extends FieldValues, C, V extends FieldValues> extends FormBinding<T> {
  /** The form's control, when the group ends with the phone field (a form value named `phone`). */
  phoneControl?: 'phone' extends keyof T ? Control<T, C, V> : never;
  /** The group has a last name field after the first name. */
  lastName?: 'lastName' extends keyof T ? boolean : never;
  /** True where people type their own details, so the browser may fill them in; false on staff screens. */
  autoFill: boolean;
  /** The fields that must be given. */
  required?: { firstName?: boolean; email?: boolean; phone?: boolean };
}

/** First name, last name, e-mail and phone, in that order, as every form asking for a person lays them out. */
export function ContactFields<T extends FieldValues, C = unknown, V extends FieldValues = T>({
  phoneControl,
  lastName,
  autoFill,
  required,
  ...form
}: ContactFieldsProps<T, C, V>) {
  const t = useT();
  const { field, error } = bindFields<T, ContactName | 'phone'>(form);
  const fill = (token: string) => (autoFill ? token : 'off');
  return (
    <>
      <TextField
        label={t('layout.contact.firstName')}
        autoComplete={fill('given-name')}
        required={required?.firstName}
        error={error('firstName')}
        {...field('firstName')}
      />
      {lastName ? (
        <TextField
          label={t('layout.contact.lastName')}
          autoComplete={fill('family-name')}
          error={error('lastName')}
          {...field('lastName')}
        />
      ) : null}
      <TextField
        label={t('layout.contact.email')}
        type="email"
        autoComplete={fill('email')}
        required={required?.email}
        error={error('email')}
        {...field('email')}
      />
      {phoneControl ? (
        <FormPhoneField control={phoneControl} error={error('phone')} required={required?.phone} />
      ) : null}
    </>
  );
}
