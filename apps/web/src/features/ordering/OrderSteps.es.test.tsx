import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { GUEST_SESSION, renderWithApi } from '../../test/fakeApi';
import { ADDRESS, loadOrder, nyCatalog } from '../../test/orderFixtures';
import { ScheduleForm } from './schedule/ScheduleForm';
import { ServiceTiles } from './services/ServiceTiles';
import { WeightStep } from './services/WeightStep';
import { orderStore } from './store/orderStore';
import { OrderSummary } from './summary/OrderSummary';

const api = {
  'auth.session': () => GUEST_SESSION,
  'catalog.pricing': nyCatalog,
};

// Monday 6 January 2030, 8am in New York.
const NOW = new Date('2030-01-07T13:00:00Z');

/** The guest's services, schedule and summary in Spanish, with the services named as docs/glossary.md names them. */
describe('the order steps in Spanish', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await activateLocale('es');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await activateLocale('en');
  });

  it('names the six services in Spanish on their tiles', () => {
    loadOrder({
      address: ADDRESS,
      comforter: { items: [{ sizeId: 'ny-queen', type: 'down', quantity: 1 }] },
    });
    renderWithApi(<ServiceTiles order={orderStore.local().order} />, { api });
    for (const name of [
      'Lavado y doblado',
      'Lavado y doblado orgánico',
      'Lavado y planchado',
      'Tintorería',
      'Sastrería',
      'Edredón',
    ]) {
      expect(screen.getByText(name)).toBeTruthy();
    }
    expect(screen.getByText('En su pedido')).toBeTruthy();
  });

  it('asks for the weight in Spanish and refuses a missing one with the spec text in Spanish', async () => {
    loadOrder({ address: ADDRESS });
    renderWithApi(<WeightStep kind="washFold" />, { api });

    const weight = screen.getByLabelText(/Peso estimado \(lb\)/);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Indique su mejor estimación. Se le cobrará el peso exacto cuando recibamos sus artículos.',
      ),
    ).toBeTruthy();
    await userEvent.type(weight, '12');
    expect(
      await screen.findByText(/^A los pedidos de hasta 20 lb se les cobra el precio mínimo de/),
    ).toBeTruthy();
    expect(screen.getByText(/^Precio estimado:/)).toBeTruthy();
  });

  it('schedules in Spanish, with the windows as a Spanish reader writes them', async () => {
    loadOrder({ address: ADDRESS, washFold: { weightLbs: 25, productIds: [] } });
    renderWithApi(<ScheduleForm />, { api, route: '/app/order/schedule' });

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Seleccione una fecha de recogida.')).toBeTruthy();
    const date = screen.getByRole('combobox', { name: /Fecha de recogida/ });
    expect(within(date).getByRole('option', { name: 'Seleccione una opción' })).toBeTruthy();
    await userEvent.selectOptions(date, '2030-01-08');
    const time = screen.getByRole('combobox', { name: /Hora de recogida/ });
    const options = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.some((label) => /a\.\s?m\.|p\.\s?m\./.test(label ?? ''))).toBe(true);
  });

  it('sums the order up in Spanish', async () => {
    loadOrder({ address: ADDRESS, washPress: { items: [{ itemId: 'ny-wp-shirt', quantity: 3 }] } });
    renderWithApi(<OrderSummary variant="steps" />, { api });

    const aside = await screen.findByRole('complementary', { name: 'Su pedido' });
    expect(within(aside).getByRole('link', { name: 'Lavado y planchado' })).toBeTruthy();
    expect(within(aside).getByRole('button', { name: 'Quitar Lavado y planchado' })).toBeTruthy();
    expect(within(aside).getByText('Recargo por entrega mínima')).toBeTruthy();
    expect(within(aside).getByText('Total estimado')).toBeTruthy();
    expect(within(aside).getByRole('link', { name: 'Agregar otro servicio' })).toBeTruthy();
  });
});
