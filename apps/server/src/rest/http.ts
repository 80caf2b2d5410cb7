import { AppError, type Context, INTERNAL_MESSAGE } from '@laundry/api';
import { firstIssueMessage } from '@laundry/validators/plainIssues';
import { centsToDollars } from '@laundry/validators/settingsFormValues';
import { isCleanText, UNSAFE_TEXT_MESSAGE } from '@laundry/validators/text';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type ZodType, type z } from 'zod';
import { contextFor, type RequestDeps } from '../trpc';

/** Parses input with a shared validator; a bad parameter becomes a 400 with the validator's message. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError('BAD_INPUT', issueMessage(result.error));
  return result.data;
}

/** A bad input's answer: its first issue's message (packages/validators/src/plainIssues.ts). */
const issueMessage = (error: ZodError): string => firstIssueMessage(error) ?? 'Invalid request.';

/** The context the route's access check built (rest/routeAccess.ts), for its handler: one session look-up. */
const checkedContexts = new WeakMap<FastifyRequest, Context>();

export function rememberCheckedContext(request: FastifyRequest, ctx: Context): void {
  checkedContexts.set(request, ctx);
}

/**
 * A failed REST call's answer: an AppError's status and product message, a bad input's first issue, and
 * for anything else the generic message. The legacy client reads `error` (and sometimes `message`).
 */
export function sendRestError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof AppError) {
    // A failure on our side (a release the ledger could not record, ...) is logged with its cause,
    // as tRPC's error hook does; the answer keeps the product's words only.
    if (error.status >= 500) request.log.error({ err: error.cause ?? error }, 'REST handler failed');
    return reply.code(error.status).send({ error: error.message, message: error.message });
  }
  if (error instanceof ZodError) {
    const message = issueMessage(error);
    return reply.code(400).send({ error: message, message });
  }
  request.log.error({ err: error }, 'REST handler failed');
  return reply.code(500).send({ error: INTERNAL_MESSAGE, message: INTERNAL_MESSAGE });
}

/**
 * What a caller is told when Fastify refuses a request before its handler runs: the body could not be read as
 * JSON, came as another content type, or was too large (docs/rules/rest-compatibility.md: every failure answers
 * `{ error, message }` in the product's words).
 */
const REQUEST_BODY_MESSAGES = {
  notJson: 'The request body is not valid JSON.',
  empty: 'The request body is empty.',
  mediaType: 'Send the request body as JSON (Content-Type: application/json).',
  tooLarge: 'The request body is too large.',
  unreadable: 'The request could not be read.',
} as const;

const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: REQUEST_BODY_MESSAGES.notJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: REQUEST_BODY_MESSAGES.empty,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: REQUEST_BODY_MESSAGES.mediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: REQUEST_BODY_MESSAGES.tooLarge,
};

/** The /api mount's error handler: Fastify's own refusals (above) and anything else that escaped a handler. */
export function registerRestErrors(app: FastifyInstance): void {
  // Bodies are JSON: a text/plain one (which Fastify reads as a string by default) is refused as another
  // content type, as a form or XML body is.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !(error instanceof AppError)) {
      const message = (error.code && BODY_ERRORS[error.code]) || REQUEST_BODY_MESSAGES.unreadable;
      return reply.code(status).send({ error: message, message });
    }
    return sendRestError(request, reply, error);
  });
}

/** Whether every name and text value of a parsed query string or of the path's parameters is clean. */
function cleanParameters(parameters: unknown): boolean {
  if (!parameters || typeof parameters !== 'object') return true;
  return Object.entries(parameters).every(
    ([name, value]) =>
      isCleanText(name) && [value].flat().every((item) => typeof item !== 'string' || isCleanText(item)),
  );
}

/**
 * The /api mount's guard on the URL (docs/decisions/0062-validation-nul-bytes.md): a path or query parameter
 * (its name or its value) that is not clean one-line text (docs/decisions/0028-validation-clean-text.md: a NUL
 * byte, any other control character, a bidi control, a lone surrogate) is refused with 400 and the clean-text
 * message before any route reads it, whatever the route's own schema says of it: a NUL byte that reached a
 * query was a 500 from PostgreSQL. Bodies are checked by the shared schemas of packages/validators.
 */
export function registerCleanParameters(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (cleanParameters(request.params) && cleanParameters(request.query)) return done();
    // Answered here: the request goes no further (a callback hook that sends does not call done).
    reply.code(400).send({ error: UNSAFE_TEXT_MESSAGE, message: UNSAFE_TEXT_MESSAGE });
  });
}

/**
 * Wraps a REST handler: builds the same context the tRPC procedures get (or takes the one the route's
 * access check built) and maps failures to the product's message. Who may call the path is the route's
 * declaration (rest/routeAccess.ts), checked before this runs.
 */
export function restHandler<T>(
  deps: RequestDeps,
  handler: (ctx: Context, request: FastifyRequest, reply: FastifyReply) => Promise<T>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const ctx = checkedContexts.get(request) ?? (await contextFor(deps, request, reply));
      return await handler(ctx, request, reply);
    } catch (error) {
      return sendRestError(request, reply, error);
    }
  };
}

/** docs/rules/rest-compatibility.md: the REST layer shows money as strings with 2 decimals. */
export function dollars(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  return centsToDollars(cents);
}
