import { zodResolver } from '@hookform/resolvers/zod';
import { dryCleanRowQuote } from '@laundry/pricing';
import { type DryCleanDraft, dryCleanDraftSchema } from '@laundry/validators/order';
import { useFieldArray, useForm } from 'react-hook-form';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { Select } from '../../../ui/Select';
import { preferredStarch, useOrderingPreferences } from '../preferences';
import { DryCleanOptions } from './DryCleanOptions';
import { asNumber, QuantitySelect, ServiceRow, ServiceRowList } from './rowControls';
import { useServiceStep } from './useServiceStep';

type DryCleanRow = DryCleanDraft['items'][number];
const newRow = (): DryCleanRow => ({ itemId: '', quantity: 1, pressOnly: false, crease: null, starch: null });

/** docs/rules/ordering.md, The steps, Dry clean: rows with item, quantity (1 to 20), press-only, crease and starch. */
export function DryCleanStep() {
  const t = useT();
  const { catalog, saved, submitLabel, save } = useServiceStep('dryClean');
  // A garment's starch starts from the customer's preferences (docs/decisions/0093-customer-preferences.md, Filling a
  // new order); its crease stays creased, as 'No crease' costs more.
  const preferences = useOrderingPreferences();
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
      <ServiceRowList
        onAdd={() => rows.append(newRow())}
        submitLabel={submitLabel}
        error={errors.items?.root?.message ?? errors.items?.message}
      >
        {rows.fields.map((row, index) => (
          <ServiceRow
            key={row.id}
            index={index}
            price={rowPrice(values[index])}
            removable={rows.fields.length > 1}
            onRemove={() => rows.remove(index)}
          >
            <div className="service-row__fields">
              <Select
                label={t('ordering.rows.item')}
                placeholder={t('ordering.selectOne')}
                options={options}
                error={errors.items?.[index]?.itemId?.message}
                {...register(`items.${index}.itemId`, {
                  // Each garment offers its own options: reset them to the garment's defaults.
                  onChange: (event) => {
                    const item = items.find((i) => i.id === event.target.value);
                    setValue(`items.${index}.pressOnly`, false);
                    setValue(`items.${index}.crease`, item?.offersCrease ? 'crease' : null);
                    setValue(
                      `items.${index}.starch`,
                      item?.offersStarch ? preferredStarch(preferences) : null,
                    );
                  },
                })}
              />
              <QuantitySelect
                error={errors.items?.[index]?.quantity?.message}
                {...register(`items.${index}.quantity`, { setValueAs: asNumber })}
              />
            </div>
            <DryCleanOptions form={form} path={`items.${index}`} items={items} />
          </ServiceRow>
        ))}
      </ServiceRowList>
    </form>
  );
}
