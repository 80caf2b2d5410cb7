import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { STORES } from '../../test/catalogFixtures';
import { renderWithApi } from '../../test/fakeApi';
import { Home } from './Home';

const api = {
  'catalog.zips.list': () => [
    { zip: '10001', florida: false },
    { zip: '33445', florida: true },
  ],
  'catalog.locations.list': () => STORES,
  'catalog.pricing': () => {
    throw new Error('not asked in these tests');
  },
  'auth.session': () => ({ user: null, authenticated: false, authorizedAsGuest: false }),
};

/** The home page and its zip check in Spanish (docs/glossary.md). */
describe('the home page in Spanish', () => {
  beforeEach(() => activateLocale('es'));
  afterEach(() => activateLocale('en'));

  it('shows the hero, the services and the store count in Spanish', async () => {
    renderWithApi(<Home />, { api });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Ropa fresca y limpia, con recogida y entrega gratis.' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '¿Damos servicio en su zona?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Lavado y doblado' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Tintorería' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Programe una recogida' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 sucursales cerca de usted' }),
    ).toBeTruthy();
    expect(screen.getByText(/Visite una de nuestras 2 sucursales para tintorería/)).toBeTruthy();
    expect(screen.queryByText(/Schedule a Pickup|near you|Our services/)).toBeNull();
  });

  it('checks a zip code in Spanish: the refusals, a served zip and one outside the area', async () => {
    const user = userEvent.setup();
    renderWithApi(<Home />, { api });
    const zip = screen.getByLabelText('Código postal');
    expect(zip.getAttribute('placeholder')).toBe('p. ej., 10001');

    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(await screen.findByText('Escriba su código postal.')).toBeTruthy();

    await user.type(zip, '100');
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(await screen.findByText('Escriba un código postal de 5 dígitos.')).toBeTruthy();

    await user.type(zip, '01');
    expect(await screen.findByText('¡Buenas noticias! Recogemos y entregamos en 10001.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toBeTruthy();

    await user.clear(zip);
    await user.type(zip, '90210');
    expect(await screen.findByText('¡Lo sentimos! Todavía no estamos disponibles en su zona.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sucursales' }).getAttribute('href')).toBe('/locations');
  });
});
