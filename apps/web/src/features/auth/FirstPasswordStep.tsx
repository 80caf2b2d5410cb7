import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, type LandingPath } from '@laundry/validators/auth';
import { STAFF_PEOPLE_MESSAGES, temporaryPasswordChangeInput } from '@laundry/validators/staffUsers';
import { useMutation } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import { useForm } from 'react-hook-form';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** Whether a log-in was answered "choose your own password first" (docs/rules/roles.md, Users). */
export function needsPasswordChange(error: unknown): boolean {
  if (!isTRPCClientError(error)) return false;
  const data = error.data as { details?: { passwordChangeRequired?: unknown } | null } | null | undefined;
  return data?.details?.passwordChangeRequired === true;
}

interface FirstPasswordStepProps {
  email: string;
  temporaryPassword: string;
  /** Called once the new password is set and the person is signed in. */
  onDone: (landing: LandingPath) => void;
}

/**
 * A staff member's first log-in (docs/rules/roles.md, Users): after the temporary password a Super Admin
 * gave, they choose their own, typed twice; only then are they signed in.
 */
export function FirstPasswordStep({ email, temporaryPassword, onDone }: FirstPasswordStepProps) {
  const t = useT();
  const trpc = useTRPC();
  const change = useMutation(trpc.auth.changeTemporaryPassword.mutationOptions());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(temporaryPasswordChangeInput),
    defaultValues: { email, temporaryPassword, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      onDone(result.landing);
    } catch {
      // the banner shows change.error
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="first-password-title">
      <h2 id="first-password-title">{t('auth.firstPassword.title')}</h2>
      <Banner tone="info">
        <p>{inPageLanguage(STAFF_PEOPLE_MESSAGES.passwordChangeRequired)}</p>
      </Banner>
      {change.isError ? (
        <Banner tone="error">
          <p>{userMessage(change.error, AUTH_MESSAGES.loginFailed)}</p>
        </Banner>
      ) : null}
      <TextField
        label={t('auth.field.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.firstPassword.hint')}
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
      <Button type="submit" size="lg" block busy={change.isPending}>
        {t('auth.firstPassword.submit')}
      </Button>
    </form>
  );
}
