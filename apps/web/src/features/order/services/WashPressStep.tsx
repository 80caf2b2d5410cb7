import { zodResolver } from '@hookform/resolvers/zod';
import { washPressRowQuote } from '@laundry/pricing';
import { washPressDraftSchema } from '@laundry/validators/order';
import { useFieldArray, useForm } from 'react-hook-form';
import { Select } from '../../../ui/Select';
import { formatCents } from '../money';
import {
  AddItemButton,
  asNumber,
  QUANTITY_OPTIONS,
  RemoveRowButton,
  SELECT_ONE,
  StepActions,
} from './rowControls';
import { useServiceStep } from './useServiceStep';

const newRow = () => ({ itemId: '', quantity: 1 });

/** spec 001 §2, Wash and press: repeating rows of item and quantity. */
export function WashPressStep() {
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
      <ol className="service-rows">
        {rows.fields.map((row, index) => {
          const value = values[index];
          const item = items.find((i) => i.id === value?.itemId);
          const quantity = asNumber(value?.quantity);
          return (
            <li key={row.id} className="service-row">
              <div className="service-row__fields">
                <Select
                  label="Item"
                  placeholder={SELECT_ONE}
                  options={options}
                  error={errors.items?.[index]?.itemId?.message}
                  {...register(`items.${index}.itemId`)}
                />
                <Select
                  label="Quantity"
                  placeholder={SELECT_ONE}
                  options={QUANTITY_OPTIONS}
                  error={errors.items?.[index]?.quantity?.message}
                  {...register(`items.${index}.quantity`, { setValueAs: asNumber })}
                />
              </div>
              <div className="service-row__footer">
                <span className="service-row__price">
                  {item && quantity ? formatCents(washPressRowQuote(item, quantity).quoteCents) : null}
                </span>
                {rows.fields.length > 1 ? (
                  <RemoveRowButton index={index} onClick={() => rows.remove(index)} />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <AddItemButton onClick={() => rows.append(newRow())} />
      <StepActions label={submitLabel} error={errors.items?.root?.message ?? errors.items?.message} />
    </form>
  );
}
