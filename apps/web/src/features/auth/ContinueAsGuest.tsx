import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Button, type ButtonVariant } from '../../ui/Button';
import { useRefreshSession } from './useSession';

/** docs/rules/messages.md, Public site, accounts and staff screens: errors */
const GUEST_ERROR = 'Error authorizing guest.';

/**
 * Continue as a Guest (docs/rules/accounts.md, Guests; docs/rules/accounts.md, Where each person lands): authorizes a guest session, then opens the order flow. The
 * guest's e-mail is bound later, when they give it for the order.
 */
export function ContinueAsGuest({
  to = '/app/order/address',
  variant = 'secondary',
  label,
}: {
  to?: string;
  variant?: ButtonVariant;
  /** The button's words, 'Continue as a Guest' in the page's language unless a page words it otherwise. */
  label?: string;
}) {
  const t = useT();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const authorize = useMutation(trpc.auth.authorizeGuest.mutationOptions());
  return (
    <>
      <Button
        variant={variant}
        busy={authorize.isPending}
        onClick={async () => {
          try {
            await authorize.mutateAsync({});
            await refresh();
            navigate(to);
          } catch {
            // shown below
          }
        }}
      >
        {label ?? t('layout.guest.continue')}
      </Button>
      {authorize.isError ? (
        <p className="field__error" role="alert">
          {userMessage(authorize.error, GUEST_ERROR)}
        </p>
      ) : null}
    </>
  );
}
