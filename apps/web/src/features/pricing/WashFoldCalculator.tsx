import type { WashFoldKind } from '@laundry/pricing';
import { EXPRESS_PER_LB_CENTS } from '@laundry/pricing';
import type { RegionalSettings } from '@laundry/validators/settings';
import { type FormEvent, useId, useState } from 'react';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { formatCents, formatLbs } from '../../lib/money';
import { Button } from '../../ui/Button';
import { CalculatorResult } from './CalculatorResult';
import {
  type WashFoldCalculatorInput,
  type WashFoldServiceType,
  washFoldCalculatorResult,
} from './washFoldCalculator';

interface Choice<T extends string> {
  value: T;
  label: MessageId;
}

const SERVICE_CHOICES: Choice<WashFoldServiceType>[] = [
  { value: 'selfDropOff', label: 'public.prices.selfDropOff' },
  { value: 'pickUp', label: 'public.prices.pickUp' },
];
const KIND_CHOICES: Choice<WashFoldKind>[] = [
  { value: 'washFold', label: 'public.washFoldCalculator.regular' },
  { value: 'organicWashFold', label: 'public.washFoldCalculator.organic' },
];

function RadioGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const t = useT();
  return (
    <fieldset className="calculator__choices">
      <legend className="field__label">{legend}</legend>
      <div className="segmented">
        {choices.map((choice) => (
          <label key={choice.value} className="segmented__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{t(choice.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** docs/rules/public-site.md, Calculators; docs/rules/messages.md, Public site and accounts: validation: the wash and fold calculator; the result clears when an input changes. */
export function WashFoldCalculator({ settings }: { settings: RegionalSettings }) {
  const t = useT();
  const id = useId();
  const [service, setService] = useState<WashFoldServiceType>('selfDropOff');
  const [kind, setKind] = useState<WashFoldKind>('washFold');
  const [weight, setWeight] = useState('');
  const [express, setExpress] = useState(false);
  // What was calculated; the answer is worded at render, so it follows a change of language.
  const [calculated, setCalculated] = useState<WashFoldCalculatorInput | null>(null);
  const result = calculated ? washFoldCalculatorResult(settings, calculated, t) : null;

  function change<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setCalculated(null);
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setCalculated({ service, kind, weight, express });
  }

  return (
    <form className="calculator" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="calculator__title">
        {t('public.washFoldCalculator.title')}
      </h3>
      <RadioGroup
        legend={t('public.washFoldCalculator.service')}
        name={`${id}-service`}
        choices={SERVICE_CHOICES}
        value={service}
        onChange={change(setService)}
      />
      <RadioGroup
        legend={t('public.washFoldCalculator.wash')}
        name={`${id}-kind`}
        choices={KIND_CHOICES}
        value={kind}
        onChange={change(setKind)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-weight`}>
          {t('public.washFoldCalculator.weight')}
        </label>
        <p className="field__hint" id={`${id}-weight-hint`}>
          {service === 'selfDropOff'
            ? t('public.washFoldCalculator.selfDropOffHint', {
                lbs: formatLbs(settings.selfDropOffMinimumLbs),
              })
            : t('public.washFoldCalculator.pickUpHint', {
                lbs: formatLbs(
                  kind === 'washFold' ? settings.washFoldUpToXLbs : settings.organicWashFoldUpToXLbs,
                ),
              })}
        </p>
        <input
          id={`${id}-weight`}
          className="input calculator__weight"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={weight}
          aria-describedby={`${id}-weight-hint`}
          onChange={(event) => change(setWeight)(event.target.value)}
        />
      </div>
      {service === 'pickUp' ? (
        <label className="checkbox-line">
          <input
            type="checkbox"
            checked={express}
            onChange={(event) => change(setExpress)(event.target.checked)}
          />
          <span>{t('public.washFoldCalculator.express', { perLb: formatCents(EXPRESS_PER_LB_CENTS) })}</span>
        </label>
      ) : null}
      <Button type="submit">{t('public.common.calculate')}</Button>
      <CalculatorResult result={result} />
    </form>
  );
}
