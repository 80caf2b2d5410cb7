import '../../features/auth/auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, forgotPasswordInput } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { NoticeState } from '../../features/auth/AuthNotice';
import { useSession } from '../../features/auth/useSession';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { paths } from '../paths';

/** docs/rules/accounts.md, Forgot and reset password; on success the message is shown on /login (docs/rules/accounts.md, Where each person lands). */
export function ForgotPassword() {
  const t = useT();
  useDocumentTitle(t('auth.forgot.title'));
  const trpc = useTRPC();
  const session = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const request = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email: '' } });

  if (session.user && !leaving) return <Navigate to={paths.order} replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await request.mutateAsync(values);
      setLeaving(true);
      void navigate(paths.login, { state: { notice: message } satisfies NoticeState });
    } catch {
      // the banner shows request.error
    }
  });

  return (
    <div className="container page auth-page">
      <h1>{t('auth.forgot.title')}</h1>
      <p className="lead">{t('auth.forgot.lead')}</p>
      <div className="form-card">
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          {request.isError ? (
            <Banner tone="error">
              <p>{userMessage(request.error, AUTH_MESSAGES.forgotFailed)}</p>
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
          <Button type="submit" size="lg" block busy={request.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
        <p className="auth-links">
          <Link to={paths.login}>{t('auth.forgot.backToLogIn')}</Link>
        </p>
      </div>
    </div>
  );
}
