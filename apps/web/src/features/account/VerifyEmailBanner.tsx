import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { inPageLanguage } from '../../i18n/serverMessages';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
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
  const t = useT();
  const { user } = useSession();
  const trpc = useTRPC();
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions());
  if (!user || user.emailVerified || user.role !== 'Customer') return null;
  return (
    <Banner
      tone={resend.isError ? 'error' : 'warning'}
      className="verify-email-banner"
      title={t('account.verify.title')}
      actions={
        resend.isSuccess ? null : (
          <Button size="sm" variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
            {t('account.verify.resend')}
          </Button>
        )
      }
    >
      <p>
        <T id="account.verify.body" values={{ email: user.email }} components={{ 0: <strong /> }} />
      </p>
      {resend.isSuccess ? <p>{inPageLanguage(resend.data.message)}</p> : null}
      {resend.isError ? <p>{userMessage(resend.error, AUTH_MESSAGES.verificationFailed)}</p> : null}
    </Banner>
  );
}
