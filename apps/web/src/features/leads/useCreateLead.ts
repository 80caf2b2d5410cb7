import { useMutation } from '@tanstack/react-query';
import { getUntypedClient } from '@trpc/client';
import { useTRPCClient } from '../../lib/trpc';

export type LeadKind = 'business' | 'contact';

/** The input these pages send to `leads.create`. */
export interface LeadInput {
  kind: LeadKind;
  name: string;
  email: string;
  message: string;
  phone?: string;
  company?: string;
}

/**
 * Sends a business inquiry or a contact message. `leads.create` is not in AppRouter yet, so this
 * goes through the untyped client; once the API has it, use
 * `useMutation(useTRPC().leads.create.mutationOptions())` and delete LeadInput.
 */
export function useCreateLead() {
  const client = useTRPCClient();
  return useMutation({
    mutationKey: ['leads', 'create'],
    mutationFn: (input: LeadInput) => getUntypedClient(client).mutation('leads.create', input),
  });
}
