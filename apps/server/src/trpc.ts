import type { SiteConfig } from '@laundry/api';
import { appRouter, type Context } from '@laundry/api';
import type { Db } from '@laundry/db';
import type { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEnvironmentFor, type ServerAuth } from './auth';
import { cachingFor } from './cache/catalogCache';
import type { ServerIntegrations } from './integrations';
import { requestLocale } from './locale';
import { actorForRequest, sessionCookieWriter } from './session';
import { answerWithoutFetch } from './trpcWithoutFetch';

export interface RequestDeps extends ServerIntegrations {
  db: Db;
  now: () => Date;
  auth: ServerAuth;
  site: SiteConfig;
}

/** The per-request context shared by tRPC procedures and REST handlers. */
export async function contextFor(
  deps: RequestDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  return {
    db: deps.db,
    now: deps.now,
    ip: request.ip,
    actor: await actorForRequest(deps.db, request, reply, deps.now()),
    cookies: sessionCookieWriter(reply),
    auth: authEnvironmentFor(deps.auth, request, reply),
    integrations: deps.integrations,
    paymentConfig: deps.paymentConfig,
    site: deps.site,
    caching: cachingFor(request),
    locale: requestLocale(request),
  };
}

/**
 * A JSON answer of tRPC, sent whole with its length (docs/decisions/0110-trpc-answers-whole.md). tRPC's Fastify
 * adapter answers with a fetch Response, which Fastify streams: the body read through a web stream and written as
 * chunks, then a last write to end the chunked answer. Read whole here, its status and headers copied as Fastify
 * would, it leaves in one write. A streamed answer (`transfer-encoding: chunked`: a jsonl batch, a subscription's
 * event stream) goes on as it came.
 */
function wholeJsonAnswer(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  // A callback hook, not an async one: an answer from the catalog cache or one made without the adapter
  // (docs/decisions/0119-server-trpc-calls-without-fetch.md), bytes already, passes without a promise.
  if (
    !(payload instanceof Response) ||
    payload.body === null ||
    payload.headers.has('transfer-encoding') ||
    !payload.headers.get('content-type')?.startsWith('application/json')
  ) {
    done(null, payload);
    return;
  }
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  payload.arrayBuffer().then((body) => done(null, Buffer.from(body)), done);
}

export async function registerTrpc(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  // A scope of its own: the hook sees only tRPC's answers.
  await app.register(async (scope) => {
    scope.addHook('onSend', wholeJsonAnswer);
    await registerTrpcRoutes(scope, deps);
  });
}

async function registerTrpcRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  // The answer says only INTERNAL_MESSAGE (packages/api/src/trpc.ts); the log keeps the error, under
  // the request's id (reqId) so an operator can find it from the time and path a customer reports.
  const onError = ({ error, path, req }: { error: TRPCError; path?: string; req?: FastifyRequest }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      (req?.log ?? app.log).error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
    }
  };
  // A JSON call is answered before the adapter's handler, without its fetch round trip
  // (docs/decisions/0119-server-trpc-calls-without-fetch.md); every other request reaches the adapter.
  app.addHook(
    'preHandler',
    answerWithoutFetch({
      router: appRouter,
      createContext: (request, reply) => contextFor(deps, request, reply),
      onError,
    }),
  );
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => contextFor(deps, req, res),
      onError,
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
  });
}
