import '../../features/auth/auth.css';
import { AUTH_MESSAGES, undoEmailChangeTokenSchema } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useRefreshSession } from '../../features/auth/useSession';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { paths } from '../paths';

/**
 * The link the old address gets after an e-mail change (docs/decisions/0049-auth-account-changes.md). It asks
 * for a click before changing anything: a mail scanner that opens links undoes nothing. A link not of the
 * shape the server issues is refused here, without a call.
 */
export function UndoEmailChange() {
  const t = useT();
  useDocumentTitle(t('account.undoEmail.title'));
  const trpc = useTRPC();
  const refresh = useRefreshSession();
  const { token = '' } = useParams();
  const wellFormed = undoEmailChangeTokenSchema.safeParse(token).success;
  const undo = useMutation(trpc.auth.undoEmailChange.mutationOptions());

  const onUndo = async () => {
    try {
      await undo.mutateAsync({ token });
      // This browser's session of the account ended with the others.
      await refresh();
    } catch {
      // the banner shows undo.error
    }
  };

  let body = (
    <>
      <p>{t('account.undoEmail.intro')}</p>
      <Button size="lg" block busy={undo.isPending} onClick={onUndo}>
        {t('account.undoEmail.button')}
      </Button>
    </>
  );
  if (!wellFormed || undo.isError) {
    body = (
      <Banner tone="error" actions={<Link to={paths.login}>{t('account.undoEmail.goToLogin')}</Link>}>
        <p>
          {wellFormed
            ? userMessage(undo.error, AUTH_MESSAGES.emailChangeUndoInvalid)
            : inPageLanguage(AUTH_MESSAGES.emailChangeUndoInvalid)}
        </p>
      </Banner>
    );
  } else if (undo.isSuccess) {
    body = (
      <Banner
        tone="success"
        actions={
          <>
            <Link to={paths.forgotPassword}>{t('account.undoEmail.resetPassword')}</Link>{' '}
            <Link to={paths.login}>{t('account.undoEmail.logIn')}</Link>
          </>
        }
      >
        <p>{inPageLanguage(undo.data.message)}</p>
      </Banner>
    );
  }
  return (
    <div className="container page auth-page">
      <h1>{t('account.undoEmail.title')}</h1>
      <div className="form-card">{body}</div>
    </div>
  );
}
