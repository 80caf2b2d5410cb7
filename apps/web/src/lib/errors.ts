import { isTRPCClientError } from '@trpc/client';

/**
 * spec 000 §8: show the server's message when there is one, otherwise the screen's fallback text.
 * Only application errors (those carrying an appCode from packages/api) have a message meant for
 * people; transport failures and input-schema errors fall back.
 */
export function userMessage(error: unknown, fallback: string): string {
  if (isTRPCClientError(error)) {
    const data = error.data as { appCode?: unknown } | null | undefined;
    if (typeof data?.appCode === 'string' && error.message) return error.message;
  }
  return fallback;
}
