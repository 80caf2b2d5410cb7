import { zodResolver } from '@hookform/resolvers/zod';
import { type ZipFormInput, zipForm } from '@laundry/validators/settingsForms';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../ui/TextField';
import { RowForm, type RowFormProps } from '../RowList';

/** A served zip code and its region (docs/rules/records.md, Served zip codes: `florida` true or false). */
export function ZipForm({ defaults, onSubmit, ...form }: RowFormProps<ZipFormInput>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ZipFormInput>({
    resolver: zodResolver(zipForm, undefined, { raw: true }),
    defaultValues: defaults,
  });

  return (
    <RowForm {...form} onSubmit={handleSubmit(onSubmit)}>
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
    </RowForm>
  );
}
