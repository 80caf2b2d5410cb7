import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, passwordPairSchema } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { GuestEmailProof } from '../auth/GuestEmailProof';
import { useReloadSession, useSession } from '../auth/useSession';

/**
 * A guest's thank-you page: "Create an account to track this order" with a password only, the e-mail
 * being the order's (docs/decisions/0041-order-links.md). Only a proven mailbox makes one: a guest who came
 * through the confirmation's link has proved it, another first confirms the e-mailed code
 * (docs/decisions/0068-guest-mailbox-proof.md). The account is then verified and the address's orders join it.
 */
export function GuestAccountOffer({ orderId, email }: { orderId: string; email: string }) {
  const t = useT();
  const trpc = useTRPC();
  const emailProven = useSession().guestEmailProven;
  // Only the session is asked again: the order on screen stays, even before it joins the account.
  const reloadSession = useReloadSession();
  const create = useMutation(trpc.auth.createGuestAccount.mutationOptions());
  // The account is shown ready once the session has been asked again: before that the session is still the
  // guest's, whom the /app guard sends back to the order flow from the Order History the banner links to.
  const [ready, setReady] = useState(false);
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
      await create.mutateAsync({ orderId, ...values });
      await reloadSession();
      setReady(true);
    } catch {
      // the banner shows create.error
    }
  });

  if (ready) {
    return (
      <section className="guest-account" aria-labelledby="guest-account-title">
        <h2 id="guest-account-title">{t('ordering.guestAccount.ready')}</h2>
        <Banner tone="success">
          <p>
            <T
              id="ordering.guestAccount.readyText"
              values={{ email }}
              components={{ 0: <Link to={paths.orders} /> }}
            />
          </p>
        </Banner>
      </section>
    );
  }

  if (!emailProven) {
    return (
      <section className="guest-account" aria-labelledby="guest-account-title">
        <h2 id="guest-account-title">{t('ordering.guestAccount.title')}</h2>
        <GuestEmailProof email={email} purpose={t('ordering.guestAccount.purpose')} />
      </section>
    );
  }

  return (
    <section className="guest-account" aria-labelledby="guest-account-title">
      <h2 id="guest-account-title">{t('ordering.guestAccount.title')}</h2>
      <p>
        <T id="ordering.guestAccount.uses" values={{ email }} components={{ 0: <strong /> }} />
      </p>
      <form
        className="auth-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={t('ordering.guestAccount.formLabel')}
      >
        {create.isError ? (
          <Banner tone="error">
            <p>{userMessage(create.error, AUTH_MESSAGES.signupFailed)}</p>
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
        <Button type="submit" busy={create.isPending || create.isSuccess}>
          {t('ordering.guestAccount.submit')}
        </Button>
      </form>
    </section>
  );
}
