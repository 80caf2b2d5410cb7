import {
  CUSTOMER_STATUS_OPTIONS,
  customerStatusGroup,
  ORDER_STATUS_OPTIONS,
  type OrderStatus,
} from '@laundry/domain/orderStatuses';
import { dayNumber, isoDateOf, newYorkToday } from '@laundry/pricing';
import { type FormEvent, useId, useState } from 'react';
import { useSearchDraft } from '../../../lib/useSearchDraft';
import { Button } from '../../../ui/Button';
import { DateFilterField } from '../../../ui/fields/DateFilterField';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import './filters.css';
import { DATE_FIELDS, type DateField, EMPTY_FILTER, isFiltered, type OrderFilter } from './listParams';

const DATE_FIELD_LABELS: Record<DateField, string> = {
  both: 'Pick-up or delivery',
  pickUp: 'Pick-up',
  delivery: 'Delivery',
};

/**
 * The staff's quick filters (docs/rules/staff-screens.md, Orders screen): a day's pick-ups or deliveries, today or
 * tomorrow in New York, with one click instead of two typed dates.
 */
const QUICK_DAYS = [
  { label: "Today's pick-ups", dateField: 'pickUp', daysAhead: 0 },
  { label: "Tomorrow's pick-ups", dateField: 'pickUp', daysAhead: 1 },
  { label: "Today's deliveries", dateField: 'delivery', daysAhead: 0 },
  { label: "Tomorrow's deliveries", dateField: 'delivery', daysAhead: 1 },
] as const;

/** The orders list's own wording for a reversed range (docs/rules/statuses.md, The orders list). */
const DATE_RANGE_MESSAGE = 'The start date must be on or before the end date.';

export interface LocationChoice {
  id: string;
  name: string;
}

/**
 * The status filter's choices (docs/rules/statuses.md, What customers read): staff pick any status by the
 * specification's label; a customer picks among the plain labels they see on their orders, each once.
 */
function statusChoices(staff: boolean) {
  return staff ? ORDER_STATUS_OPTIONS : CUSTOMER_STATUS_OPTIONS;
}

/** The choice that shows a status: for a customer, the first status of its plain label's group. */
function statusChoice(status: OrderStatus | '', staff: boolean): OrderStatus | '' {
  return status === '' || staff ? status : (customerStatusGroup(status)[0] ?? status);
}

interface OrderFiltersProps {
  filter: OrderFilter;
  onChange: (filter: OrderFilter) => void;
  /** Staff read and pick the specification's status labels; a customer the plain ones. */
  staff: boolean;
  /** Staff filter by location too (docs/rules/staff-screens.md, Orders screen); a customer's history has no use for it. */
  locations: readonly LocationChoice[] | null;
}

/** The filters folded away on a phone that are set: dates, which dates, location, status. */
function foldedFilterCount(filter: OrderFilter): number {
  return [
    filter.startDate !== '',
    filter.endDate !== '',
    filter.dateField !== EMPTY_FILTER.dateField,
    filter.locationId !== '',
    filter.status !== '',
  ].filter(Boolean).length;
}

/**
 * docs/rules/staff-screens.md, Orders screen: search text, start and end date, pick-up / delivery / both, location and
 * status, and Clear. On a phone (below 640 px) the fields fold behind a Filters button that counts the ones set; the
 * search and the quick filters stay in view (docs/decisions/0086-orders-bulk-actions.md). The search applies when submitted (one step back per search); the other fields as
 * soon as they change.
 */
