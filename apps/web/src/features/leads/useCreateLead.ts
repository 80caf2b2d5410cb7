import { useMutation } from '@tanstack/react-query';
import { type RouterInputs, useTRPC } from '../../lib/trpc';

export type LeadInput = RouterInputs['leads']['create'];
export type LeadKind = LeadInput['kind'];

/** Sends a business inquiry or a contact message to leads.create (stored, and staff are e-mailed). */
export function useCreateLead() {
  const trpc = useTRPC();
  return useMutation(trpc.leads.create.mutationOptions());
}
