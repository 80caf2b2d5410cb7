import { zodResolver } from '@hookform/resolvers/zod';
import { dryCleanRowQuote } from '@laundry/pricing';
import { type DryCleanDraft, dryCleanDraftSchema } from '@laundry/validators/order';
import { useFieldArray, useForm } from 'react-hook-form';
import { Select } from '../../../ui/Select';
import { formatCents } from '../money';
import { DryCleanOptions } from './DryCleanOptions';
import {
  AddItemButton,
  asNumber,
  QUANTITY_OPTIONS,
  RemoveRowButton,
  SELECT_ONE,
  StepActions,
} from './rowControls';
import { useServiceStep } from './useServiceStep';

type DryCleanRow = DryCleanDraft['items'][number];
const newRow = (): DryCleanRow => ({ itemId: '', quantity: 1, pressOnly: false, crease: null, starch: null });

/** spec 001 §2, Dry clean: rows with item, quantity (1 to 20), press-only, crease and starch. */
export function DryCleanStep() {
  const { catalog, saved, submitLabel, save } = useServiceStep('dryClean');
  const items = catalog.priceLists.dryClean;
  const form = useForm({
    resolver: zodResolver(dryCleanDraftSchema),
    defaultValues: { items: saved?.items ?? [newRow()] },
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const values = watch('items');
  const rowPrice = (row: DryCleanRow | undefined) => {
    const item = items.find((i) => i.id === row?.itemId);
    const quantity = asNumber(row?.quantity);
    return item && row && quantity
      ? formatCents(dryCleanRowQuote(item, { ...row, quantity }).quoteCents)
      : null;
  };
  const rows = useFieldArray({ control, name: 'items' });
  const options = items.map((item) => ({
    value: item.id,
    label: `${item.item} (${formatCents(item.dryCleanPressPriceCents ?? item.basePriceCents)})`,
  }));

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-labelledby="service-step-title">
      <ol className="service-rows">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="service-row">
            <div className="service-row__fields">
              <Select
                label="Item"
                placeholder={SELECT_ONE}
                options={options}
                error={errors.items?.[index]?.itemId?.message}
                {...register(`items.${index}.itemId`, {
                  // Each garment offers its own options: reset them to the garment's defaults.
                  onChange: (event) => {
                    const item = items.find((i) => i.id === event.target.value);
                    setValue(`items.${index}.pressOnly`, false);
                    setValue(`items.${index}.crease`, item?.offersCrease ? 'crease' : null);
                    setValue(`items.${index}.starch`, item?.offersStarch ? 'noStarch' : null);
                  },
                })}
              />
              <Select
                label="Quantity"
                placeholder={SELECT_ONE}
                options={QUANTITY_OPTIONS}
                error={errors.items?.[index]?.quantity?.message}
                {...register(`items.${index}.quantity`, { setValueAs: asNumber })}
              />
            </div>
            <DryCleanOptions form={form} index={index} items={items} />
            <div className="service-row__footer">
              <span className="service-row__price">{rowPrice(values[index])}</span>
              {rows.fields.length > 1 ? (
                <RemoveRowButton index={index} onClick={() => rows.remove(index)} />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <AddItemButton onClick={() => rows.append(newRow())} />
      <StepActions label={submitLabel} error={errors.items?.root?.message ?? errors.items?.message} />
    </form>
  );
}
