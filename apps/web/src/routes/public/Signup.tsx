import '../../features/auth/auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, signupInput } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ContinueAsGuest } from '../../features/auth/ContinueAsGuest';
import { SignupZipStep, useZipCheck } from '../../features/auth/SignupZipStep';
import { useRefreshSession, useSession } from '../../features/auth/useSession';
import { zipDigits } from '../../features/zip/zipCheck';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSaveError } from '../../lib/useSaveError';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { paths } from '../paths';

/** docs/rules/accounts.md, Sign-up: the zip check, then e-mail, password and confirmation. */
export function Signup() {
  const t = useT();
  useDocumentTitle(t('auth.signup.title'));
  const trpc = useTRPC();
  const session = useSession();
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const { zipcode } = useParams();
  const [zip, setZip] = useState(zipDigits(zipcode ?? ''));
  const [leaving, setLeaving] = useState(false);
  const { result } = useZipCheck(zip);
  const signup = useMutation(trpc.auth.signup.mutationOptions());
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors, isSubmitted },
  } = useForm({
    resolver: zodResolver(signupInput),
    defaultValues: { zip, email: '', password: '', confirmPassword: '' },
  });
  const onZip = (next: string) => {
    setZip(next);
    setValue('zip', next);
    // A submit with the zip still missing checked the fields below too, which were not shown yet: they appear
    // clean once the zip is served.
    clearErrors(['email', 'password', 'confirmPassword']);
  };

  const saveError = useSaveError(
    signup.isError ? userMessage(signup.error, AUTH_MESSAGES.signupFailed) : null,
  );

  // docs/rules/accounts.md, Sign-up: a logged-in user is redirected to /app/order.
  if (session.user && !leaving) return <Navigate to={paths.order} replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await signup.mutateAsync(values);
      setLeaving(true);
      await refresh();
      void navigate(created.landing, { replace: true });
    } catch {
      // the banner shows signup.error
    }
  });

  return (
    <div className="container page auth-page">
      <h1>{t('auth.signup.title')}</h1>
      <p className="lead">{t('auth.signup.lead')}</p>
      <div className="form-card">
        <form className="auth-form" onSubmit={onSubmit} onChange={saveError.onEdit} noValidate>
          <SignupZipStep zip={zip} onZip={onZip} showError={isSubmitted} />
          {result?.served ? (
            <>
              {saveError.shown ? (
                <Banner tone="error">
                  <p>{saveError.shown}</p>
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
                autoComplete="new-password"
                required
                hint={t('auth.field.passwordHint')}
                error={errors.password?.message}
                {...register('password')}
              />
              <TextField
                label={t('auth.field.confirmPassword')}
                type="password"
                autoComplete="new-password"
                required
                error={errors.confirmPassword?.message}
                {...register('confirmPassword')}
              />
              <Button type="submit" size="lg" block busy={signup.isPending || leaving}>
                {t('auth.signup.submit')}
              </Button>
            </>
          ) : null}
        </form>
        <div className="auth-divider">{t('auth.divider.or')}</div>
        <div className="auth-alternatives">
          <ContinueAsGuest to={paths.orderAddress} />
        </div>
        <p className="auth-links">
          <span>
            <T id="auth.signup.haveAccount" components={{ 0: <Link to={paths.login} /> }} />
          </span>
        </p>
      </div>
    </div>
  );
}
