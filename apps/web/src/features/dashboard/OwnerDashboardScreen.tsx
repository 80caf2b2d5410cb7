import './dashboard.css';
import { firstIssueMessage } from '@laundry/validators/plainIssues';
import { reportSummaryInputSchema } from '@laundry/validators/reports';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { orderDetailPath } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { DateFilterField } from '../../ui/fields/DateFilterField';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { useLocationChoices } from '../orders/useLocationChoices';
import { ChartFigure, type FigureColumn } from './ChartFigure';
import {
  csvDollars,
  type DayRange,
  matchingQuickRange,
  QUICK_RANGE_LABELS,
  QUICK_RANGES,
  quickRange,
} from './ranges';

type Summary = RouterOutputs['reports']['summary'];
type Day = Summary['days'][number];
type StoreRow = Summary['byStore'][number];
type ServiceRow = Summary['byService'][number];
type ActionOrder = Summary['stuck']['orders'][number];

const SUMMARY_FALLBACK = 'We could not load the dashboard. Please try again.';

// Colors with at least 3:1 against white (WCAG 1.4.11), told apart by the legend's names too.
const COLORS = {
  placed: '#1d4ed8',
  pickedUp: '#b45309',
  delivered: '#047857',
  refunded: '#b91c1c',
  net: '#6d28d9',
};

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const newYorkTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
});
const dayLabel = (date: string) => shortDay.format(new Date(`${date}T12:00:00Z`));
const dayText = (date: string) => longDay.format(new Date(`${date}T12:00:00Z`));
const count = (value: number) => value.toLocaleString('en-US');

function useRange(): [
  DayRange & { locationId: string },
  (change: Partial<DayRange & { locationId: string }>) => void,
] {
  const [params, setParams] = useSearchParams();
  const fallback = quickRange('last7', new Date());
  const range = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    locationId: params.get('location') ?? '',
  };
  const change = (next: Partial<typeof range>) => {
    const merged = { ...range, ...next };
    setParams(
      { from: merged.from, to: merged.to, ...(merged.locationId ? { location: merged.locationId } : {}) },
      { replace: true },
    );
  };
  return [range, change];
}

function ActionList({
  orders,
  line,
  empty,
}: {
  orders: readonly ActionOrder[];
  line: (order: ActionOrder) => string;
  empty: string;
}) {
  if (orders.length === 0) return <p className="dashboard-empty">{empty}</p>;
  return (
    <ul className="dashboard-actions">
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={orderDetailPath(order.id)}>Order #{order.orderNumber}</Link>
          <span>{line(order)}</span>
        </li>
      ))}
    </ul>
  );
}

const dayColumns = (money: boolean): FigureColumn<Day>[] =>
  money
    ? [
        { header: 'Day', cell: (day) => dayText(day.date), csv: (day) => day.date },
        {
          header: 'Captured',
          cell: (day) => formatCents(day.capturedCents),
          csv: (day) => csvDollars(day.capturedCents),
          numeric: true,
        },
        {
          header: 'Refunded',
          cell: (day) => formatCents(day.refundedCents),
          csv: (day) => csvDollars(day.refundedCents),
          numeric: true,
        },
        {
          header: 'Net',
          cell: (day) => formatCents(day.netCents),
          csv: (day) => csvDollars(day.netCents),
          numeric: true,
        },
      ]
    : [
        { header: 'Day', cell: (day) => dayText(day.date), csv: (day) => day.date },
        { header: 'Placed', cell: (day) => count(day.placed), csv: (day) => day.placed, numeric: true },
        {
          header: 'Picked up',
          cell: (day) => count(day.pickedUp),
          csv: (day) => day.pickedUp,
          numeric: true,
        },
        {
          header: 'Delivered',
          cell: (day) => count(day.delivered),
          csv: (day) => day.delivered,
          numeric: true,
        },
      ];

function groupColumns<Row extends StoreRow | ServiceRow>(
  header: string,
  name: (row: Row) => string,
): FigureColumn<Row>[] {
  return [
    { header, cell: name, csv: name },
    { header: 'Orders placed', cell: (row) => count(row.placed), csv: (row) => row.placed, numeric: true },
    {
      header: 'Captured',
      cell: (row) => formatCents(row.capturedCents),
      csv: (row) => csvDollars(row.capturedCents),
      numeric: true,
    },
    {
      header: 'Refunded',
      cell: (row) => formatCents(row.refundedCents),
      csv: (row) => csvDollars(row.refundedCents),
      numeric: true,
    },
    {
      header: 'Net',
      cell: (row) => formatCents(row.netCents),
      csv: (row) => csvDollars(row.netCents),
      numeric: true,
    },
  ];
}

