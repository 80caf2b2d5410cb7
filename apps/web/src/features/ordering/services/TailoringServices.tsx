import { tailoringOptionCents } from '@laundry/pricing';
import { TAILORING_OPTIONS, type TailoringItem, type TailoringOption } from '@laundry/validators/pricing';
import { useId } from 'react';
import type { MessageId } from '../../../i18n/messageIds';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';

const LABELS: Record<TailoringOption, MessageId> = {
  hem: 'ordering.tailoring.hem',
  taper: 'ordering.tailoring.taper',
  zipper: 'ordering.tailoring.zipper',
  sleeves: 'ordering.tailoring.sleeves',
  patch: 'ordering.tailoring.patch',
  fix: 'ordering.tailoring.fix',
  waist: 'ordering.tailoring.waist',
  lining: 'ordering.tailoring.lining',
};

interface TailoringServicesProps {
  item: TailoringItem;
  value: readonly TailoringOption[];
  onChange: (services: TailoringOption[]) => void;
  error?: string | undefined;
}

/** The services a garment offers, each with its price (docs/rules/records.md, Regional settings: the tailoring list). */
export function TailoringServices({ item, value, onChange, error }: TailoringServicesProps) {
  const t = useT();
  const offered = TAILORING_OPTIONS.filter((option) => tailoringOptionCents(item, option) !== null);
  const errorId = useId();
  return (
    <fieldset
      className="choice-group choice-group--columns"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{t('ordering.tailoring.services')}</legend>
      {offered.map((option) => (
        <label key={option} className="checkbox-choice">
          <input
            type="checkbox"
            checked={value.includes(option)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, option] : value.filter((o) => o !== option))
            }
          />
          <span>
            {t(LABELS[option])}{' '}
            <span className="checkbox-choice__price">
              {formatCents(tailoringOptionCents(item, option) ?? 0)}
            </span>
          </span>
        </label>
      ))}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
