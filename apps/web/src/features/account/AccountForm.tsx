import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, accountUpdateInput, DEFAULT_STATE } from '@laundry/validators/auth';
import { customerFormValues } from '@laundry/validators/staffUsers';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { AddressFields } from '../../ui/fields/AddressFields';
import { ContactFields } from '../../ui/fields/ContactFields';
import { useFocusFirstInvalid } from '../../ui/fields/useFocusFirstInvalid';
import { TextField } from '../../ui/TextField';
import type { SessionUser } from '../auth/useSession';

function formValues(user: SessionUser) {
  return {
    ...customerFormValues({ ...user, state: user.state || DEFAULT_STATE }),
    password: '',
    confirmPassword: '',
    currentPassword: '',
  };
}

/**
 * docs/decisions/0049-auth-account-changes.md: a new e-mail or password needs the current password; an account
 * without one (Google only) needs a Google sign-in within the last 10 minutes instead.
 */
function OwnerCheck({ hasPassword, children }: { hasPassword: boolean; children: ReactNode }) {
  const t = useT();
  if (hasPassword) return <>{children}</>;
  return (
    <Banner
      tone="info"
      actions={
        // A full page navigation: the server sends the person to Google and back here.
        <a className="btn btn--secondary" href="/api/auth/google?next=account">
          {t('account.form.googleAgain')}
        </a>
      }
    >
      <p>{t('account.form.googleNeeded')}</p>
    </Banner>
  );
}

/** The Account screen's edit mode: every field of docs/rules/accounts.md, The Account screen, with an optional password change. */
export function AccountForm({ user, onDone }: { user: SessionUser; onDone: (saved: boolean) => void }) {
  const t = useT();
  const trpc = useTRPC();
  const update = useMutation(trpc.account.update.mutationOptions());
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(accountUpdateInput),
    defaultValues: formValues(user),
    shouldFocusError: false,
  });
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const needsOwner = (email ?? '').trim().toLowerCase() !== user.email || Boolean(password);

  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    if (needsOwner && user.hasPassword && !currentPassword) {
      setError('currentPassword', { message: AUTH_MESSAGES.currentPasswordRequired });
      focusFirstInvalid();
      return;
    }
    try {
      // The current password goes only with the change that needs it.
      await update.mutateAsync(needsOwner && user.hasPassword ? { ...values, currentPassword } : values);
      onDone(true);
    } catch {
      // the banner shows update.error
    }
  }, focusFirstInvalid);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('account.form.label')}>
      {update.isError ? (
        <Banner tone="error">
          <p>{userMessage(update.error, AUTH_MESSAGES.accountUpdateFailed)}</p>
        </Banner>
      ) : null}
      <div className="form-grid">
        <ContactFields register={register} errors={errors} phoneControl={control} lastName autoFill />
        <AddressFields register={register} errors={errors} line2={{ name: 'addressLine2' }} autoFill />
      </div>
      <label className="checkbox-field">
        <input type="checkbox" {...register('sms')} />
        {t('account.form.sms')}
      </label>
      <div className="form-grid">
        <TextField
          label={t('account.form.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('account.form.newPasswordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('account.form.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      {needsOwner ? (
        <OwnerCheck hasPassword={user.hasPassword}>
          <TextField
            label={t('account.form.currentPassword')}
            type="password"
            autoComplete="current-password"
            hint={t('account.form.currentPasswordHint')}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        </OwnerCheck>
      ) : null}
      <div className="button-row">
        <Button type="submit" busy={update.isPending}>
          {t('account.form.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('account.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
