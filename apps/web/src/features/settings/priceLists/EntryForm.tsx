import { zodResolver } from '@hookform/resolvers/zod';
import { PRICE_LIST_FORMS, type PriceList } from '@laundry/validators/priceListForms';
import { COMFORTER_SIZES } from '@laundry/validators/pricing';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { RowForm, type RowFormProps } from '../RowList';
import { PRICE_LIST_CONFIG } from './priceListConfig';

type Values = Record<string, unknown>;
const SIZE_OPTIONS = COMFORTER_SIZES.map((size) => ({ value: size, label: size }));

/** A row of one of the five price lists, added or edited (docs/rules/settings.md, Values and their checks: prices with up to 2 decimals). */
export function EntryForm({ list, defaults, onSubmit, ...form }: RowFormProps<Values> & { list: PriceList }) {
  const schema = PRICE_LIST_FORMS[list] as unknown as z.ZodType<unknown, Values>;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema, undefined, { raw: true }), defaultValues: defaults });
  const message = (name: string) => errors[name]?.message as string | undefined;

  return (
    <RowForm {...form} onSubmit={handleSubmit(onSubmit)}>
      {PRICE_LIST_CONFIG[list].fields.map((field) => {
        if (field.kind === 'checkbox') {
          return (
            <label key={field.name} className="settings-checkbox">
              <input type="checkbox" {...register(field.name)} />
              {field.label}
            </label>
          );
        }
        if (field.kind === 'size') {
          return (
            <Select
              key={field.name}
              label={field.label}
              options={SIZE_OPTIONS}
              placeholder="Select One"
              error={message(field.name)}
              {...register(field.name)}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            label={field.label}
            inputMode={field.kind === 'text' ? undefined : 'decimal'}
            hint={field.kind === 'optionalPrice' ? 'Empty when not offered.' : undefined}
            error={message(field.name)}
            {...register(field.name)}
          />
        );
      })}
    </RowForm>
  );
}
