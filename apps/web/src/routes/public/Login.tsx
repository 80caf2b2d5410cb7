import '../../features/auth/auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, type LandingPath, loginInput } from '@laundry/validators/auth';
import { STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthNotice } from '../../features/auth/AuthNotice';
import { ContinueAsGuest } from '../../features/auth/ContinueAsGuest';
import { FirstPasswordStep, needsPasswordChange } from '../../features/auth/FirstPasswordStep';
import { safeNext } from '../../features/auth/screenAccess';
import { useRefreshSession, useSession } from '../../features/auth/useSession';
import { inPageLanguage } from '../../i18n/serverMessages';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { paths } from '../paths';

/** Why the Google sign-in sent the visitor back (apps/server/src/rest/google.ts). */
const GOOGLE_ERRORS: Record<string, string> = {
  google: AUTH_MESSAGES.googleFailed,
  'google-unverified': AUTH_MESSAGES.googleUnverified,
  'google-unavailable': AUTH_MESSAGES.googleUnavailable,
  'password-change': STAFF_PEOPLE_MESSAGES.temporaryPasswordFirst,
  invitation: STAFF_PEOPLE_MESSAGES.invitationFirst,
};

/** docs/rules/accounts.md, Log-in and its limits: e-mail and password, Google, guest, forgot password and sign-up links. */
export function Login() {
  const t = useT();
  useDocumentTitle(t('auth.login.title'));
  const trpc = useTRPC();
  const session = useSession();
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  // docs/rules/roles.md, Users: a staff member on a temporary password chooses their own before a session.
  const [firstLogIn, setFirstLogIn] = useState<{ email: string; temporaryPassword: string } | null>(null);
  const login = useMutation(trpc.auth.login.mutationOptions());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });

  // docs/rules/accounts.md, Where each person lands: a signed-in user on /login goes to /app/order.
  if (session.user && !leaving) return <Navigate to={paths.order} replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values);
      setLeaving(true);
      await refresh();
      // docs/rules/accounts.md, Where each person lands: staff land on the orders list, customers on the order page.
      void navigate(safeNext(params.get('next')) ?? result.landing, { replace: true });
    } catch (error) {
      if (needsPasswordChange(error)) {
        setFirstLogIn({ email: values.email, temporaryPassword: values.password });
        login.reset();
      }
      // otherwise the banner shows login.error
    }
  });
  const finishFirstLogIn = async (landing: LandingPath) => {
    setLeaving(true);
    await refresh();
    void navigate(safeNext(params.get('next')) ?? landing, { replace: true });
  };
  const googleError = GOOGLE_ERRORS[params.get('error') ?? ''];

  return (
    <div className="container page auth-page">
      <h1>{t('auth.login.title')}</h1>
      <p className="lead">{t('auth.login.lead')}</p>
      <div className="form-card">
        <AuthNotice />
        {googleError ? (
          <Banner tone="error">
            <p>{inPageLanguage(googleError)}</p>
          </Banner>
        ) : null}
        {firstLogIn ? (
          <FirstPasswordStep
            email={firstLogIn.email}
            temporaryPassword={firstLogIn.temporaryPassword}
            onDone={finishFirstLogIn}
          />
        ) : (
          <form className="auth-form" onSubmit={onSubmit} noValidate>
            {login.isError ? (
              <Banner tone="error">
                <p>{userMessage(login.error, AUTH_MESSAGES.loginFailed)}</p>
              </Banner>
            ) : null}
            <TextField
              label={t('auth.field.email')}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label={t('auth.field.password')}
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" size="lg" block busy={login.isPending || leaving}>
              {t('auth.login.submit')}
            </Button>
          </form>
        )}
        <p className="auth-links">
          <Link to={paths.forgotPassword}>{t('auth.forgot.title')}</Link>
        </p>
        <div className="auth-divider">{t('auth.divider.or')}</div>
        <div className="auth-alternatives">
          {session.googleSignIn ? (
            // A full page navigation: the server redirects to Google and back (docs/rules/rest-compatibility.md).
            <a className="btn btn--secondary btn--block" href="/api/auth/google">
              {t('auth.google.continue')}
            </a>
          ) : null}
          <ContinueAsGuest to={paths.order} />
        </div>
        <p className="auth-links">
          <span>
            <T id="auth.login.newHere" components={{ 0: <Link to={paths.signup} /> }} />
          </span>
        </p>
      </div>
    </div>
  );
}
