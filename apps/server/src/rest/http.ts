import { AppError, type Context, INTERNAL_MESSAGE } from '@laundry/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type ZodType, type z } from 'zod';
import { contextFor, type RequestDeps } from '../trpc';

/** Parses input with a shared validator; a bad parameter becomes a 400 with the validator's message. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError('BAD_INPUT', firstIssueMessage(result.error));
  return result.data;
}

function firstIssueMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  return issue.message;
}

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
    const message = firstIssueMessage(error);
    return reply.code(400).send({ error: message, message });
  }
  request.log.error({ err: error }, 'REST handler failed');
  return reply.code(500).send({ error: INTERNAL_MESSAGE, message: INTERNAL_MESSAGE });
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
  return (cents / 100).toFixed(2);
}
