import type { DryCleanDraft } from '@laundry/validators/order';
import type { DryCleanItem } from '@laundry/validators/pricing';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { Select } from '../../../ui/Select';

interface DryCleanOptionsProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the resolver's output type is the form's own; only the row is read.
  form: UseFormReturn<T, any, any>;
  /** The row's field path: `items.2` in the ordering step, `dryClean.items.2` at the counter's weigh-in. */
  path: string;
  items: readonly DryCleanItem[];
}

/** A dry clean row's press-only, crease and starch choices, as far as the garment offers them. */
export function DryCleanOptions<T extends FieldValues>({ form, path, items }: DryCleanOptionsProps<T>) {
  const t = useT();
  const { watch } = form;
  const register = (field: 'pressOnly' | 'crease' | 'starch') => form.register(`${path}.${field}` as Path<T>);
  const row = watch(path as Path<T>) as DryCleanDraft['items'][number] | undefined;
  const item = items.find((i) => i.id === row?.itemId);
  if (!item || !row) return null;
  return (
    <div className="service-row__options">
      {item.pressOnlyPriceCents !== null ? (
        <label className="checkbox-choice">
          <input type="checkbox" {...register('pressOnly')} />
          <span>
            {t('ordering.dryClean.pressOnly')}{' '}
            <span className="checkbox-choice__price">{formatCents(item.pressOnlyPriceCents)}</span>
          </span>
        </label>
      ) : null}
      {item.offersCrease ? (
        <Select
          label={t('ordering.dryClean.crease')}
          options={[
            { value: 'crease', label: t('ordering.dryClean.crease') },
            {
              value: 'noCrease',
              label: t('ordering.dryClean.noCrease', { price: formatCents(item.noCreaseChargeCents) }),
            },
          ]}
          {...register('crease')}
        />
      ) : null}
      {item.offersStarch ? (
        <Select
          label={t('ordering.dryClean.starch')}
          options={[
            { value: 'noStarch', label: t('ordering.dryClean.noStarch') },
            { value: 'lightStarch', label: t('ordering.dryClean.lightStarch') },
            { value: 'heavyStarch', label: t('ordering.dryClean.heavyStarch') },
          ]}
          {...register('starch')}
        />
      ) : null}
    </div>
  );
}
