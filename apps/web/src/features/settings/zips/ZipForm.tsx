import { zodResolver } from '@hookform/resolvers/zod';
import { type ZipFormInput, zipForm } from '@laundry/validators/settingsForms';
import { useForm } from 'react-hook-form';
import { useSaveError } from '../../../lib/useSaveError';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { SaveBar } from '../sections/SaveBar';

export interface ZipFormProps {
  title: string;
  defaults: ZipFormInput;
  onSubmit: (values: ZipFormInput) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
  error: string | null;
}

/** A served zip code and its region (docs/rules/records.md, Served zip codes: `florida` true or false). */
export function ZipForm({ title, defaults, onSubmit, onCancel, saving, error }: ZipFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ZipFormInput>({
    resolver: zodResolver(zipForm, undefined, { raw: true }),
    defaultValues: defaults,
  });
  const saveError = useSaveError(error);

  return (
    <form
      onChange={saveError.onEdit}
      className="settings-form settings-entry"
      aria-label={title}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      <h4 className="settings-entry__title">{title}</h4>
      <div className="settings-entry__fields">
        <TextField
          label="Zip code"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          error={errors.zip?.message}
          {...register('zip')}
        />
        <label className="settings-checkbox">
          <input type="checkbox" {...register('florida')} />
          Florida
        </label>
      </div>
      <SaveBar error={saveError.shown} saving={saving}>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </SaveBar>
    </form>
  );
}
