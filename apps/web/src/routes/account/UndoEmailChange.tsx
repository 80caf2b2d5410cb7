import '../../features/auth/auth.css';
import { AUTH_MESSAGES, undoEmailChangeTokenSchema } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useRefreshSession } from '../../features/auth/useSession';
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
  useDocumentTitle('Change your email address back');
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
      <p>
        If you did not change the email address of your account, change it back here. Your account gets its
        earlier address back, and it is signed out everywhere.
      </p>
      <Button size="lg" block busy={undo.isPending} onClick={onUndo}>
        Change my email address back
      </Button>
    </>
  );
  if (!wellFormed || undo.isError) {
    body = (
      <Banner tone="error" actions={<Link to={paths.login}>Go to log in</Link>}>
        <p>
          {wellFormed
            ? userMessage(undo.error, AUTH_MESSAGES.emailChangeUndoInvalid)
            : AUTH_MESSAGES.emailChangeUndoInvalid}
        </p>
      </Banner>
    );
  } else if (undo.isSuccess) {
    body = (
      <Banner
        tone="success"
        actions={
          <>
            <Link to={paths.forgotPassword}>Reset your password</Link> <Link to={paths.login}>Log in</Link>
          </>
        }
      >
        <p>{undo.data.message}</p>
      </Banner>
    );
  }
  return (
    <div className="container page auth-page">
      <h1>Change your email address back</h1>
      <div className="form-card">{body}</div>
    </div>
  );
}
