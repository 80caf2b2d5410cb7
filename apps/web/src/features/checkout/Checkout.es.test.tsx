import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { type FakeApi, GUEST_SESSION, renderWithApi } from '../../test/fakeApi';
import { ADDRESS, comforterQuote, loadOrder, nyCatalog } from '../../test/orderFixtures';
import { CheckoutForm } from './CheckoutForm';
import { ThankYou } from './ThankYou';

// Monday 6 January 2030, 8am in New York.
const NOW = new Date('2030-01-07T13:00:00Z');

function loadComforterOrder(deliveryDate = '2030-01-14') {
  loadOrder({
    address: ADDRESS,
    comforter: { items: [{ sizeId: 'ny-queen', type: 'down', quantity: 1 }] },
    schedule: {
      pickUpDate: '2030-01-08',
      pickUpHour: 11,
      deliveryDate,
      deliveryHour: 11,
      deliveryDate2: null,
      deliveryHour2: null,
      multipleDeliveries: false,
    },
  });
}

const checkoutApi: FakeApi = {
  'auth.session': () => GUEST_SESSION,
  'catalog.pricing': nyCatalog,
  'checkout.quote': () => comforterQuote(),
  'payments.config': () => ({ provider: 'simulated', testMode: true }),
};

/** A placed order as orders.get answers it, as far as the thank-you view reads it. */
const placedOrder = {
  id: 'order-1',
  orderNumber: 1001,
  email: 'guest@example.com',
  services: [
    { service: 'washFold', label: 'Wash & Fold' },
    { service: 'comforter', label: 'Comforter' },
  ],
  schedule: {
    pickUpDate: '2030-01-08',
    pickUpHour: 11,
    deliveryDate: '2030-01-14',
    deliveryHour: 11,
    deliveryDate2: null,
    deliveryHour2: null,
    multipleDeliveries: false,
  },
  isExpressDelivery: false,
  totals: { quoteTotalCents: 50_00 },
  payment: { amountAuthorizedCents: 75_00 },
};

/** The guest's checkout and thank-you page in Spanish (docs/glossary.md). */
describe('checkout in Spanish', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await activateLocale('es');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await activateLocale('en');
  });

  it('words the options, the card entry and its refusals in Spanish', async () => {
    loadComforterOrder();
    renderWithApi(<CheckoutForm />, { api: checkoutApi });

    expect(await screen.findByRole('heading', { name: 'Pago' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Opciones de entrega' })).toBeTruthy();
    expect(screen.getByLabelText('Enviarme actualizaciones por SMS sobre este pedido')).toBeTruthy();
    expect(screen.getByText(/^Modo de prueba: no se cobra ninguna tarjeta real\./)).toBeTruthy();
    expect(screen.getByLabelText('Vencimiento (MM/AA)')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Número de tarjeta'), '4242');

    await userEvent.click(screen.getByRole('button', { name: 'Realizar pedido' }));

    expect((await screen.findAllByText('El número de su tarjeta está incompleto.')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText('La fecha de vencimiento de su tarjeta está incompleta.')).toBeTruthy();
  });

  it("shows the spec's refusal of a schedule in Spanish, with the link to fix it", async () => {
    // A comforter needs 4 business days; delivery the day after pick-up is too soon.
    loadComforterOrder('2030-01-09');
    renderWithApi(<CheckoutForm />, { api: checkoutApi });

    expect(
      await screen.findByText(
        'La hora de entrega ya no está disponible para este pedido. Actualice la entrega programada para realizar este pedido.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Actualice su horario' }).getAttribute('href')).toBe(
      '/app/order/schedule',
    );
    expect((screen.getByRole('button', { name: 'Realizar pedido' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('thanks the guest in Spanish, naming the services as the order flow does', async () => {
    renderWithApi(<ThankYou orderId="order-1" priceChanged />, {
      api: { 'auth.session': () => GUEST_SESSION, 'orders.get': () => placedOrder },
    });

    expect(await screen.findByText(/está confirmado\. Enviamos una confirmación a/)).toBeTruthy();
    expect(screen.getByText('Lavado y doblado, Edredón')).toBeTruthy();
    expect(
      screen.getByText('Su total estimado se actualizó a $50.00 cuando realizamos su pedido.'),
    ).toBeTruthy();
    expect(screen.getByText(/^Hicimos una retención de \$75\.00 en su tarjeta\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver su pedido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Programar otra recogida' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Cree una cuenta para seguir este pedido' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviarme un código por correo' })).toBeTruthy();
  });
});
