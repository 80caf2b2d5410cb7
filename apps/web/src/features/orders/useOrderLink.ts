import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

/** When the server gives no message of its own (docs/decisions/0041-order-links.md). */
const LINK_FALLBACK =
  'This link to your order is not valid or has expired. Please log in, or enter the e-mail you ordered with, to see it.';

export type OrderLinkState =
  | { status: 'none' | 'opened' }
  | { status: 'opening' }
  | { status: 'failed'; message: string; needsLogin: boolean };

/**
 * The confirmation e-mail's signed link, `/app/order/id/{id}?link=…` (docs/decisions/0041-order-links.md):
 * opens the order for this browser (auth.openOrderLink) before the order is loaded, then takes the
 * secret out of the address bar so it is neither kept in the history nor shared by copying the address.
 */
export function useOrderLink(orderId: string): OrderLinkState {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const token = params.get('link');
  const open = useMutation(trpc.auth.openOrderLink.mutationOptions());
  const [state, setState] = useState<OrderLinkState>(token ? { status: 'opening' } : { status: 'none' });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    open
      .mutateAsync({ orderId, token })
      .then(async () => {
        // The browser may now hold a new guest session: everything cached was for the previous one.
        await queryClient.resetQueries();
        setState({ status: 'opened' });
      })
      .catch((error: unknown) => {
        const code = (error as { data?: { code?: string } }).data?.code;
        setState({
          status: 'failed',
          message: userMessage(error, LINK_FALLBACK),
          needsLogin: code === 'UNAUTHORIZED',
        });
      })
      .finally(() => {
        const next = new URLSearchParams(params);
        next.delete('link');
        setParams(next, { replace: true });
      });
  }, [token, orderId, open, params, setParams, queryClient]);

  return state;
}
