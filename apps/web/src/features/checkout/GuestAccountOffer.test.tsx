import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CUSTOMER_SESSION, GUEST_SESSION, renderWithApi } from '../../test/fakeApi';
import { GuestAccountOffer } from './GuestAccountOffer';

const EMAIL = 'guest@example.com';
const INVALID = 'This code is not valid or has expired. Please ask for a new one.';

/** docs/decisions/0068-guest-mailbox-proof.md: a guest who typed the e-mail proves the mailbox first. */
describe('the guest account offer', () => {
  it('asks a guest who typed the e-mail for the e-mailed code before any password, then offers the account', async () => {
    let proven = false;
    const { calls } = renderWithApi(<GuestAccountOffer orderId="order-1" email={EMAIL} />, {
      api: {
        'auth.session': () => ({ ...GUEST_SESSION, guestEmailProven: proven }),
        'auth.sendGuestCode': () => ({
          email: EMAIL,
          message: `We sent a 6-digit code to ${EMAIL}. It expires in 15 minutes.`,
        }),
        'auth.confirmGuestCode': (input) => {
          if ((input as { code: string }).code !== '123456') {
            throw apiError(INVALID, { appCode: 'BAD_INPUT' });
          }
          proven = true;
          return { emailProven: true };
        },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Email me a code' }));
    expect(screen.queryByLabelText(/Confirm password/)).toBeNull();
    await screen.findByText(`We sent a 6-digit code to ${EMAIL}. It expires in 15 minutes.`);
    const code = screen.getByRole('textbox', { name: /Code/ });
    await waitFor(() => expect(document.activeElement).toBe(code));

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the 6-digit code from your e-mail.')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'auth.confirmGuestCode')).toHaveLength(0);

    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(INVALID)).toBeTruthy();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByLabelText(/Confirm password/)).toBeTruthy();
    expect(calls.filter((call) => call.path === 'auth.createGuestAccount')).toHaveLength(0);
  });

  it('offers the password at once to a guest who came through the signed link', async () => {
    renderWithApi(<GuestAccountOffer orderId="order-1" email={EMAIL} />, {
      api: { 'auth.session': () => ({ ...GUEST_SESSION, guestEmailProven: true }) },
    });
    expect(await screen.findByLabelText(/Confirm password/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Email me a code' })).toBeNull();
  });

  it('links to the Order History only once the session is the new account, not the guest the /app guard turns away', async () => {
    let created = false;
    let answerSession: (() => void) | undefined;
    renderWithApi(<GuestAccountOffer orderId="order-1" email={EMAIL} />, {
      api: {
        'auth.session': () =>
          created
            ? new Promise((resolve) => {
                answerSession = () => resolve(CUSTOMER_SESSION);
              })
            : { ...GUEST_SESSION, guestEmailProven: true },
        'auth.createGuestAccount': () => {
          created = true;
          return { ok: true };
        },
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Password/), 'correct horse battery');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(answerSession).toBeDefined());
    // The account exists, the session is still being asked again: no link to a screen the guard would refuse yet.
    expect(screen.queryByRole('link', { name: 'Order History' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create account' }).getAttribute('aria-busy')).toBe('true');
    answerSession?.();
    expect(await screen.findByRole('link', { name: 'Order History' })).toBeTruthy();
    expect(screen.getByText('Your account is ready')).toBeTruthy();
  });
});
