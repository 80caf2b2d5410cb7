import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, disconnectGoogleInput } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';

/**
 * docs/rules/accounts.md, The Account screen; docs/rules/messages.md, Public site and accounts: validation: disconnecting Google first asks for a new password, with confirmation. An account that
 * has a password replaces it, so the current one is asked too; a Google-only account needs a Google
 * sign-in from the last 10 minutes (docs/decisions/0049-auth-account-changes.md).
 */
export function DisconnectGoogle({
  onDone,
  hasPassword,
}: {
  onDone: () => Promise<void>;
  hasPassword: boolean;
}) {
  const t = useT();
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const disconnect = useMutation(trpc.account.disconnectGoogle.mutationOptions());
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(disconnectGoogleInput),
    defaultValues: { password: '', confirmPassword: '', currentPassword: '' },
  });

  const close = () => {
    setOpen(false);
    reset();
    disconnect.reset();
  };
  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    try {
      await disconnect.mutateAsync(hasPassword ? { ...values, currentPassword } : values);
      close();
      await onDone();
    } catch {
      // the banner shows disconnect.error
    }
  });

  return (
    <section className="account-section" aria-labelledby="google-heading">
      <h2 id="google-heading">{t('account.google.heading')}</h2>
      <p>{t('account.google.connected')}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('account.google.disconnect')}
      </Button>
      <Modal open={open} title={t('account.google.disconnect')} onClose={close}>
        <form onSubmit={onSubmit} noValidate>
          <p>{t('account.google.passwordFirst')}</p>
          {hasPassword ? null : (
            <p className="field__hint">
              <T
                id="account.google.recentSignIn"
                components={{
                  // biome-ignore lint/a11y/useAnchorContent: the message's words fill the link (T).
                  0: <a href="/api/auth/google?next=account" />,
                }}
              />
            </p>
          )}
          {disconnect.isError ? (
            <Banner tone="error">
              <p>{userMessage(disconnect.error, AUTH_MESSAGES.googleDisconnectFailed)}</p>
            </Banner>
          ) : null}
          <TextField
            label={t('account.form.newPassword')}
            type="password"
            autoComplete="new-password"
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
          {hasPassword ? (
            <TextField
              label={t('account.form.currentPassword')}
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          ) : null}
          <div className="button-row">
            <Button type="submit" busy={disconnect.isPending}>
              {t('account.google.submit')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('account.form.cancel')}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
