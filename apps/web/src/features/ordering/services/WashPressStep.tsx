import { zodResolver } from '@hookform/resolvers/zod';
import { washPressRowQuote } from '@laundry/pricing';
import { washPressDraftSchema } from '@laundry/validators/order';
import { useFieldArray, useForm } from 'react-hook-form';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { Select } from '../../../ui/Select';
import { asNumber, QuantitySelect, ServiceRow, ServiceRowList } from './rowControls';
import { useServiceStep } from './useServiceStep';

const newRow = () => ({ itemId: '', quantity: 1 });

/** docs/rules/ordering.md, The steps, Wash and press: repeating rows of item and quantity. */
export function WashPressStep() {
  const t = useT();
  const { catalog, saved, submitLabel, save } = useServiceStep('washPress');
  const items = catalog.priceLists.washPress;
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(washPressDraftSchema),
    defaultValues: { items: saved?.items ?? [newRow()] },
  });
  const rows = useFieldArray({ control, name: 'items' });
  const values = watch('items');
  const options = items.map((item) => ({
    value: item.id,
    label: `${item.item} (${formatCents(item.priceCents)})`,
  }));

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-labelledby="service-step-title">
      <ServiceRowList
        onAdd={() => rows.append(newRow())}
        submitLabel={submitLabel}
        error={errors.items?.root?.message ?? errors.items?.message}
      >
        {rows.fields.map((row, index) => {
          const value = values[index];
          const item = items.find((i) => i.id === value?.itemId);
          const quantity = asNumber(value?.quantity);
          return (
            <ServiceRow
              key={row.id}
              index={index}
              price={item && quantity ? formatCents(washPressRowQuote(item, quantity).quoteCents) : null}
              removable={rows.fields.length > 1}
              onRemove={() => rows.remove(index)}
            >
              <div className="service-row__fields">
                <Select
                  label={t('ordering.rows.item')}
                  placeholder={t('ordering.selectOne')}
                  options={options}
                  error={errors.items?.[index]?.itemId?.message}
                  {...register(`items.${index}.itemId`)}
                />
                <QuantitySelect
                  error={errors.items?.[index]?.quantity?.message}
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
