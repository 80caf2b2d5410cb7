import {
  CUSTOMER_STATUS_OPTIONS,
  customerStatusGroup,
  ORDER_STATUS_OPTIONS,
  type OrderStatus,
} from '@laundry/domain';
import { dayNumber, isoDateOf, newYorkToday } from '@laundry/pricing';
import { type FormEvent, useId, useState } from 'react';
import type { MessageId } from '../../../i18n/messageIds';
import { useT } from '../../../i18n/useT';
import { useSearchDraft } from '../../../lib/useSearchDraft';
import { Button } from '../../../ui/Button';
import { DateFilterField } from '../../../ui/fields/DateFilterField';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import './filters.css';
import { CUSTOMER_STATUS_MESSAGES } from '../orderLabels';
import { DATE_FIELDS, type DateField, EMPTY_FILTER, isFiltered, type OrderFilter } from './listParams';

type Translate = ReturnType<typeof useT>;

const DATE_FIELD_LABELS: Record<DateField, MessageId> = {
  both: 'account.filters.dates.both',
  pickUp: 'account.order.pickUp',
  delivery: 'account.order.delivery',
};

/**
 * The staff's quick filters (docs/rules/staff-screens.md, Orders screen): a day's pick-ups or deliveries, today or
 * tomorrow in New York, with one click instead of two typed dates.
 */
const QUICK_DAYS = [
  { label: 'account.filters.quick.todayPickUps', dateField: 'pickUp', daysAhead: 0 },
  { label: 'account.filters.quick.tomorrowPickUps', dateField: 'pickUp', daysAhead: 1 },
  { label: 'account.filters.quick.todayDeliveries', dateField: 'delivery', daysAhead: 0 },
  { label: 'account.filters.quick.tomorrowDeliveries', dateField: 'delivery', daysAhead: 1 },
] as const satisfies readonly { label: MessageId; dateField: DateField; daysAhead: number }[];

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
function statusChoices(staff: boolean, t: Translate) {
  return staff
    ? ORDER_STATUS_OPTIONS
    : CUSTOMER_STATUS_OPTIONS.map(({ value }) => ({ value, label: t(CUSTOMER_STATUS_MESSAGES[value]) }));
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
  const t = useT();
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
    <search className="order-filters" aria-label={t('account.filters.label')}>
      <form onSubmit={submit} noValidate>
        <div className="order-filters__search">
          <TextField
            id={searchId}
            label={t('account.filters.search')}
            hint={t('account.filters.searchHint')}
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            fieldClassName="order-filters__search-field"
          />
          <Button type="submit" variant="secondary">
            {t('account.filters.search')}
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
          {active > 0 ? t('account.filters.foldCount', { count: active }) : t('account.filters.fold')}
        </Button>
        <div
          id={fieldsId}
          className={`order-filters__fields${unfolded ? '' : ' order-filters__fields--folded'}`}
        >
          <DateFilterField
            label={t('account.filters.startDate')}
            value={filter.startDate}
            max={filter.endDate || undefined}
            onChange={(date) => set('startDate', date)}
          />
          <DateFilterField
            label={t('account.filters.endDate')}
            value={filter.endDate}
            min={filter.startDate || undefined}
            error={dateError ?? undefined}
            onChange={(date) => set('endDate', date)}
          />
          <Select
            label={t('account.filters.datesOf')}
            value={filter.dateField}
            options={DATE_FIELDS.map((value) => ({ value, label: t(DATE_FIELD_LABELS[value]) }))}
            onChange={(event) => set('dateField', event.target.value as DateField)}
          />
          {locations ? (
            <Select
              label={t('account.orderDetail.location')}
              value={filter.locationId}
              options={[
                { value: '', label: t('account.filters.anyLocation') },
                { value: 'unassigned', label: t('account.filters.noLocation') },
                ...locations.map((location) => ({ value: location.id, label: location.name })),
              ]}
              onChange={(event) => set('locationId', event.target.value)}
            />
          ) : null}
          <Select
            label={t('account.orderDetail.status')}
            value={statusChoice(filter.status, staff)}
            options={[{ value: '', label: t('account.filters.anyStatus') }, ...statusChoices(staff, t)]}
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
              {t('account.filters.clear')}
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
  const t = useT();
  const today = dayNumber(newYorkToday(Date.now()));
  return (
    <fieldset className="order-filters__quick" aria-label={t('account.filters.quick')}>
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
            {t(label)}
          </Button>
        );
      })}
    </fieldset>
  );
}
