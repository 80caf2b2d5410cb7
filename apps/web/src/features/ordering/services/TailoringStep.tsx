import { zodResolver } from '@hookform/resolvers/zod';
import { tailoringItemQuote } from '@laundry/pricing';
import { type TailoringDraft, tailoringDraftSchema } from '@laundry/validators/order';
import { useFieldArray, useForm } from 'react-hook-form';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { useFocusFirstInvalid } from '../../../ui/fields/useFocusFirstInvalid';
import { Select } from '../../../ui/Select';
import { TextAreaField } from '../../../ui/TextField';
import { ServiceRow, ServiceRowList } from './rowControls';
import { TailoringServices } from './TailoringServices';
import { useServiceStep } from './useServiceStep';

type TailoringRow = TailoringDraft['items'][number];
const newRow = (): TailoringRow => ({ itemId: '', services: [], instructions: '' });

/** docs/rules/ordering.md, The steps, Tailoring: items with their chosen services (hem, taper, ...) and instructions. */
export function TailoringStep() {
  const t = useT();
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
    // The services are checkboxes the form does not register: the first refused field on the screen takes the
    // focus, a row's first service when they are what is missing.
    shouldFocusError: false,
    defaultValues: { items: saved?.items ?? [newRow()] },
  });
  const rows = useFieldArray({ control, name: 'items' });
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const values = watch('items');
  const options = items.map((item) => ({ value: item.id, label: item.item }));

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(save, focusFirstInvalid)}
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
                label={t('ordering.tailoring.clothingType')}
                placeholder={t('ordering.selectOne')}
                options={options}
                error={errors.items?.[index]?.itemId?.message}
                {...register(`items.${index}.itemId`, {
                  // Each garment offers its own services: a new garment starts with none chosen.
                  onChange: () => setValue(`items.${index}.services`, []),
                })}
              />
              {item ? (
                <TailoringServices
                  error={errors.items?.[index]?.services?.message}
                  item={item}
                  value={values[index]?.services ?? []}
                  onChange={(services) => setValue(`items.${index}.services`, services)}
                />
              ) : null}
              <TextAreaField
                label={t('ordering.tailoring.instructions')}
                rows={3}
                hint={t('ordering.tailoring.instructionsHint')}
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
