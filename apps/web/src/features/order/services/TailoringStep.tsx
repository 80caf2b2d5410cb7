import { zodResolver } from '@hookform/resolvers/zod';
import { tailoringItemQuote } from '@laundry/pricing';
import { type TailoringDraft, tailoringDraftSchema } from '@laundry/validators/order';
import { useRef } from 'react';
import { type FieldErrors, useFieldArray, useForm } from 'react-hook-form';
import { formatCents } from '../../../lib/money';
import { Select } from '../../../ui/Select';
import { TextAreaField } from '../../../ui/TextField';
import { SELECT_ONE, ServiceRow, ServiceRowList } from './rowControls';
import { TailoringServices } from './TailoringServices';
import { useServiceStep } from './useServiceStep';

type TailoringRow = TailoringDraft['items'][number];
const newRow = (): TailoringRow => ({ itemId: '', services: [], instructions: '' });

/** docs/rules/ordering.md, The steps, Tailoring: items with their chosen services (hem, taper, ...) and instructions. */
export function TailoringStep() {
  const { catalog, saved, submitLabel, save } = useServiceStep('tailoring');
  const items = catalog.priceLists.tailoring;
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(tailoringDraftSchema),
    defaultValues: { items: saved?.items ?? [newRow()] },
  });
  const rows = useFieldArray({ control, name: 'items' });
  const formRef = useRef<HTMLFormElement>(null);
  const values = watch('items');
  const options = items.map((item) => ({ value: item.id, label: item.item }));

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(save, (invalid) => {
        // The form's own focus goes to the first registered field in error. The services are checkboxes the
        // form does not register, so when they are a row's only problem their first box gets the focus.
        const rowErrors = Array.isArray(invalid.items)
          ? (invalid.items as Array<FieldErrors<TailoringRow> | undefined>)
          : [];
        if (rowErrors.some((row) => row?.itemId || row?.instructions)) return;
        const index = rowErrors.findIndex((row) => row?.services);
        formRef.current?.querySelector<HTMLInputElement>(`[data-services-row="${index}"] input`)?.focus();
      })}
      noValidate
      aria-labelledby="service-step-title"
    >
      <ServiceRowList
        onAdd={() => rows.append(newRow())}
        submitLabel={submitLabel}
        error={errors.items?.root?.message ?? errors.items?.message}
      >
        {rows.fields.map((row, index) => {
          const item = items.find((i) => i.id === values[index]?.itemId);
          return (
            <ServiceRow
              key={row.id}
              index={index}
              price={
                item
                  ? formatCents(tailoringItemQuote(item, values[index]?.services ?? []).row.quoteCents)
                  : null
              }
              removable={rows.fields.length > 1}
              onRemove={() => rows.remove(index)}
            >
              <Select
                label="Clothing type"
                placeholder={SELECT_ONE}
                options={options}
                error={errors.items?.[index]?.itemId?.message}
                {...register(`items.${index}.itemId`, {
                  // Each garment offers its own services: a new garment starts with none chosen.
                  onChange: () => setValue(`items.${index}.services`, []),
                })}
              />
              {item ? (
                <TailoringServices
                  row={index}
                  error={errors.items?.[index]?.services?.message}
                  item={item}
                  value={values[index]?.services ?? []}
                  onChange={(services) => setValue(`items.${index}.services`, services)}
                />
              ) : null}
              <TextAreaField
                label="Instructions"
                rows={3}
                hint="Measurements or anything our tailor should know (optional)"
                error={errors.items?.[index]?.instructions?.message}
                {...register(`items.${index}.instructions`)}
              />
            </ServiceRow>
          );
        })}
      </ServiceRowList>
    </form>
  );
}
