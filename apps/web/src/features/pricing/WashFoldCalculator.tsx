import { EXPRESS_PER_LB_CENTS } from '@laundry/pricing/express';
import type { WashFoldKind } from '@laundry/pricing/services';
import type { RegionalSettings } from '@laundry/validators/settings';
import { type FormEvent, useId, useState } from 'react';
import { formatCents, formatLbs } from '../../lib/money';
import { Button } from '../../ui/Button';
import { CalculatorResult } from './CalculatorResult';
import {
  type WashFoldCalculatorResult,
  type WashFoldServiceType,
  washFoldCalculatorResult,
} from './washFoldCalculator';

interface Choice<T extends string> {
  value: T;
  label: string;
}

const SERVICE_CHOICES: Choice<WashFoldServiceType>[] = [
  { value: 'selfDropOff', label: 'Self drop-off' },
  { value: 'pickUp', label: 'Pick-up & delivery' },
];
const KIND_CHOICES: Choice<WashFoldKind>[] = [
  { value: 'washFold', label: 'Regular' },
  { value: 'organicWashFold', label: 'Organic' },
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
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** docs/rules/public-site.md, Calculators; docs/rules/messages.md, Public site and accounts: validation: the wash and fold calculator; the result clears when an input changes. */
export function WashFoldCalculator({ settings }: { settings: RegionalSettings }) {
  const id = useId();
  const [service, setService] = useState<WashFoldServiceType>('selfDropOff');
  const [kind, setKind] = useState<WashFoldKind>('washFold');
  const [weight, setWeight] = useState('');
  const [express, setExpress] = useState(false);
  const [result, setResult] = useState<WashFoldCalculatorResult | null>(null);

  function change<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setResult(null);
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setResult(washFoldCalculatorResult(settings, { service, kind, weight, express }));
  }

  return (
    <form className="calculator" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="calculator__title">
        Wash &amp; Fold Calculator
      </h3>
      <RadioGroup
        legend="Service"
        name={`${id}-service`}
        choices={SERVICE_CHOICES}
        value={service}
        onChange={change(setService)}
      />
      <RadioGroup
        legend="Wash"
        name={`${id}-kind`}
        choices={KIND_CHOICES}
        value={kind}
        onChange={change(setKind)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-weight`}>
          Weight (lbs)
        </label>
        <p className="field__hint" id={`${id}-weight-hint`}>
          {service === 'selfDropOff'
            ? `${formatLbs(settings.selfDropOffMinimumLbs)} lb. minimum for self drop-off service.`
            : `Pick-up and delivery starts at ${formatLbs(
                kind === 'washFold' ? settings.washFoldUpToXLbs : settings.organicWashFoldUpToXLbs,
              )} lbs.`}
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
          <span>Express delivery in 3 hours (+{formatCents(EXPRESS_PER_LB_CENTS)} per lb)</span>
        </label>
      ) : null}
      <Button type="submit">Calculate</Button>
      <CalculatorResult result={result} />
    </form>
  );
}
