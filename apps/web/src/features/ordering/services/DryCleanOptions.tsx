import type { DryCleanDraft } from '@laundry/validators/order';
import type { DryCleanItem } from '@laundry/validators/pricing';
import type { UseFormReturn } from 'react-hook-form';
import { formatCents } from '../../../lib/money';
import { Select } from '../../../ui/Select';

const STARCH_OPTIONS = [
  { value: 'noStarch', label: 'No starch' },
  { value: 'lightStarch', label: 'Light starch' },
  { value: 'heavyStarch', label: 'Heavy starch' },
];

interface DryCleanOptionsProps {
  // biome-ignore lint/suspicious/noExplicitAny: the resolver's input and output types differ only in quantity.
  form: UseFormReturn<any, any, DryCleanDraft>;
  index: number;
  items: readonly DryCleanItem[];
}

/** A dry clean row's press-only, crease and starch choices, as far as the garment offers them. */
export function DryCleanOptions({ form, index, items }: DryCleanOptionsProps) {
  const { register, watch } = form;
  const row = watch(`items.${index}`) as DryCleanDraft['items'][number] | undefined;
  const item = items.find((i) => i.id === row?.itemId);
  if (!item || !row) return null;
  return (
    <div className="service-row__options">
      {item.pressOnlyPriceCents !== null ? (
        <label className="checkbox-choice">
          <input type="checkbox" {...register(`items.${index}.pressOnly`)} />
          <span>
            Press only <span className="checkbox-choice__price">{formatCents(item.pressOnlyPriceCents)}</span>
          </span>
        </label>
      ) : null}
      {item.offersCrease ? (
        <Select
          label="Crease"
          options={[
            { value: 'crease', label: 'Crease' },
            { value: 'noCrease', label: `No crease (+${formatCents(item.noCreaseChargeCents)})` },
          ]}
          {...register(`items.${index}.crease`)}
        />
      ) : null}
      {item.offersStarch ? (
        <Select label="Starch" options={STARCH_OPTIONS} {...register(`items.${index}.starch`)} />
      ) : null}
    </div>
  );
}
