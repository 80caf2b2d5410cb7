import type { TailoringItem, TailoringOption } from '@laundry/validators/pricing';
import type { Region } from '@laundry/validators/settings';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { CalculatorResult } from './CalculatorResult';
import {
  TAILORING_OPTION_LABELS,
  TAILORING_OPTION_ORDER,
  tailoringCalculatorResult,
} from './tailoringCalculator';

/** docs/rules/public-site.md, Calculators; docs/rules/messages.md, Public site and accounts: validation: the tailoring calculator; the estimate is the sum of the chosen services. */
export function TailoringCalculator({ items, region }: { items: readonly TailoringItem[]; region: Region }) {
  const t = useT();
  const id = useId();
  const [itemId, setItemId] = useState('');
  const [options, setOptions] = useState<TailoringOption[]>([]);
  // What was calculated; the answer is worded at render, so it follows a change of language.
  const [calculated, setCalculated] = useState<{ itemId: string; options: TailoringOption[] } | null>(null);
  const result = calculated
    ? tailoringCalculatorResult(items, region, calculated.itemId, calculated.options, t)
    : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setCalculated({ itemId, options });
  }

  function toggle(option: TailoringOption, checked: boolean) {
    setOptions((current) => (checked ? [...current, option] : current.filter((o) => o !== option)));
    setCalculated(null);
  }

  return (
    <form className="calculator" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="calculator__title">
        {t('public.tailoringCalculator.title')}
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>
          {t('public.tailoringCalculator.clothingType')}
        </label>
        <select
          id={`${id}-type`}
          className="input input--select"
          value={itemId}
          onChange={(event) => {
            setItemId(event.target.value);
            setCalculated(null);
          }}
        >
          <option value="">{t('public.tailoringCalculator.selectClothingType')}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.item}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="calculator__choices">
        <legend className="field__label">{t('public.tailoringCalculator.services')}</legend>
        <div className="option-grid">
          {TAILORING_OPTION_ORDER.map((option) => (
            <label key={option} className="checkbox-line">
              <input
                type="checkbox"
                checked={options.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <span>{t(TAILORING_OPTION_LABELS[option])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit">{t('public.common.calculate')}</Button>
      <CalculatorResult result={result} />
    </form>
  );
}