export function OrderFilters({ filter, onChange, staff, locations }: OrderFiltersProps) {
  const searchId = useId();
  const fieldsId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const active = foldedFilterCount(filter);
  // The search box's text, kept while the address catches up with the form's own changes.
  const { draft: search, setDraft: setSearch, apply: applySearch } = useSearchDraft(filter.search);
  const apply = (next: OrderFilter) => {
    applySearch(next.search);
    onChange(next);
  };

  const [dateError, setDateError] = useState<string | null>(null);
  const change = (changes: Partial<OrderFilter>) => {
    const next = { ...filter, search, ...changes };
    // orders.list refuses a reversed range; the field says so instead of the list failing.
    if (next.startDate && next.endDate && next.startDate > next.endDate) {
      setDateError(DATE_RANGE_MESSAGE);
      return false;
    }
    setDateError(null);
    apply(next);
    return true;
  };
  const set = <K extends keyof OrderFilter>(key: K, value: OrderFilter[K]) => change({ [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filter, search });
  };

  return (
    <search className="order-filters" aria-label="Filter orders">
      <form onSubmit={submit} noValidate>
        <div className="order-filters__search">
          <TextField
            id={searchId}
            label="Search"
            hint="Order number, name, e-mail, phone or street"
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            fieldClassName="order-filters__search-field"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
        {staff ? <QuickDays filter={filter} onPick={change} /> : null}
        <Button
          variant="secondary"
          size="sm"
          className="order-filters__fold"
          aria-expanded={unfolded}
          aria-controls={fieldsId}
          onClick={() => setUnfolded((open) => !open)}
        >
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </Button>
        <div
          id={fieldsId}
          className={`order-filters__fields${unfolded ? '' : ' order-filters__fields--folded'}`}
        >
          <DateFilterField
            label="Start date"
            value={filter.startDate}
            max={filter.endDate || undefined}
            onChange={(date) => set('startDate', date)}
          />
          <DateFilterField
            label="End date"
            value={filter.endDate}
            min={filter.startDate || undefined}
            error={dateError ?? undefined}
            onChange={(date) => set('endDate', date)}
          />
          <Select
            label="Dates of"
            value={filter.dateField}
            options={DATE_FIELDS.map((value) => ({ value, label: DATE_FIELD_LABELS[value] }))}
            onChange={(event) => set('dateField', event.target.value as DateField)}
          />
          {locations ? (
            <Select
              label="Location"
              value={filter.locationId}
              options={[
                { value: '', label: 'Any location' },
                { value: 'unassigned', label: 'No location yet' },
                ...locations.map((location) => ({ value: location.id, label: location.name })),
              ]}
              onChange={(event) => set('locationId', event.target.value)}
            />
          ) : null}
          <Select
            label="Status"
            value={statusChoice(filter.status, staff)}
            options={[{ value: '', label: 'Any status' }, ...statusChoices(staff)]}
            onChange={(event) => set('status', event.target.value as OrderFilter['status'])}
          />
          <div className="order-filters__clear">
            <Button
              variant="ghost"
              disabled={!isFiltered(filter) && search === ''}
              onClick={() => {
                setSearch('');
                apply(EMPTY_FILTER);
              }}
            >
              Clear
            </Button>
          </div>
        </div>
      </form>
    </search>
  );
}

/** The quick filters' buttons; the one the filter now shows is pressed, and pressing it again clears the dates. */
function QuickDays({
  filter,
  onPick,
}: {
  filter: OrderFilter;
  onPick: (changes: Pick<OrderFilter, 'startDate' | 'endDate' | 'dateField'>) => void;
}) {
  const today = dayNumber(newYorkToday(Date.now()));
  return (
    <fieldset className="order-filters__quick" aria-label="Quick filters">
      {QUICK_DAYS.map(({ label, dateField, daysAhead }) => {
        const day = isoDateOf(today + daysAhead);
        const pressed = filter.startDate === day && filter.endDate === day && filter.dateField === dateField;
        return (
          <Button
            key={label}
            variant="secondary"
            size="sm"
            aria-pressed={pressed}
            onClick={() =>
              onPick(
                pressed
                  ? { startDate: '', endDate: '', dateField: 'both' }
                  : { startDate: day, endDate: day, dateField },
              )
            }
          >
            {label}
          </Button>
        );
      })}
    </fieldset>
  );
}
