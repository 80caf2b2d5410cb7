import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { renderWithApi } from '../../test/fakeApi';
import { Account } from './Account';

// docs/decisions/0101-customer-side-in-spanish.md: the Account screen in the page's language.

const USER = {
  id: '5b7e7f0e-0000-4000-8000-0000000000e1',
  email: 'ana@example.test',
  emailVerified: false,
  firstName: 'Ana',
  lastName: 'López',
  phone: '(212) 555-0123',
  address: '350 5th Ave',
  addressLine2: '',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  sms: true,
  role: 'Customer',
  googleId: null,
  hasPassword: true,
  locationId: null,
  locationName: null,
  profileFilledFromOrderNumber: 10042,
  language: null,
};
const SESSION = {
  user: USER,
  authenticated: true,
  authorizedAsGuest: false,
  guestEmail: null,
  guestEmailProven: false,
  landing: '/app/order',
  googleSignIn: false,
};

function renderAccount() {
  return renderWithApi(<Account />, {
    route: '/app/account',
    api: {
      'auth.session': () => SESSION,
      'preferences.mine': () => ({
        detergent: 'eco',
        fabricSoftener: true,
        starch: 'light',
        creases: false,
        finish: 'hung',
        note: '',
      }),
      'recurring.list': () => [],
    },
  });
}

describe('the Account screen', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('reads in Spanish: heading, details, preferences, deletion and the edit form', async () => {
    await activateLocale('es');
    renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Su cuenta' })).toBeTruthy();
    expect(document.title).toBe('Su cuenta · FreshPress');
    expect(screen.getByText('Completado a partir de su pedido n.º 10042')).toBeTruthy();
    expect(screen.getByText('Nombre')).toBeTruthy();
    expect(screen.getByText('ana@example.test (aún sin verificar)')).toBeTruthy();
    expect(screen.getByText('Sí, envíenme mensajes de texto sobre mis pedidos')).toBeTruthy();
    expect(screen.getByText('Verifique su correo electrónico')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar el enlace de nuevo' })).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Sus preferencias' })).toBeTruthy();
    const lines = within(await screen.findByRole('list', { name: 'Sus preferencias' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      'Detergente: Ecológico',
      'Suavizante: Sí',
      'Almidón: Ligero',
      'Raya: No',
      'Acabado: En gancho',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar preferencias' }));
    const preferences = within(await screen.findByRole('form', { name: 'Sus preferencias' }));
    expect(preferences.getByLabelText('Detergente')).toBeTruthy();
    expect(preferences.getByRole('option', { name: 'Hipoalergénico' })).toBeTruthy();
    expect(preferences.getByRole('button', { name: 'Guardar preferencias' })).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Eliminar cuenta' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const form = within(await screen.findByRole('form', { name: 'Editar su cuenta' }));
    expect(form.getByLabelText('Nueva contraseña')).toBeTruthy();
    expect(form.getByText('Déjelo en blanco para conservar su contraseña.')).toBeTruthy();
    expect(form.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(form.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('keeps its English words in English', async () => {
    renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account' })).toBeTruthy();
    expect(screen.getByText('Filled in from your order #10042')).toBeTruthy();
    expect(screen.getByText('ana@example.test (not verified yet)')).toBeTruthy();
    expect(await screen.findByText('Detergent: Eco')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
