import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { apiError, renderWithApi } from '../../test/fakeApi';
import { MySeries } from './MySeries';
import type { Series } from './SeriesCard';

// docs/decisions/0101-customer-side-in-spanish.md: the account page's repeating pick-ups in the page's language.

const series: Series = {
  id: '5b7e7f0e-0000-4000-8000-0000000000f1',
  userId: '5b7e7f0e-0000-4000-8000-0000000000f2',
  status: 'active',
  everyWeeks: 2,
  weekday: 4,
  pickUpHour: 12,
  deliveryHour: 14,
  region: 'ny',
  services: ['washFold'],
  address: '350 5th Ave, New York 10001',
  sourceOrderId: null,
  comingDates: [{ date: '2026-12-10', orderId: null, orderNumber: null }],
  skippedDates: [],
  createdAt: '2026-12-01T14:00:00.000Z',
};

describe("the account page's repeating pick-ups in Spanish", () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('shows the cadence, the day, the dates, the buttons and the server’s refusal in Spanish', async () => {
    await activateLocale('es');
    const user = userEvent.setup();
    renderWithApi(<MySeries />, {
      route: '/app/account',
      api: {
        'recurring.list': () => [series],
        'recurring.skip': () => {
          throw apiError('Please choose one of the coming pick-up dates.', { appCode: 'BAD_INPUT' });
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Recogidas periódicas' });
    const heading = within(section).getByRole('heading', { level: 3 });
    expect(heading.textContent).toMatch(/^Cada 2 semanas los jueves, /);
    expect(within(section).getByText('Activa')).toBeTruthy();
    expect(within(section).getByText(/Lavado y doblado/)).toBeTruthy();
    const dates = within(section).getByRole('list', { name: 'Próximas recogidas' });
    expect(within(dates).getByText(/jueves, 10 de diciembre/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Pausar' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Cambiar' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Finalizar' })).toBeTruthy();
    await user.click(within(dates).getByRole('button', { name: /^Omitir la del jueves, 10 de diciembre/ }));
    expect(await screen.findByText('Elija una de las próximas fechas de recogida.')).toBeTruthy();
  });
});
