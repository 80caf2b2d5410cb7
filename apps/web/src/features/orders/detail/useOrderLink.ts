import { ACCOUNT_LINK_MESSAGES } from '@laundry/validators/accountLinks';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshSession } from '../../auth/useSession';

export interface OrderLinkState {
  /** The signed link is being checked: the order waits for it. */
  opening: boolean;
  /** Why the link did not open the order, in the server's words. */
  error: string | null;
}

/**
 * The order confirmation's signed link, `/app/order/id/{id}?link={secret}` (docs/decisions/order-links.md):
 * `auth.openOrderLink` binds this browser's guest session to a guest order's e-mail (or does nothing more
 * for its signed-in owner or staff), then the secret leaves the address so it is neither kept in the
 * history nor shared by copying the address bar.
 */
export function useOrderLink(orderId: string): OrderLinkState {
  const trpc = useTRPC();
  const refresh = useRefreshSession();
  const [params, setParams] = useSearchParams();
  const token = params.get('link');
  const openLink = useMutation(trpc.auth.openOrderLink.mutationOptions());
  const [state, setState] = useState<OrderLinkState>({ opening: token !== null, error: null });
  const started = useRef(false);

  useEffect(() => {
    if (token === null || started.current) return;
    started.current = true;
    const dropSecret = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('link');
          return next;
        },
        { replace: true },
      );
    openLink
      .mutateAsync({ orderId, token })
      .then(async () => {
        await refresh();
        setState({ opening: false, error: null });
      })
      .catch((error: unknown) => {
        setState({ opening: false, error: userMessage(error, ACCOUNT_LINK_MESSAGES.orderLinkInvalid) });
      })
      .finally(dropSecret);
  }, [token, orderId, openLink.mutateAsync, refresh, setParams]);

  return state;
}
