import '../../features/auth/auth.css';
import { AUTH_MESSAGES, verificationTokenSchema } from '@laundry/validators/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { NoticeState } from '../../features/auth/AuthNotice';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { paths } from '../paths';

/**
 * docs/rules/accounts.md, E-mail verification: checks the link, verifies the address, then goes to /login. A token not
 * of the shape the server issues is refused here, without a call (docs/rules/accounts.md, E-mail verification).
 */
export function VerifyEmail() {
  const t = useT();
  useDocumentTitle(t('auth.verify.title'));
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const wellFormed = verificationTokenSchema.safeParse(token).success;
  const queryClient = useQueryClient();
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions());
  const started = useRef(false);

  useEffect(() => {
    if (!wellFormed || started.current) return;
    started.current = true;
    verify.mutate(
      { token },
      {
        onSuccess: async () => {
          // A signed-in customer is now verified, and their guest orders are theirs (docs/decisions/0041-order-links.md):
          // what this tab read before is out of date (the banner asking for the verification, the order history).
          await queryClient.invalidateQueries();
          await navigate(paths.login, {
            replace: true,
            state: { notice: AUTH_MESSAGES.emailVerified } satisfies NoticeState,
          });
        },
      },
    );
  }, [wellFormed, token, verify, navigate, queryClient]);

  let body = <Spinner label={t('auth.verify.verifying')} />;
  if (!wellFormed || verify.isError) {
    const message = wellFormed
      ? userMessage(verify.error, AUTH_MESSAGES.verificationFailed)
      : inPageLanguage(AUTH_MESSAGES.verificationLinkInvalid);
    body = (
      <Banner tone="error" actions={<Link to={paths.login}>{t('auth.verify.goToLogIn')}</Link>}>
        <p>{message}</p>
      </Banner>
    );
  }
  return (
    <div className="container page auth-page">
      <h1>{t('auth.verify.title')}</h1>
      <div className="form-card">{body}</div>
    </div>
  );
}
