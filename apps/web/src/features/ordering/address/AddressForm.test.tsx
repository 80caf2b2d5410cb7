import type { OrderAddress } from '@laundry/validators/order';
import { PRESET_SERVED_ZIPS } from '@laundry/validators/servedZips';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SESSION, GUEST_SESSION, renderWithApi } from '../../../test/fakeApi';
import { loadOrder, nyCatalog } from '../../../test/orderFixtures';
import { useSession } from '../../auth/useSession';
import { AddressForm } from './AddressForm';
import { AddressStep } from './AddressStep';

const api = {
  'auth.session': () => GUEST_SESSION,
  'catalog.pricing': nyCatalog,
  'catalog.zips.list': () => PRESET_SERVED_ZIPS,
};

const customer = {
  ...CUSTOMER_SESSION,
  user: {
    ...CUSTOMER_SESSION.user,
    firstName: 'Ana',
    phone: '2125550123',
    address: '350 5th Ave',
    addressLine2: 'Apt 4',
    city: 'New York',
    state: 'NY',
    zip: '10001',
  },
};

/** The form as the order flow shows it: once the server has said who is signed in. */
function SignedInForm({ onSave }: { onSave: (address: OrderAddress) => void }) {
  return useSession().status === 'ready' ? <AddressForm saved={undefined} onSave={onSave} /> : null;
}

const field = (name: string) =>
  screen.getByRole('textbox', { name: (accessible) => accessible === name }) as HTMLInputElement;

/** Step 1, Location (docs/rules/ordering.md, The address step). */
describe('the address form', () => {
  beforeEach(() => loadOrder({}));

  it('mounts with no update scheduled in the commit that shows it (docs/decisions/0115-first-step-form-without-mount-update.md)', async () => {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
    renderWithApi(
      <Profiler id="step" onRender={onRender}>
        <AddressStep />
      </Profiler>,
      { api, route: '/app/order/address' },
    );
    await screen.findByRole('form', { name: 'Your address' });
    // A layout effect's update re-renders inside the commit ('nested-update') and runs every passive effect
    // of the page's first commit in the same task.
    expect(phases).not.toContain('nested-update');
    expect(phases[0]).toBe('mount');
  });

  it('suggests FL for a Florida zip and NY for a New York one, and keeps a state typed after the zip', async () => {
    const onSave = vi.fn();
    renderWithApi(<AddressForm saved={undefined} onSave={onSave} />, { api, route: '/app/order/address' });
    const state = await waitFor(() => field('State'));
    expect(state.value).toBe('NY');
    await userEvent.clear(field('Zip code'));
    await userEvent.type(field('Zip code'), '33445');
    await waitFor(() => expect(state.value).toBe('FL'));
    await userEvent.clear(field('Zip code'));
    await userEvent.type(field('Zip code'), '10001');
    await waitFor(() => expect(state.value).toBe('NY'));
    // A state typed over the suggestion stays until the zip changes; Continue then refuses the pair.
    await userEvent.clear(state);
    await userEvent.type(state, 'FL');
    await userEvent.type(field('Address'), '350 5th Ave');
    await userEvent.type(field('City'), 'New York');
    await userEvent.type(field('First name'), 'Gail');
    await userEvent.type(field('Email'), 'gail@example.test');
    await userEvent.type(screen.getByLabelText(/^Phone/), '2125550123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("Sorry! We're not yet available in your area.")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(state);
    await userEvent.type(state, 'NY');
    await waitFor(() =>
      expect(screen.queryByText("Sorry! We're not yet available in your area.")).toBeNull(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      address: '350 5th Ave',
      address2: undefined,
      city: 'New York',
      state: 'NY',
      zip: '10001',
      firstName: 'Gail',
      email: 'gail@example.test',
      phone: '(212) 555-0123',
    } satisfies OrderAddress);
  });

  it("offers the customer's saved address, clears the fields for a different one and puts it back", async () => {
    const onSave = vi.fn();
    renderWithApi(<SignedInForm onSave={onSave} />, {
      api: { ...api, 'auth.session': () => customer },
      route: '/app/order/address',
    });
    const choice = await screen.findByRole('group', { name: 'Pick-up and delivery address' });
    const saved = within(choice).getByRole('radio', { name: /^Use my saved address: 350 5th Ave, Apt 4/ });
    await waitFor(() => expect((saved as HTMLInputElement).checked).toBe(true));
    expect(field('Address').value).toBe('350 5th Ave');

    await userEvent.click(within(choice).getByRole('radio', { name: 'Use a different address' }));
    await waitFor(() => expect(field('Address').value).toBe(''));
    expect(field('City').value).toBe('');
    expect(field('State').value).toBe('NY');

    // Typing the saved address back picks the saved choice again.
    await userEvent.type(field('Address'), '350 5th Ave');
    await userEvent.click(saved);
    await waitFor(() => expect(field('City').value).toBe('New York'));
    expect(field('Address line 2').value).toBe('Apt 4');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      address: '350 5th Ave',
      address2: 'Apt 4',
      zip: '10001',
    });
  });
});
