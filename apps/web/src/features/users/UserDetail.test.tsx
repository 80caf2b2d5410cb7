import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../test/fakeApi';
import { UserDetail } from './UserDetail';

// docs/rules/roles.md, Users; docs/decisions/0075-staff-invitations.md, Amended 2026-11-29: while an invited member
// has not chosen a password, the Super Admin can e-mail them a new link from the detail view.

const ID = '5b7e7f0e-0000-4000-8000-0000000000d1';
const EMAIL = 'ivy@staff.example.test';
const SESSION = {
  user: { id: '5b7e7f0e-0000-4000-8000-0000000000e1', role: 'SuperAdmin', email: 'ann@example.test' },
  authenticated: true,
  authorizedAsGuest: false,
  guestEmail: null,
  guestEmailProven: false,
  landing: '/app/orders',
  googleSignIn: false,
};

function renderDetail(passwordState: 'invited' | 'own' | 'temporary', resend: (input: unknown) => unknown) {
  return renderWithApi(<UserDetail id={ID} onClose={() => {}} />, {
    route: '/app/users',
    api: {
      'auth.session': () => SESSION,
      'users.get': () => ({
        id: ID,
        firstName: 'Ivy',
        lastName: 'Invited',
        email: EMAIL,
        role: 'Admin',
        locationId: '5b7e7f0e-0000-4000-8000-0000000000c1',
        locationName: 'Chelsea',
        mustChangePassword: passwordState !== 'own',
        passwordState,
        version: 1,
      }),
      'users.resendInvitation': resend,
    },
  });
}

describe('Send a new invitation', () => {
  it('e-mails the invited member a new link and says so', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderDetail('invited', (input) => {
      sent.push(input);
      return { email: EMAIL };
    });
    await user.click(await screen.findByRole('button', { name: 'Send a new invitation' }));
    expect(await screen.findByText(`We e-mailed ${EMAIL} a new link to choose their password.`)).toBeTruthy();
    expect(sent).toEqual([{ id: ID }]);
  });

  it('is not offered once the member has a password, their own or a temporary one', async () => {
    for (const state of ['own', 'temporary'] as const) {
      const view = renderDetail(state, () => ({ email: EMAIL }));
      expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Send a new invitation' })).toBeNull();
      view.unmount();
    }
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderDetail('invited', () => {
      throw apiError('This user has already chosen a password, so there is no invitation to send again.', {
        code: 'CONFLICT',
        httpStatus: 409,
        appCode: 'CONFLICT',
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Send a new invitation' }));
    await waitFor(() =>
      expect(
        screen.getByText('This user has already chosen a password, so there is no invitation to send again.'),
      ).toBeTruthy(),
    );
  });
});
