import { isTRPCClientError } from '@trpc/client';
import { inPageLanguage } from '../i18n/serverMessages';

/** docs/rules/messages.md, Order flow, payments and settings: errors, used on every form for a request that never reached us. */
const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
/** The server's own words for a failure on its side (packages/api/src/errors.ts, INTERNAL_MESSAGE). */
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

function isNetworkFailure(error: Error): boolean {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof TypeError || /failed to fetch|network|load failed/i.test(error.message);
}

/**
 * docs/rules/messages.md, Public site, accounts and staff screens: errors: show the server's message when there is one, otherwise the screen's fallback text. Only
 * application errors (those carrying an appCode from packages/api) have a message meant for people. A
 * failure on our side and a request that never arrived each say what happened instead of the screen's
 * fallback, which names a wrong input ('Incorrect email or password.'): the person should not retype a
 * right password because our server or their connection failed. The text is in the page's language
 * (docs/rules/languages.md, Messages).
 */
export function userMessage(error: unknown, fallback: string): string {
  return inPageLanguage(englishUserMessage(error, fallback));
}

/** userMessage's text in English, the words of docs/rules/messages.md. */
function englishUserMessage(error: unknown, fallback: string): string {
  if (isTRPCClientError(error)) {
    const data = error.data as { appCode?: unknown; httpStatus?: unknown } | null | undefined;
    if (typeof data?.appCode === 'string' && error.message) return error.message;
    if (typeof data?.httpStatus === 'number' && data.httpStatus >= 500) return SERVER_ERROR_MESSAGE;
    // No tRPC answer at all: the request failed on the way, or something other than our API answered.
    if (!data) return isNetworkFailure(error) ? NETWORK_ERROR_MESSAGE : SERVER_ERROR_MESSAGE;
    return fallback;
  }
  if (error instanceof TypeError && isNetworkFailure(error)) return NETWORK_ERROR_MESSAGE;
  return fallback;
}
