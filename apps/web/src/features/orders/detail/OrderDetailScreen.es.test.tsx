import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/i18n';
import { CUSTOMER_SESSION, renderWithApi } from '../../../test/fakeApi';
import { ADDRESS, scheduleAhead } from '../../../test/orderFixtures';
import { OrderDetailScreen } from './OrderDetailScreen';

// docs/decisions/0101-customer-side-in-spanish.md: the customer's order page in the page's language, the status in the
// words customers read (docs/rules/statuses.md, What customers read).

const ORDER_ID = '3f1c2b9a-0d4e-4c61-9a57-2f7f3c1d8e10';
const SESSION = CUSTOMER_SESSION;

function order() {
  const schedule = scheduleAhead();
  return {
    id: ORDER_ID,
    orderNumber: 10042,
    status: 'En Route for Pick Up',
    version: 3,
    region: 'ny',
    location: { id: '5b7e7f0e-0000-4000-8000-0000000000c1', name: 'Chelsea' },
    userId: SESSION.user.id,
    address: {
      address: ADDRESS.address,
      address2: '',
      city: ADDRESS.city,
      state: ADDRESS.state,
      zip: ADDRESS.zip,
    },
    firstName: 'Ana',
    email: 'ana@example.test',
    phone: '(212) 555-0123',
    sms: false,
    instructions: '',
    preferences: null,
    schedule,
    isExpressDelivery: false,
    services: [{ service: 'washFold', label: 'Wash & Fold', quoteCents: 24_00, rows: [], products: [] }],
    promoCode: null,
    totals: {
      servicesSubtotalCents: 24_00,
      productsCents: 0,
      dryCleanSurchargeCents: 0,
      washPressSurchargeCents: 0,
      minimumDeliverySurchargeCents: 0,
      multipleDeliveryCents: 0,
      earlierDeliveryServiceQuoteCents: 0,
      expressCents: 0,
      totalDiscountAmountCents: 0,
      gratuityCents: 3_00,
      quoteTotalCents: 27_00,
      finalOrderTotalCents: null,
    },
    weighIn: null,
    payment: {
      provider: 'simulated',
      paymentIntentId: null,
      card: null,
      amountAuthorizedCents: 40_50,
      capturedCents: 0,
      refundedCents: 0,
      authorizedAt: null,
      reauthStatus: null,
      reauthAmountCents: null,
    },
    draft: { schedule, washFold: { weightLbs: 12 } },
    createdAt: '2026-11-23T16:05:00.000Z',
    updatedAt: '2026-11-23T16:05:00.000Z',
    expiry: { ageDays: 0, expired: false, expiringSoon: false },
    allowed: {
      cancel: true,
      reschedule: true,
      edit: false,
      charge: false,
      refund: false,
      reauthorize: false,
      reorder: false,
    },
    reschedule: { pickUp: true, delivery: true, secondDelivery: true, refused: null },
  };
}

const TIMELINE = [
  {
    id: 'e1',
    kind: 'created',
    at: '2026-11-23T16:05:00.000Z',
    actor: { name: 'Ana', role: 'Customer' },
    data: null,
  },
  {
    id: 'e2',
    kind: 'status',
    at: '2026-11-24T14:00:00.000Z',
    actor: { name: 'Staff', role: 'Admin' },
    data: { before: 'New', after: 'En Route for Pick Up' },
  },
];

// jsdom has no modal dialogs: opened and closed by their attribute here, and put back after.
const { showModal, close } = HTMLDialogElement.prototype;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterAll(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});

function renderOrder() {
  return renderWithApi(<OrderDetailScreen orderId={ORDER_ID} />, {
    route: `/app/order/id/${ORDER_ID}`,
    api: {
      'auth.session': () => SESSION,
      'orders.get': () => order(),
      'orders.timeline': () => TIMELINE,
      'recurring.forOrder': () => null,
      'catalog.locations.list': () => [],
      'orders.orderChanges': () => undefined,
    },
  });
}

describe("the customer's order page", () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('reads in Spanish: the heading, the status in the customer’s words, the panels, the timeline and the actions', async () => {
    await activateLocale('es');
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido n.º 10042' })).toBeTruthy();
    expect(document.title).toBe('Pedido n.º 10042 · FreshPress');
    expect(screen.getByTestId('order-status').textContent).toBe('En camino para la recogida');
    expect(screen.getByText('Estado')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Historial de pedidos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recogida y entrega' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Servicios' })).toBeTruthy();
    expect(screen.getByText('Lavado y doblado')).toBeTruthy();
    expect(screen.getByText('Peso estimado: 12 lb')).toBeTruthy();
    expect(screen.getByText('Propina')).toBeTruthy();
    expect(screen.getByText('Total estimado')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pago' })).toBeTruthy();
    expect(screen.getByText('Monto retenido')).toBeTruthy();

    const timeline = screen.getByRole('heading', { name: 'Historial' }).closest('section') as HTMLElement;
    expect(await within(timeline).findByText('Pedido realizado')).toBeTruthy();
    expect(within(timeline).getByText('Cambio de estado')).toBeTruthy();
    expect(within(timeline).getByText(/Programado → En camino para la recogida/)).toBeTruthy();
    expect(within(timeline).getByText(/Ana \(cliente\)/)).toBeTruthy();
    expect(within(timeline).getByText(/Personal \(Administrador\)/)).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Reprogramar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByText('¿Está seguro de que desea cancelar este pedido?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No, conservar el pedido' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sí, cancelar el pedido' })).toBeTruthy();
  });

  it('keeps its English words in English', async () => {
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #10042' })).toBeTruthy();
    expect(document.title).toBe('Order #10042 · FreshPress');
    expect(screen.getByTestId('order-status').textContent).toBe('On the way to pick up');
    expect(screen.getByText('Estimated weight: 12 lbs')).toBeTruthy();
    expect(await screen.findByText(/Scheduled → On the way to pick up/)).toBeTruthy();
    expect(screen.getByText(/Ana \(customer\)/)).toBeTruthy();
    expect(screen.getByText(/Staff \(Admin\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
  });
});
