import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError, renderWithApi } from '../../../test/fakeApi';
import { CustomerChoice } from './CustomerChoice';
import { PhoneOrderBanner } from './PhoneOrderBanner';
import { customerAddress, type PhoneCustomer, phoneOrderStore, usePhoneOrder } from './phoneOrder';

// docs/decisions/0087-phone-orders.md: the phone order's first step, "Who is this order for?".

const JANE_ID = '5b7e7f0e-0000-4000-8000-0000000000a1';
const jane = {
  id: JANE_ID,
  email: 'jane@example.com',
  emailVerified: true,
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '(212) 555-0111',
  address: '12 Main St',
  addressLine2: 'Apt 4',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  sms: true,
  hasPassword: true,
  version: 1,
  createdAt: '2026-03-01T15:00:00.000Z',
};
const janeChosen: PhoneCustomer = {
  id: JANE_ID,
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '(212) 555-0111',
  address: '12 Main St',
  addressLine2: 'Apt 4',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  sms: true,
};

const inputs = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.input as Record<string, unknown>);

function renderChoice(api: Parameters<typeof renderWithApi>[1]['api'] = {}) {
  const onChoose = vi.fn();
  const view = renderWithApi(<CustomerChoice onChoose={onChoose} />, {
    api: {
      'customers.list': (input) => {
        const { searchtext } = input as { searchtext?: string };
        return { rows: searchtext === 'jane' ? [jane] : [], hasMore: false };
      },
      ...api,
    },
  });
  return { ...view, onChoose };
}

afterEach(() => phoneOrderStore.clear());

describe('Who is this order for? (a phone order’s first step)', () => {
  it('searches customers by what staff type and orders for the one chosen', async () => {
    const user = userEvent.setup();
    const { calls, onChoose } = renderChoice();
    expect(inputs(calls, 'customers.list')).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: /Search customers/ }), 'jane');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const list = await screen.findByRole('list', { name: 'Customers found' });
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(row.textContent).toContain('Jane Doe');
    expect(row.textContent).toContain('jane@example.com');
    expect(row.textContent).toContain('(212) 555-0111');
    expect(inputs(calls, 'customers.list')).toEqual([
      { searchtext: 'jane', limit: 10, sortby: 'firstName', sortorder: 1 },
    ]);
    await user.click(within(row).getByRole('button', { name: 'Order for Jane Doe (jane@example.com)' }));
    expect(onChoose).toHaveBeenCalledWith(janeChosen);
  });

  it('says when no customer matches, and searches nothing for an empty box', async () => {
    const user = userEvent.setup();
    const { calls } = renderChoice();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(inputs(calls, 'customers.list')).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: /Search customers/ }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('status')).textContent).toBe('No customer matches “nobody”.');
  });

  it('shows the Customers screen’s message when the search fails', async () => {
    const user = userEvent.setup();
    renderChoice({
      'customers.list': () => {
        throw apiError('boom', { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 });
      },
    });
    await user.type(screen.getByRole('searchbox', { name: /Search customers/ }), 'jane');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Error searching customers.')).toBeTruthy();
  });

  it('adds a new customer (an account e-mailed a link to choose a password) and orders for them', async () => {
    const user = userEvent.setup();
    const { calls, onChoose } = renderChoice({
      'customers.create': (input) => ({
        ...jane,
        ...(input as object),
        id: JANE_ID,
        hasPassword: false,
        addressLine2: null,
        address: null,
        city: null,
        zip: null,
      }),
    });
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    const form = screen.getByRole('form', { name: 'New customer' });
    await user.type(within(form).getByLabelText(/First name/), 'Jane');
    await user.type(within(form).getByLabelText(/Last name/), 'Doe');
    await user.type(within(form).getByLabelText(/Email/), 'jane@example.com');
    await user.type(within(form).getByLabelText(/Phone/), '2125550111');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onChoose).toHaveBeenCalled());
    expect(inputs(calls, 'customers.create')[0]).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: '(212) 555-0111',
    });
    expect(onChoose.mock.calls[0]![0]).toMatchObject({ id: JANE_ID, email: 'jane@example.com', zip: null });
  });

  it('shows why a new customer could not be added, and chooses nobody', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderChoice({
      'customers.create': () => {
        throw apiError('An account with this email already exists.', {
          code: 'CONFLICT',
          httpStatus: 409,
          appCode: 'CONFLICT',
        });
      },
    });
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    const form = screen.getByRole('form', { name: 'New customer' });
    await user.type(within(form).getByLabelText(/Email/), 'jane@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
    expect(onChoose).not.toHaveBeenCalled();
  });
});

describe('the phone order carried through the steps', () => {
  it('shows “Ordering for Jane Doe (jane@example.com)” on each step', () => {
    renderWithApi(
      <PhoneOrderBanner phone={{ status: 'chosen', staffId: 'staff-1', customer: janeChosen }} />,
      {
        api: {},
      },
    );
    expect(screen.getByText('Ordering for Jane Doe (jane@example.com)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose another customer' })).toBeTruthy();
  });

  it('belongs to the staff member who started it: anyone else signed in sees no phone order', () => {
    function Probe({ userId }: { userId: string }) {
      const phone = usePhoneOrder(userId);
      return <p>{phone ? `${phone.status} for ${userId}` : `none for ${userId}`}</p>;
    }
    act(() => phoneOrderStore.choose('staff-1', janeChosen));
    renderWithApi(
      <>
        <Probe userId="staff-1" />
        <Probe userId="staff-2" />
      </>,
      { api: {} },
    );
    expect(screen.getByText('chosen for staff-1')).toBeTruthy();
    expect(screen.getByText('none for staff-2')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('phoneOrder') ?? 'null')).toMatchObject({
      status: 'chosen',
      staffId: 'staff-1',
      customer: { id: JANE_ID },
    });
  });

  it('prefills the address step from the customer’s profile', () => {
    expect(customerAddress(janeChosen)).toEqual({
      address: '12 Main St',
      address2: 'Apt 4',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      firstName: 'Jane',
      email: 'jane@example.com',
      phone: '(212) 555-0111',
    });
  });
});
