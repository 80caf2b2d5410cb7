import '../../features/auth/auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, passwordPairSchema, resetTokenSchema } from '@laundry/validators/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { NoticeState } from '../../features/auth/AuthNotice';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { paths } from '../paths';

/** docs/decisions/0075-staff-invitations.md, Amended 2026-11-29: the page's words. */
export const WELCOME_TEXTS = {
  title: 'Choose your password',
  greeting: (account: { firstName: string | null; email: string }) =>
    `Welcome to FreshPress${account.firstName ? `, ${account.firstName}` : ''}. Choose the password you will log in with as ${account.email}.`,
  linkGone:
    'This link has expired or has already been used. You can ask for a new one with "Forgot your password?".',
  done: 'Your password is set. Please log in.',
} as const;

/**
 * The welcome link's page (/welcome/{token}): a staff member invited by a Super Admin, or a customer added by staff,
 * chooses the password of an account someone else made (docs/rules/roles.md, Users; docs/decisions/0038-staff-customers.md;
 * docs/decisions/0075-staff-invitations.md). It asks the server whom the link is for (auth.welcomeLink), which answers
 * nothing for a link that cannot be used; the password is then set as a reset sets it, with the same rules, and the
 * page goes to /login.
 */
export function Welcome() {
  useDocumentTitle(WELCOME_TEXTS.title);
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
        state: { notice: WELCOME_TEXTS.done } satisfies NoticeState,
      });
    } catch {
      // the banner shows choose.error
    }
  });

  const askAgain = <Link to={paths.forgotPassword}>Forgot your password?</Link>;
  let body = <Spinner label="Checking your link…" />;
  if (!wellFormed || link.data?.account === null) {
    body = (
      <Banner tone="error" actions={askAgain}>
        <p>{WELCOME_TEXTS.linkGone}</p>
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
        <p>{WELCOME_TEXTS.greeting(link.data.account)}</p>
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
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters."
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" block busy={choose.isPending}>
            Save password
          </Button>
        </form>
      </>
    );
  }
  return (
    <div className="container page auth-page">
      <h1>{WELCOME_TEXTS.title}</h1>
      <div className="form-card">{body}</div>
    </div>
  );
}
