import '../../features/auth/auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, passwordPairSchema, resetTokenSchema } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { NoticeState } from '../../features/auth/AuthNotice';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { paths } from '../paths';

/**
 * docs/rules/accounts.md, Forgot and reset password: the token is checked when the page opens; a token error shows
 * with a link to ask again; on success the form is shown, and a reset goes to /login.
 */
export function ResetPassword() {
  const t = useT();
  useDocumentTitle(t('auth.reset.title'));
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const wellFormed = resetTokenSchema.safeParse(token).success;
  const check = useMutation(trpc.auth.checkResetToken.mutationOptions());
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const checked = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordPairSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!wellFormed || checked.current) return;
    checked.current = true;
    check.mutate({ token });
  }, [wellFormed, token, check]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ token, ...values });
      void navigate(paths.login, {
        replace: true,
        state: { notice: t('auth.reset.done') } satisfies NoticeState,
      });
    } catch {
      // the banner shows reset.error
    }
  });

  let body = <Spinner label={t('auth.reset.checking')} />;
  if (!wellFormed || check.isError) {
    body = (
      <Banner tone="error" actions={<Link to={paths.forgotPassword}>{t('auth.reset.requestNew')}</Link>}>
        <p>
          {wellFormed
            ? userMessage(check.error, AUTH_MESSAGES.resetTokenError)
            : inPageLanguage(AUTH_MESSAGES.resetTokenError)}
        </p>
      </Banner>
    );
  } else if (check.isSuccess) {
    body = (
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {reset.isError ? (
          <Banner tone="error" actions={<Link to={paths.forgotPassword}>{t('auth.reset.requestNew')}</Link>}>
            <p>{userMessage(reset.error, AUTH_MESSAGES.resetFailed)}</p>
          </Banner>
        ) : null}
        <TextField
          label={t('auth.field.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.field.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('auth.field.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" block busy={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    );
  }
  return (
    <div className="container page auth-page">
      <h1>{t('auth.reset.heading')}</h1>
      <div className="form-card">{body}</div>
    </div>
  );
}
