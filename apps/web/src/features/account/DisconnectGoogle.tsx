import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, disconnectGoogleInput } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
      <h2 id="google-heading">Google sign-in</h2>
      <p>Your account is connected to Google.</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Disconnect Google
      </Button>
      <Modal open={open} title="Disconnect Google" onClose={close}>
        <form onSubmit={onSubmit} noValidate>
          <p>Create a password first, so you can still log in with your email address.</p>
          {hasPassword ? null : (
            <p className="field__hint">
              This needs a Google sign-in from the last 10 minutes. If yours was earlier,{' '}
              <a href="/api/auth/google?next=account">sign in with Google again</a> first.
            </p>
          )}
          {disconnect.isError ? (
            <Banner tone="error">
              <p>{userMessage(disconnect.error, AUTH_MESSAGES.googleDisconnectFailed)}</p>
            </Banner>
          ) : null}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          {hasPassword ? (
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          ) : null}
          <div className="button-row">
            <Button type="submit" busy={disconnect.isPending}>
              Create password and disconnect
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
