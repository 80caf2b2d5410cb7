import '../../features/auth/auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, passwordPairSchema, resetTokenSchema } from '@laundry/validators/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { NoticeState } from '../../features/auth/AuthNotice';
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
 * The welcome link's page (/welcome/{token}): a staff member invited by a Super Admin, or a customer added by staff,
 * chooses the password of an account someone else made (docs/rules/roles.md, Users; docs/decisions/0038-staff-customers.md;
 * docs/decisions/0075-staff-invitations.md). It asks the server whom the link is for (auth.welcomeLink), which answers
 * nothing for a link that cannot be used; the password is then set as a reset sets it, with the same rules, and the
 * page goes to /login.
 */
export function Welcome() {
  // The page's words (docs/decisions/0075-staff-invitations.md, Amended 2026-11-29) are the `auth` catalogue's.
  const t = useT();
  useDocumentTitle(t('auth.welcome.title'));
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const wellFormed = resetTokenSchema.safeParse(token).success;
  const link = useQuery(
    trpc.auth.welcomeLink.queryOptions(
      { token },
      { enabled: wellFormed, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
    ),
  );
  const choose = useMutation(trpc.auth.resetPassword.mutationOptions());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordPairSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await choose.mutateAsync({ token, ...values });
      void navigate(paths.login, {
        replace: true,
        state: { notice: t('auth.welcome.done') } satisfies NoticeState,
      });
    } catch {
      // the banner shows choose.error
    }
  });

  const askAgain = <Link to={paths.forgotPassword}>{t('auth.forgot.title')}</Link>;
  let body = <Spinner label={t('auth.welcome.checking')} />;
  if (!wellFormed || link.data?.account === null) {
    body = (
      <Banner tone="error" actions={askAgain}>
        <p>{t('auth.welcome.linkGone')}</p>
      </Banner>
    );
  } else if (link.isError) {
    body = (
      <Banner tone="error" actions={askAgain}>
        <p>{userMessage(link.error, AUTH_MESSAGES.resetTokenError)}</p>
      </Banner>
    );
  } else if (link.data?.account) {
    body = (
      <>
        <p>
          {link.data.account.firstName
            ? t('auth.welcome.greetingNamed', {
                firstName: link.data.account.firstName,
                email: link.data.account.email,
              })
            : t('auth.welcome.greeting', { email: link.data.account.email })}
        </p>
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          {/* For password managers: the address this password goes with. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={link.data.account.email}
            readOnly
            hidden
          />
          {choose.isError ? (
            <Banner tone="error" actions={askAgain}>
              <p>{userMessage(choose.error, AUTH_MESSAGES.resetFailed)}</p>
            </Banner>
          ) : null}
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
          <Button type="submit" size="lg" block busy={choose.isPending}>
            {t('auth.welcome.submit')}
          </Button>
        </form>
      </>
    );
  }
  return (
    <div className="container page auth-page">
      <h1>{t('auth.welcome.title')}</h1>
      <div className="form-card">{body}</div>
    </div>
  );
}
