import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { repeatOptions, serviceLabel, weekdayOptions, windowLabel } from './labels';
import type { Series } from './SeriesCard';

/** The fallback of a refused change (docs/decisions/0094-recurring-series.md), translated by userMessage. */
const FAILED = 'There was an error updating this repeating pick-up.';

const hourOptions = () =>
  Array.from({ length: 15 }, (_, i) => i + 7).map((hour) => ({
    value: String(hour),
    label: windowLabel(hour),
  }));

/** Change a series: how often, the weekday, the pick-up window, the services kept (docs/decisions/0094-recurring-series.md). */
export function SeriesChangeForm({ series, onDone }: { series: Series; onDone: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.recurring.update.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.recurring.pathKey() });
        onDone();
      },
    }),
  );
  const [everyWeeks, setEveryWeeks] = useState(String(series.everyWeeks));
  const [weekday, setWeekday] = useState(String(series.weekday));
  const [pickUpHour, setPickUpHour] = useState(String(series.pickUpHour));
  const [services, setServices] = useState<string[]>(series.services);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate({
      id: series.id,
      everyWeeks: Number(everyWeeks),
      weekday: Number(weekday),
      pickUpHour: Number(pickUpHour),
      services: services as Series['services'],
    });
  }
  return (
    <form onSubmit={onSubmit} aria-label={t('account.recurring.changeLabel')} noValidate>
      <Select
        label={t('account.recurring.howOften')}
        options={repeatOptions()}
        value={everyWeeks}
        onChange={(e) => setEveryWeeks(e.target.value)}
      />
      <Select
        label={t('account.recurring.day')}
        options={weekdayOptions()}
        value={weekday}
        onChange={(e) => setWeekday(e.target.value)}
      />
      <Select
        label={t('account.recurring.window')}
        options={hourOptions()}
        value={pickUpHour}
        onChange={(e) => setPickUpHour(e.target.value)}
      />
      <fieldset>
        <legend>{t('account.order.services')}</legend>
        {series.services.map((key) => (
          <label key={key} className="checkbox">
            <input
              type="checkbox"
              checked={services.includes(key)}
              onChange={(e) =>
                setServices((now) => (e.target.checked ? [...now, key] : now.filter((k) => k !== key)))
              }
            />{' '}
            {serviceLabel(key)}
          </label>
        ))}
      </fieldset>
      {update.error ? (
        <Banner tone="error">
          <p>{userMessage(update.error, FAILED)}</p>
        </Banner>
      ) : null}
      <div className="button-row">
        <Button type="submit" busy={update.isPending}>
          {t('account.form.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('account.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
