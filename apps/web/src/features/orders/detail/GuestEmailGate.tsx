import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, emailSchema } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { useT } from '../../../i18n/useT';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useRefreshSession } from '../../auth/useSession';

const gateSchema = z.object({ email: emailSchema(AUTH_MESSAGES.emailRequired) });

interface GuestEmailGateProps {
  orderPath: string;
  /** The e-mail given last did not open the order. */
  mismatch: boolean;
  onSubmitted: () => void;
}

/**
 * docs/rules/ordering.md, Order detail: a guest first enters the booking e-mail. It binds this browser's guest
 * session to that e-mail (auth.authorizeGuest), and the order opens when it is the order's.
 */
export function GuestEmailGate({ orderPath, mismatch, onSubmitted }: GuestEmailGateProps) {
  const t = useT();
  const trpc = useTRPC();
  const refresh = useRefreshSession();
  const authorize = useMutation(trpc.auth.authorizeGuest.mutationOptions());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(gateSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await authorize.mutateAsync({ email });
      onSubmitted();
      await refresh();
    } catch {
      // shown below
    }
  });

  return (
    <div className="order-gate">
      <h1>{t('account.orderDetail.yourOrder')}</h1>
      <p className="lead">{t('account.gate.lead')}</p>
      {authorize.isError ? (
        <Banner tone="error">
          <p>{userMessage(authorize.error, AUTH_MESSAGES.guestFailed)}</p>
        </Banner>
      ) : mismatch ? (
        <Banner tone="error">
          {/* The specification words no message for it; the same words whether or not the order exists
              (docs/decisions/0033-web-orders-screens.md). */}
          <p>{t('account.gate.mismatch')}</p>
        </Banner>
      ) : null}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('account.gate.formLabel')}
        className="order-gate__form"
      >
        <TextField
          label={t('account.gate.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" busy={authorize.isPending}>
          {t('account.gate.submit')}
        </Button>
      </form>
      <p className="order-gate__login">
        {t('account.gate.haveAccount')}{' '}
        <Link to={`/login?next=${encodeURIComponent(orderPath)}`}>{t('account.gate.logIn')}</Link>
      </p>
    </div>
  );
}
