import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { useSession } from '../auth/useSession';

/**
 * Until a customer's address is verified, a banner asks for it, with "Send the link again"
 * (auth.resendVerification, throttled on the server; docs/decisions/0041-order-links.md).
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const trpc = useTRPC();
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions());
  if (!user || user.emailVerified || user.role !== 'Customer') return null;
  return (
    <Banner
      tone={resend.isError ? 'error' : 'warning'}
      className="verify-email-banner"
      title="Please verify your e-mail"
      actions={
        resend.isSuccess ? null : (
          <Button size="sm" variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
            Send the link again
          </Button>
        )
      }
    >
      <p>
        We sent a link to <strong>{user.email}</strong>. Open it to verify your e-mail address.
      </p>
      {resend.isSuccess ? <p>{resend.data.message}</p> : null}
      {resend.isError ? <p>{userMessage(resend.error, AUTH_MESSAGES.verificationFailed)}</p> : null}
    </Banner>
  );
}
