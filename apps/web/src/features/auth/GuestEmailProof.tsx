import { zodResolver } from '@hookform/resolvers/zod';
import { guestCodeInput } from '@laundry/validators/accountLinks';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { inPageLanguage } from '../../i18n/serverMessages';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useReloadSession } from './useSession';

const FAILED = 'Sorry, something went wrong. Please try again.';

/**
 * A guest who typed the e-mail proves the mailbox before changing an order or making an account from it
 * (docs/decisions/0068-guest-mailbox-proof.md): a six-digit code goes to the address, and the right code marks
 * this browser's guest session as proven. The session is asked again, and the screen shows what it guarded.
 */
export function GuestEmailProof({ email, purpose }: { email: string; purpose: string }) {
  const t = useT();
  const trpc = useTRPC();
  const reloadSession = useReloadSession();
  const send = useMutation(trpc.auth.sendGuestCode.mutationOptions());
  const confirm = useMutation(trpc.auth.confirmGuestCode.mutationOptions());
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(guestCodeInput), defaultValues: { code: '' } });
  // Each code sent puts the focus in the code's box, where the next keystrokes belong.
  useEffect(() => {
    if (send.data) setFocus('code');
  }, [send.data, setFocus]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      await reloadSession();
    } catch {
      // the banner shows confirm.error
    }
  });

  return (
    <section className="guest-proof" aria-labelledby="guest-proof-title">
      <h2 id="guest-proof-title">{t('auth.guestProof.title')}</h2>
      <p>
        <T id="auth.guestProof.intro" values={{ purpose, email }} components={{ 0: <strong /> }} />
      </p>
      {send.isError ? (
        <Banner tone="error">
          <p>{userMessage(send.error, FAILED)}</p>
        </Banner>
      ) : null}
      {send.isSuccess ? (
        <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t('auth.guestProof.title')}>
          <Banner tone="success">
            <p>{inPageLanguage(send.data.message)}</p>
          </Banner>
          {confirm.isError ? (
            <Banner tone="error">
              <p>{userMessage(confirm.error, FAILED)}</p>
            </Banner>
          ) : null}
          <TextField
            label={t('auth.guestProof.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={errors.code?.message}
            {...register('code')}
          />
          <div className="button-row">
            <Button type="submit" busy={confirm.isPending}>
              {t('auth.guestProof.confirm')}
            </Button>
            <Button variant="secondary" busy={send.isPending} onClick={() => send.mutate()}>
              {t('auth.guestProof.resend')}
            </Button>
          </div>
        </form>
      ) : (
        <Button busy={send.isPending} onClick={() => send.mutate()}>
          {t('auth.guestProof.send')}
        </Button>
      )}
    </section>
  );
}
