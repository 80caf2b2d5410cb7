import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { renderWithApi } from '../../test/fakeApi';
import { nyCatalog } from '../../test/orderFixtures';
import { Pricing } from './Pricing';

const api = {
  'catalog.pricing': nyCatalog,
  'catalog.zips.list': () => [{ zip: '10001', florida: false }],
  'auth.session': () => ({ user: null, authenticated: false, authorizedAsGuest: false }),
};

/** The New York pricing page and its calculators in Spanish (docs/glossary.md). */
describe('the pricing page in Spanish', () => {
  beforeEach(() => activateLocale('es'));
  afterEach(() => activateLocale('en'));

  it('shows the page, the rates and the price lists in Spanish', async () => {
    renderWithApi(<Pricing />, { api });

    expect(screen.getByRole('heading', { level: 1, name: 'Precios' })).toBeTruthy();
    expect(document.title).toBe('Precios · FreshPress');
    expect(screen.getByRole('link', { name: 'Precios de Florida' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lavado y doblado' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tintorería orgánica' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Edredones' })).toBeTruthy();
    expect(screen.getByText('Entrega en tienda', { selector: 'dt' })).toBeTruthy();
    expect(
      screen.getByText(
        '$11.75 por las primeras 6 lb, luego $1.65 por lb ($1.80 orgánico). Mínimo de 6 lb para el servicio de entrega en tienda.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Precios de tintorería orgánica' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: 'Solo planchado' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Ofertas actuales' })).toBeTruthy();
    expect(screen.queryByText(/Wash & Fold|Self drop-off|Dry clean & press/)).toBeNull();
  });

  it('calculates in Spanish, with the refusals in Spanish too', async () => {
    const user = userEvent.setup();
    renderWithApi(<Pricing />, { api });

    const washFold = await screen.findByRole('form', { name: 'Calculadora de lavado y doblado' });
    const weight = within(washFold).getByLabelText('Peso (lb)');
    await user.type(weight, '5');
    await user.click(within(washFold).getByRole('button', { name: 'Calcular' }));
    expect(
      await within(washFold).findByText('Los pedidos de entrega en tienda deben ser de al menos 6 lb.'),
    ).toBeTruthy();

    await user.click(within(washFold).getByLabelText('Recogida y entrega'));
    await user.clear(weight);
    await user.type(weight, '25');
    await user.click(
      within(washFold).getByRole('checkbox', { name: 'Entrega exprés en 3 horas (+$0.40 por lb)' }),
    );
    await user.click(within(washFold).getByRole('button', { name: 'Calcular' }));
    expect(await within(washFold).findByText('Lavado y doblado, 25 lb')).toBeTruthy();
    expect(within(washFold).getByText('Entrega exprés')).toBeTruthy();
    expect(within(washFold).getByText('$46.00').closest('p')?.textContent).toBe('Precio estimado: $46.00');

    const tailoring = screen.getByRole('form', { name: 'Calculadora de sastrería' });
    await user.click(within(tailoring).getByRole('button', { name: 'Calcular' }));
    expect(await within(tailoring).findByText('Seleccione un tipo de prenda.')).toBeTruthy();
    expect(within(tailoring).getByRole('option', { name: 'Seleccione un tipo de prenda' })).toBeTruthy();
    expect(within(tailoring).getByRole('checkbox', { name: 'Dobladillo' })).toBeTruthy();
  });
});
