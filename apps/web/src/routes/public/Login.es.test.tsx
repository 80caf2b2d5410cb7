import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { apiError, renderWithApi } from '../../test/fakeApi';
import { Login } from './Login';
import { Signup } from './Signup';

const SIGNED_OUT = {
  user: null,
  authenticated: false,
  authorizedAsGuest: false,
  guestEmail: null,
  guestEmailProven: false,
  landing: '/app/order',
  googleSignIn: true,
};

/** The log-in and sign-up screens in Spanish (docs/glossary.md: iniciar sesión, registrarse, invitado). */
describe('signing in, in Spanish', () => {
  beforeEach(() => activateLocale('es'));
  afterEach(() => activateLocale('en'));

  it('words the log-in screen and its refusals in Spanish', async () => {
    renderWithApi(<Login />, {
      api: {
        'auth.session': () => SIGNED_OUT,
        'auth.login': () => {
          throw apiError('Incorrect email or password.', {
            code: 'UNAUTHORIZED',
            httpStatus: 401,
            appCode: 'BAD_LOGIN',
          });
        },
      },
      route: '/login?error=google',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
    expect(document.title).toBe('Iniciar sesión · FreshPress');
    expect(
      screen.getByText('Lo sentimos, no pudimos iniciar su sesión con Google. Inténtelo de nuevo.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Continuar con Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar como invitado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Regístrese' }).getAttribute('href')).toBe('/signup');

    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Escriba su correo electrónico.', {}, { timeout: 3000 })).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Contraseña/), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText('Correo electrónico o contraseña incorrectos.', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('words the sign-up screen in Spanish', async () => {
    renderWithApi(<Signup />, {
      api: {
        'auth.session': () => SIGNED_OUT,
        'catalog.zips.list': () => [{ zip: '10118', florida: false }],
      },
      route: '/signup',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Registrarse' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Código postal'), '10118');
    expect(await screen.findByText('¡Buenas noticias! Recogemos y entregamos en 10118.')).toBeTruthy();
    expect(screen.getByLabelText(/Confirme la contraseña/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inicie sesión' }).getAttribute('href')).toBe('/login');
  });
});