function Figures({ summary }: { summary: Summary }) {
  const labels = useMemo(() => summary.days.map((day) => dayLabel(day.date)), [summary]);
  const orderSeries = useMemo(
    () => [
      { label: 'Placed', values: summary.days.map((day) => day.placed), color: COLORS.placed },
      { label: 'Picked up', values: summary.days.map((day) => day.pickedUp), color: COLORS.pickedUp },
      { label: 'Delivered', values: summary.days.map((day) => day.delivered), color: COLORS.delivered },
    ],
    [summary],
  );
  const moneySeries = useMemo(
    () => [
      { label: 'Captured', values: summary.days.map((day) => day.capturedCents), color: COLORS.delivered },
      { label: 'Refunded', values: summary.days.map((day) => day.refundedCents), color: COLORS.refunded },
      { label: 'Net', values: summary.days.map((day) => day.netCents), color: COLORS.net },
    ],
    [summary],
  );
  const storeLabels = useMemo(() => summary.byStore.map((row) => row.name), [summary]);
  const storeSeries = useMemo(
    () => [{ label: 'Net', values: summary.byStore.map((row) => row.netCents), color: COLORS.net }],
    [summary],
  );
  const services = useMemo(
    () => summary.byService.filter((row) => row.placed > 0 || row.capturedCents > 0),
    [summary],
  );
  const serviceLabels = useMemo(() => services.map((row) => row.label), [services]);
  const serviceSeries = useMemo(
    () => [{ label: 'Orders placed', values: services.map((row) => row.placed), color: COLORS.placed }],
    [services],
  );
  const { totals } = summary;
  const file = (name: string) => `${name}-${summary.from}-to-${summary.to}.csv`;

  return (
    <>
      <section className="dashboard-totals" aria-label="Totals">
        <dl>
          {(
            [
              ['Orders placed', count(totals.placed)],
              ['Picked up', count(totals.pickedUp)],
              ['Delivered', count(totals.delivered)],
              ['Captured', formatCents(totals.capturedCents)],
              ['Refunded', formatCents(totals.refundedCents)],
              ['Net revenue', formatCents(totals.netCents)],
              ['Average order value', formatCents(totals.averageOrderValueCents)],
              ['New customers', count(summary.customers.new)],
              ['Returning customers', count(summary.customers.returning)],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="dashboard-total">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ChartFigure
        title="Orders per day"
        file={file('orders-per-day')}
        chart={{ labels, series: orderSeries, kind: 'lines' }}
        rows={summary.days}
        columns={dayColumns(false)}
        rowKey={(day) => day.date}
        empty="No days in this range."
      />
      <ChartFigure
        title="Money per day"
        file={file('money-per-day')}
        chart={{ labels, series: moneySeries, kind: 'lines', money: true }}
        rows={summary.days}
        columns={dayColumns(true)}
        rowKey={(day) => day.date}
        empty="No days in this range."
      />
      <ChartFigure
        title="By store"
        file={file('by-store')}
        chart={{ labels: storeLabels, series: storeSeries, kind: 'bars', money: true }}
        rows={summary.byStore}
        columns={groupColumns<StoreRow>('Store', (row) => row.name)}
        rowKey={(row) => row.locationId ?? 'none'}
        empty="No orders or payments in this range."
      />
      <ChartFigure
        title="By service"
        file={file('by-service')}
        chart={{ labels: serviceLabels, series: serviceSeries, kind: 'bars' }}
        rows={services}
        columns={groupColumns<ServiceRow>('Service', (row) => row.label)}
        rowKey={(row) => row.service}
        empty="No orders in this range."
      />

      <section className="dashboard-card" aria-labelledby="dashboard-promotions">
        <h2 id="dashboard-promotions">Top promotions</h2>
        {summary.promotions.length === 0 ? (
          <p className="dashboard-empty">No promotion was used in this range.</p>
        ) : (
          <section
            className="dashboard-table"
            aria-label="Top promotions, table"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
          >
            <table>
              <caption className="visually-hidden">Top promotions</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col" className="num">
                    Uses
                  </th>
                  <th scope="col" className="num">
                    Discount given
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.promotions.map((promotion) => (
                  <tr key={promotion.code}>
                    <th scope="row">{promotion.code}</th>
                    <td className="num">{count(promotion.uses)}</td>
                    <td className="num">{formatCents(promotion.discountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>
    </>
  );
}

function Now({ summary }: { summary: Summary }) {
  return (
    <>
      <section className="dashboard-card" aria-labelledby="dashboard-board">
        <h2 id="dashboard-board">Orders by status now</h2>
        <ul className="dashboard-board">
          {summary.statusBoard.map((row) => (
            <li key={row.status}>
              <span>{row.label}</span> <strong>{count(row.count)}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className="dashboard-card" aria-labelledby="dashboard-stuck">
        <h2 id="dashboard-stuck">Stuck orders ({count(summary.stuck.count)})</h2>
        <p className="dashboard-note">
          Unchanged for more than 24 hours in a working status, the oldest first.
        </p>
        <ActionList
          orders={summary.stuck.orders}
          empty="No order is stuck."
          line={(order) =>
            `${order.statusLabel} · ${order.storeName ?? 'No store'} · unchanged since ${newYorkTime.format(new Date(order.since))}`
          }
        />
      </section>
      <section className="dashboard-card" aria-labelledby="dashboard-holds">
        <h2 id="dashboard-holds">Holds at risk ({count(summary.holdsAtRisk.count)})</h2>
        <p className="dashboard-note">
          Card holds not yet captured that expire within 48 hours, the soonest first.
        </p>
        <ActionList
          orders={summary.holdsAtRisk.orders}
          empty="No hold expires within 48 hours."
          line={(order) =>
            `${formatCents(order.amountAuthorizedCents ?? 0)} · ${order.storeName ?? 'No store'} · expires ${newYorkTime.format(new Date(order.expiresAt ?? order.since))}`
          }
        />
      </section>
    </>
  );
}

/**
 * /app/dashboard for staff (docs/decisions/0090-owner-dashboard.md): a Super Admin's every store or one, an Admin's
 * own store; a range of New York days with quick choices, the figures with their charts and tables, and the orders
 * that need someone now.
 */
export function OwnerDashboardScreen({ superAdmin }: { superAdmin: boolean }) {
  useDocumentTitle('Dashboard');
  const trpc = useTRPC();
  const [range, change] = useRange();
  const stores = useLocationChoices(superAdmin);
  const input = {
    from: range.from,
    to: range.to,
    ...(superAdmin && range.locationId ? { locationId: range.locationId } : {}),
  };
  // The range is judged here with the server's own schema and words, before anything is asked.
  const parsed = reportSummaryInputSchema.safeParse(input);
  const problem = parsed.success ? null : (firstIssueMessage(parsed.error) ?? SUMMARY_FALLBACK);
  const summary = useQuery({
    ...trpc.reports.summary.queryOptions(input, { retry: false }),
    enabled: problem === null,
  });
  const pressed = matchingQuickRange(range, new Date());
  const titleId = useId();
  const data = summary.data;

  return (
    <div className="container page dashboard">
      <header className="dashboard__head">
        <h1 id={titleId}>Dashboard</h1>
        <p className="dashboard__subtitle" data-testid="dashboard-subtitle">
          {data?.location ? data.location.name : superAdmin ? 'Every store' : ''}
          {data
            ? ` · ${dayText(data.from)}${data.from === data.to ? '' : ` to ${dayText(data.to)}`} (New York)`
            : ''}
        </p>
      </header>
      <search className="dashboard__controls" aria-label="Choose the days and the store">
        <fieldset className="dashboard__quick">
          <legend className="visually-hidden">Quick choices</legend>
          {QUICK_RANGES.map((choice) => (
            <button
              key={choice}
              type="button"
              className="btn btn--secondary btn--sm"
              aria-pressed={pressed === choice}
              onClick={() => change(quickRange(choice, new Date()))}
            >
              {QUICK_RANGE_LABELS[choice]}
            </button>
          ))}
        </fieldset>
        <div className="dashboard__fields">
          <DateFilterField
            label="From"
            value={range.from}
            onChange={(from) => {
              if (from === '') return false;
              change({ from });
            }}
          />
          <DateFilterField
            label="To"
            value={range.to}
            onChange={(to) => {
              if (to === '') return false;
              change({ to });
            }}
          />
          {superAdmin ? (
            <Select
              label="Store"
              value={range.locationId}
              options={[
                { value: '', label: 'Every store' },
                ...stores.choices.map((choice) => ({ value: choice.id, label: choice.name })),
              ]}
              onChange={(event) => change({ locationId: event.target.value })}
            />
          ) : null}
        </div>
      </search>
      {problem !== null ? <Banner tone="error">{problem}</Banner> : null}
      {problem === null && summary.isError ? (
        <Banner tone="error">{userMessage(summary.error, SUMMARY_FALLBACK)}</Banner>
      ) : null}
      {problem === null && summary.isPending ? <Spinner label="Loading the dashboard…" /> : null}
      {problem === null && data ? (
        <div className="dashboard__grid">
          <Figures summary={data} />
          <Now summary={data} />
        </div>
      ) : null}
    </div>
  );
}
