import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../test/fakeApi';
import { Welcome } from './Welcome';

// docs/decisions/0075-staff-invitations.md, Amended 2026-11-29: the welcome link opens a page of its own.

const TOKEN = `pr.${'0123456789abcdef'.repeat(2)}.${'abcdefghijklmnopqrstuvwxyz234567'}`;
const EMAIL = 'ivy@staff.example.test';
const GONE =
  'This link has expired or has already been used. You can ask for a new one with "Forgot your password?".';

function LoginStub() {
  const state = useLocation().state as { notice?: string } | null;
  return <p>Log-in page: {state?.notice}</p>;
}

function renderWelcome(
  account: { firstName: string | null; email: string } | null,
  extra: Record<string, (input: unknown) => unknown> = {},
  token = TOKEN,
) {
  return renderWithApi(
    <Routes>
      <Route path="/welcome/:token" element={<Welcome />} />
      <Route path="/login" element={<LoginStub />} />
    </Routes>,
    { route: `/welcome/${token}`, api: { 'auth.welcomeLink': () => ({ account }), ...extra } },
  );
}

describe('the welcome page', () => {
  it('greets the person the link is for, then sets their password and sends them to log in', async () => {
    const user = userEvent.setup();
    const set: unknown[] = [];
    const { calls } = renderWelcome(
      { firstName: 'Ivy', email: EMAIL },
      {
        'auth.resetPassword': (input) => {
          set.push(input);
          return { success: true };
        },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeTruthy();
    expect(screen.queryByText(/Reset your password/)).toBeNull();
    expect(
      await screen.findByText(
        `Welcome to FreshPress, Ivy. Choose the password you will log in with as ${EMAIL}.`,
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === 'auth.welcomeLink')?.input).toEqual({ token: TOKEN });

    // The rules of a reset: at least 8 characters, typed twice alike.
    const password = screen.getByLabelText(/^Password/);
    const confirm = screen.getByLabelText(/Confirm password/);
    await user.type(password, 'short');
    await user.type(confirm, 'short');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'my own password 1');
    await user.clear(confirm);
    await user.type(confirm, 'my own password 2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Passwords must match.')).toBeTruthy();
    expect(set).toEqual([]);

    await user.clear(confirm);
    await user.type(confirm, 'my own password 1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Log-in page: Your password is set. Please log in.')).toBeTruthy();
    expect(set).toEqual([
      { token: TOKEN, password: 'my own password 1', confirmPassword: 'my own password 1' },
    ]);
  });

  it('greets a customer added without a first name by their e-mail alone', async () => {
    renderWelcome({ firstName: null, email: 'cam@example.test' });
    expect(
      await screen.findByText(
        'Welcome to FreshPress. Choose the password you will log in with as cam@example.test.',
      ),
    ).toBeTruthy();
  });

  it('an expired or used link says so and offers "Forgot your password?", with no form', async () => {
    renderWelcome(null);
    expect(await screen.findByText(GONE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/Confirm password/)).toBeNull();
  });

  it('a link not of the issued shape says the same without asking the server', async () => {
    const { calls } = renderWelcome({ firstName: 'Ivy', email: EMAIL }, {}, 'not-a-token');
    expect(await screen.findByText(GONE)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("a refusal when saving shows the server's message and the way to a new link", async () => {
    const user = userEvent.setup();
    renderWelcome(
      { firstName: 'Ivy', email: EMAIL },
      {
        'auth.resetPassword': () => {
          throw apiError('There was a user token error.', { appCode: 'BAD_INPUT' });
        },
      },
    );
    await user.type(await screen.findByLabelText(/^Password/), 'my own password 1');
    await user.type(screen.getByLabelText(/Confirm password/), 'my own password 1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('There was a user token error.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeTruthy());
  });
});
