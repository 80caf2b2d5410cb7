import { PRESET_SERVED_ZIPS } from '@laundry/validators/servedZips';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/i18n';
import { GUEST_SESSION, renderWithApi } from '../../../test/fakeApi';
import { loadOrder, nyCatalog } from '../../../test/orderFixtures';
import { AddressStep } from './AddressStep';
import { SAVED_ADDRESS, SavedAddressChoice } from './SavedAddressChoice';

const api = {
  'auth.session': () => GUEST_SESSION,
  'catalog.pricing': nyCatalog,
  'catalog.zips.list': () => PRESET_SERVED_ZIPS,
};

/** The guest's first step of the order flow in Spanish (docs/glossary.md). */
describe('the address step in Spanish', () => {
  beforeEach(async () => {
    loadOrder({});
    await activateLocale('es');
  });
  afterEach(() => activateLocale('en'));

  it('shows the step, its progress bar and its log-in link in Spanish, and the refusals too', async () => {
    renderWithApi(<AddressStep />, { api, route: '/app/order/address' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Su dirección' })).toBeTruthy();
    expect(
      screen.getByText('¿Dónde debemos recoger y entregar, y cómo podemos comunicarnos con usted?'),
    ).toBeTruthy();
    expect(document.title).toBe('Su dirección · FreshPress');
    const progress = screen.getByRole('navigation', { name: 'Progreso del pedido' });
    expect(within(progress).getByText('Ubicación')).toBeTruthy();
    expect(within(progress).getByText('Servicios')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inicie sesión en su cuenta' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByText('Apartamento, oficina o piso (opcional)')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Su dirección' });
    await userEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Escriba su dirección.')).toBeTruthy();
    expect(screen.getByText('Escriba su ciudad.')).toBeTruthy();
    expect(screen.getByText('Escriba su nombre.')).toBeTruthy();
    expect(screen.getByText('El número de teléfono es obligatorio.')).toBeTruthy();
  });

  it("offers a returning customer's saved address in Spanish words", async () => {
    render(
      <SavedAddressChoice
        saved={{ address: '350 5th Ave', address2: 'Apt 4', city: 'New York', state: 'NY', zip: '10118' }}
        value={SAVED_ADDRESS}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Dirección de recogida y entrega' })).toBeTruthy();
    expect(
      screen.getByRole('radio', {
        name: 'Usar mi dirección guardada: 350 5th Ave, Apt 4, New York, NY 10118',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Usar otra dirección' })).toBeTruthy();
  });
});
