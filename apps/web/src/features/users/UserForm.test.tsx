import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../test/fakeApi';
import { UsersScreen } from './UsersScreen';

// docs/rules/roles.md, Users; docs/decisions/0075-staff-invitations.md: Add a User e-mails an invitation by
// default; a temporary password is the other choice.

const STORE = { id: '5b7e7f0e-0000-4000-8000-0000000000c1', name: 'Chelsea', address: '200 W 20th St' };

function renderAddUser() {
  const created: Record<string, unknown>[] = [];
  const view = renderWithApi(<UsersScreen />, {
    route: '/app/users',
    api: {
      'users.list': () => ({ rows: [], hasMore: false }),
      'catalog.locations.list': () => [STORE],
      'users.create': (input) => {
        const values = input as Record<string, unknown>;
        created.push(values);
        return {
          id: '5b7e7f0e-0000-4000-8000-0000000000d1',
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          role: values.role,
          locationId: STORE.id,
          locationName: STORE.name,
          mustChangePassword: true,
          passwordState: values.firstSignIn === 'invitation' ? 'invited' : 'temporary',
          version: 1,
        };
      },
    },
  });
  return { ...view, created };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a User' }));
  await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ivy');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Invited');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ivy@staff.example.test');
  await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'Admin');
  await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), STORE.id);
}

describe('Add a User', () => {
  it('e-mails an invitation by default: no temporary password to type or hand over', async () => {
    const user = userEvent.setup();
    const { created } = renderAddUser();
    await fillForm(user);
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'E-mail an invitation to choose a password' })
        .checked,
    ).toBe(true);
    expect(screen.queryByLabelText(/Temporary password/)).toBeNull();
    expect(screen.getByText(/We e-mail them a link to choose their own password/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      firstSignIn: 'invitation',
      password: '',
      email: 'ivy@staff.example.test',
    });
    expect(
      await screen.findByText(
        'ivy@staff.example.test was added. We e-mailed them a link to choose their password.',
      ),
    ).toBeTruthy();
  });

  it('a temporary password is the other choice, and then it is required', async () => {
    const user = userEvent.setup();
    const { created, calls } = renderAddUser();
    await fillForm(user);
    await user.click(screen.getByRole('radio', { name: 'Give a temporary password' }));
    const password = await screen.findByLabelText(/Temporary password/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a temporary password.')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'users.create')).toEqual([]);
    await user.type(password, 'temporary pass 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ firstSignIn: 'temporaryPassword', password: 'temporary pass 1' });
    expect(
      await screen.findByText(
        'ivy@staff.example.test was added. They choose their own password when they first log in.',
      ),
    ).toBeTruthy();
  });
});
