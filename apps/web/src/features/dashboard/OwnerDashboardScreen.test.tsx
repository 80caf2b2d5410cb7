import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError, renderWithApi } from '../../test/fakeApi';
import { OwnerDashboardScreen } from './OwnerDashboardScreen';

// uPlot draws on a canvas, which jsdom has not; the chart is a lazy chunk of its own (docs/decisions/0091-dashboard-charts.md).
vi.mock('./Chart', () => ({
  default: ({ labels }: { labels: string[] }) => <p data-testid="chart">{labels.join('|')}</p>,
}));

const STORE = { id: '5b7e7f0e-0000-4000-8000-0000000000a1', name: 'Chelsea' };
const ORDER_ID = '5b7e7f0e-0000-4000-8000-000000010001';

const money = (capturedCents: number, refundedCents: number) => ({
  capturedCents,
  refundedCents,
  netCents: capturedCents - refundedCents,
});

function summary(input: { from: string; to: string; locationId?: string }) {
  return {
    from: input.from,
    to: input.to,
    timeZone: 'America/New_York',
    location: input.locationId ? STORE : null,
    generatedAt: '2026-03-02T15:00:00.000Z',
    days: [
      { date: '2026-03-01', placed: 3, pickedUp: 1, delivered: 0, ...money(4350, 0) },
      { date: '2026-03-02', placed: 2, pickedUp: 2, delivered: 1, ...money(0, 1200) },
    ],
    totals: {
      placed: 5,
      pickedUp: 3,
      delivered: 1,
      ...money(4350, 1200),
      capturedOrders: 1,
      averageOrderValueCents: 4350,
    },
    byStore: [{ locationId: STORE.id, name: 'Chelsea', placed: 5, ...money(4350, 1200) }],
    byService: [
      { service: 'washFold', label: 'Wash & Fold', placed: 4, ...money(4350, 1200) },
      { service: 'tailoring', label: 'Tailoring', placed: 0, ...money(0, 0) },
    ],
    statusBoard: [{ status: 'New', label: 'New', count: 7 }],
    stuck: {
      count: 1,
      orders: [
        {
          id: ORDER_ID,
          orderNumber: 10001,
          status: 'In Progress',
          statusLabel: 'In Progress',
          customerName: 'Ada',
          storeName: 'Chelsea',
          since: '2026-02-27T15:00:00.000Z',
        },
      ],
    },
    holdsAtRisk: { count: 0, orders: [] },
    customers: { new: 2, returning: 1 },
    promotions: [{ code: 'SPRING', uses: 2, discountCents: 500 }],
  };
}

function renderScreen(superAdmin: boolean, answer: (input: never) => unknown = summary) {
  return renderWithApi(<OwnerDashboardScreen superAdmin={superAdmin} />, {
    route: '/app/dashboard?from=2026-03-01&to=2026-03-02',
    api: {
      'reports.summary': answer as (input: unknown) => unknown,
      'catalog.locations.list': () => [STORE],
    },
  });
}

const summaryInputs = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === 'reports.summary').map((c) => c.input);

describe('the owner’s dashboard (docs/decisions/0090-owner-dashboard.md)', () => {
  it('shows the totals, each chart with the table of its figures, and the orders that need someone', async () => {
    const { calls } = renderScreen(true);
    const perDay = await screen.findByRole('table', { name: 'Orders per day' });
    expect(
      within(perDay)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayPlacedPicked upDelivered', 'Sun, Mar 1, 2026310', 'Mon, Mar 2, 2026221']);
    expect((await screen.findAllByTestId('chart'))[0]!.textContent).toBe('Mar 1|Mar 2');
    expect(
      within(screen.getByRole('table', { name: 'Money per day' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DayCapturedRefundedNet',
      'Sun, Mar 1, 2026$43.50$0.00$43.50',
      'Mon, Mar 2, 2026$0.00$12.00-$12.00',
    ]);
    // A service without orders or money is left out.
    expect(within(screen.getByRole('table', { name: 'By service' })).queryByText('Tailoring')).toBeNull();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Net revenue').nextSibling?.textContent).toBe('$31.50');
    expect(within(totals).getByText('Returning customers').nextSibling?.textContent).toBe('1');
    expect(screen.getByRole('heading', { name: 'Stuck orders (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order #10001' }).getAttribute('href')).toBe(
      `/app/order/id/${ORDER_ID}`,
    );
    expect(screen.getByText('No hold expires within 48 hours.')).toBeTruthy();
    expect(summaryInputs(calls)).toEqual([{ from: '2026-03-01', to: '2026-03-02' }]);
    expect(screen.getByTestId('dashboard-subtitle').textContent).toBe(
      'Every store · Sun, Mar 1, 2026 to Mon, Mar 2, 2026 (New York)',
    );
  });

  it('asks for one store when a Super Admin chooses it; an Admin has no store to choose', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(true);
    await screen.findByRole('table', { name: 'Orders per day' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Store' }), STORE.id);
    expect(await screen.findByText(/^Chelsea · /)).toBeTruthy();
    expect(summaryInputs(calls).at(-1)).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
      locationId: STORE.id,
    });
  });

  it('offers no store to an Admin and says a refusal in the server’s words', async () => {
    renderScreen(false, () => {
      throw apiError('Your account has no store. Please ask a Super Admin to set one.', {
        code: 'FORBIDDEN',
        httpStatus: 403,
        appCode: 'FORBIDDEN',
      });
    });
    expect(
      await screen.findByText('Your account has no store. Please ask a Super Admin to set one.'),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Store' })).toBeNull();
  });

  it('judges a range before asking: reversed or too long, in the server’s words, and nothing asked', async () => {
    const reversed = renderWithApi(<OwnerDashboardScreen superAdmin />, {
      route: '/app/dashboard?from=2026-03-02&to=2026-03-01',
      api: {
        'reports.summary': summary as (input: unknown) => unknown,
        'catalog.locations.list': () => [STORE],
      },
    });
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
    reversed.unmount();
    const long = renderWithApi(<OwnerDashboardScreen superAdmin />, {
      route: '/app/dashboard?from=2025-01-01&to=2026-03-01',
      api: {
        'reports.summary': summary as (input: unknown) => unknown,
        'catalog.locations.list': () => [STORE],
      },
    });
    expect(await screen.findByText('Please choose a range of at most 366 days.')).toBeTruthy();
    expect(summaryInputs([...reversed.calls, ...long.calls])).toEqual([]);
  });
});
