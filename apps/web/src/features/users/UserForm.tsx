import './users.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  STAFF_FIRST_SIGN_IN,
  STAFF_FIRST_SIGN_IN_LABELS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffFirstSignIn,
  type StaffRole,
  staffUserCreateInput,
  staffUserEditForm,
} from '@laundry/validators/staffUsers';
import { useForm } from 'react-hook-form';
import { useSaveError } from '../../lib/useSaveError';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { ContactFields } from '../../ui/fields/ContactFields';
import { useFocusFirstInvalid } from '../../ui/fields/useFocusFirstInvalid';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useStoreChoices } from './useStoreChoices';

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Adding only: an e-mailed invitation (the default) or a temporary password (docs/rules/roles.md, Users). */
  firstSignIn: StaffFirstSignIn;
  password: string;
  role: StaffRole | '';
  locationId: string;
}

export type UserFormOutput = Omit<UserFormValues, 'role'> & { role: StaffRole };

export const EMPTY_USER: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  firstSignIn: 'invitation',
  password: '',
  role: '',
  locationId: '',
};

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

interface UserFormProps {
  mode: 'create' | 'edit';
  initial: UserFormValues;
  busy: boolean;
  /** The server's answer to the last save, in the product's words. */
  error: string | null;
  onSave: (values: UserFormOutput) => void;
  onCancel: () => void;
}

/**
 * docs/rules/staff-screens.md, Users: first name, last name, e-mail, how they first log in (an e-mailed invitation or a
 * temporary password, docs/decisions/0075-staff-invitations.md), role and location, Save and Cancel. The role and
 * location selects must not stay at their placeholder (docs/rules/messages.md, Public site and accounts: validation). When
 * editing, a blank temporary password keeps the current one.
 */
export function UserForm(props: UserFormProps) {
  const stores = useStoreChoices();
  // The selects get their first value when they mount, so the stores are loaded first.
  if (stores.isPending) return <Spinner label="Loading locations…" />;
  return <UserFormFields {...props} storeOptions={stores.options} />;
}

function UserFormFields({
  mode,
  initial,
  busy,
  error,
  onSave,
  onCancel,
  storeOptions,
}: UserFormProps & { storeOptions: { value: string; label: string }[] }) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(mode === 'create' ? staffUserCreateInput : staffUserEditForm) as never,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const saveError = useSaveError(error);
  const invitation = mode === 'create' && watch('firstSignIn') === 'invitation';

  return (
    <form
      ref={formRef}
      onChange={saveError.onEdit}
      onSubmit={handleSubmit(onSave, focusFirstInvalid)}
      noValidate
      aria-label={mode === 'create' ? 'Add a user' : 'Edit this user'}
    >
      {saveError.shown ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{saveError.shown}</p>
        </Banner>
      ) : null}
      <div className="form-grid">
        <ContactFields
          register={register}
          errors={errors}
          lastName
          autoFill={false}
          required={{ email: true }}
        />
        {mode === 'create' ? (
          <fieldset className="user-form__first-sign-in">
            <legend className="field__label">First log-in</legend>
            {STAFF_FIRST_SIGN_IN.map((way) => (
              <label key={way} className="user-form__choice">
                <input type="radio" value={way} {...register('firstSignIn')} />
                <span>{STAFF_FIRST_SIGN_IN_LABELS[way]}</span>
              </label>
            ))}
            {invitation ? (
              <p className="field__hint">
                We e-mail them a link to choose their own password. It works once, for 24 hours; they can log
                in once they have chosen it.
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {invitation ? null : (
          <TextField
            label="Temporary password"
            type="password"
            autoComplete="new-password"
            required={mode === 'create'}
            hint={
              mode === 'create'
                ? 'They choose their own password when they first log in.'
                : 'Leave blank to keep their password. A new one logs them out and they choose their own at next log-in.'
            }
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        <Select
          label="Role"
          placeholder="Select One"
          options={roleOptions}
          required
          error={errors.role?.message}
          {...register('role')}
        />
        <Select
          label="Location"
          placeholder="Select One"
          options={storeOptions}
          required
          error={errors.locationId?.message}
          {...register('locationId')}
        />
      </div>
      <div className="staff-admin__actions">
        <Button type="submit" busy={busy}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
