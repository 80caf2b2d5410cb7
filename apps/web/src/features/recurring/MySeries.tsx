import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/useT';
import { useTRPC } from '../../lib/trpc';
import { SeriesCard } from './SeriesCard';

/** The account page's repeating pick-ups (docs/decisions/0094-recurring-series.md): a customer's own. */
export function MySeries() {
  const t = useT();
  const trpc = useTRPC();
  const list = useQuery(trpc.recurring.list.queryOptions());
  const series = list.data ?? [];
  if (series.length === 0) return null;
  return (
    <section id="recurring" className="account-section" aria-labelledby="recurring-heading">
      <h2 id="recurring-heading">{t('account.recurring.sectionTitle')}</h2>
      {series.map((one) => (
        <SeriesCard key={one.id} series={one} />
      ))}
    </section>
  );
}

/** The staff customer screen's view of a customer's series: read, pause or resume, end. */
export function CustomerSeries({ userId }: { userId: string }) {
  const t = useT();
  const trpc = useTRPC();
  const list = useQuery(trpc.recurring.forCustomer.queryOptions({ userId }));
  const series = list.data ?? [];
  return (
    <section className="account-section" aria-labelledby="customer-recurring-heading">
      <h2 id="customer-recurring-heading">{t('account.recurring.sectionTitle')}</h2>
      {series.length === 0 ? <p>{t('account.recurring.none')}</p> : null}
      {series.map((one) => (
        <SeriesCard key={one.id} series={one} staff />
      ))}
    </section>
  );
}
