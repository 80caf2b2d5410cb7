import { zodResolver } from '@hookform/resolvers/zod';
import { comforterRowQuote } from '@laundry/pricing';
import { comforterDraftSchema } from '@laundry/validators/order';
import { useFieldArray, useForm } from 'react-hook-form';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { Select } from '../../../ui/Select';
import { asNumber, QuantitySelect, ServiceRow, ServiceRowList } from './rowControls';
import { useServiceStep } from './useServiceStep';

// The schema's own input type: an empty type is 'Select One' until the customer picks one.
const newRow = () => ({ sizeId: '', type: '' as 'notDown' | 'down', quantity: 1 });

/** docs/rules/ordering.md, The steps, Comforter: rows of size (Full, Queen, King), type (Not Down, Down) and quantity 1 to 20. */
export function ComforterStep() {
  const t = useT();
  const { catalog, saved, submitLabel, save } = useServiceStep('comforter');
  const typeOptions = [
    { value: 'notDown', label: t('ordering.comforter.notDown') },
    { value: 'down', label: t('ordering.comforter.down') },
  ];
  const sizes = catalog.priceLists.comforter;
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(comforterDraftSchema),
    defaultValues: { items: saved?.items ?? [newRow()] },
  });
  const rows = useFieldArray({ control, name: 'items' });
  const values = watch('items');
  const sizeOptions = sizes.map((size) => ({ value: size.id, label: size.item }));

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-labelledby="service-step-title">
      <ServiceRowList
        onAdd={() => rows.append(newRow())}
        submitLabel={submitLabel}
        error={errors.items?.root?.message ?? errors.items?.message}
      >
        {rows.fields.map((row, index) => {
          const value = values[index];
          const size = sizes.find((s) => s.id === value?.sizeId);
          const quantity = asNumber(value?.quantity);
          const rowErrors = errors.items?.[index];
          return (
            <ServiceRow
              key={row.id}
              index={index}
              price={
                size && value?.type && quantity
                  ? formatCents(comforterRowQuote(size, value.type, quantity).quoteCents)
                  : null
              }
              removable={rows.fields.length > 1}
              onRemove={() => rows.remove(index)}
            >
              <div className="service-row__fields service-row__fields--three">
                <Select
                  label={t('ordering.comforter.size')}
                  placeholder={t('ordering.selectOne')}
                  options={sizeOptions}
                  error={rowErrors?.sizeId?.message}
                  {...register(`items.${index}.sizeId`)}
                />
                <Select
                  label={t('ordering.comforter.type')}
                  placeholder={t('ordering.selectOne')}
                  options={typeOptions}
                  error={rowErrors?.type?.message}
                  {...register(`items.${index}.type`)}
                />
                <QuantitySelect
                  error={rowErrors?.quantity?.message}
                  {...register(`items.${index}.quantity`, { setValueAs: asNumber })}
                />
              </div>
            </ServiceRow>
          );
        })}
      </ServiceRowList>
    </form>
  );
}
