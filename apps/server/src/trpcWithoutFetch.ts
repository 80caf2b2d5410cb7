import {
  type AnyTRPCRouter,
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type TRPCError,
  transformTRPCResponse,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * tRPC's JSON calls answered without the fetch round trip (docs/decisions/0119-server-trpc-calls-without-fetch.md).
 * tRPC 11's Fastify adapter turns every request into a fetch `Request` and answers with a fetch `Response`
 * (`resolveResponse`): on the orders list that was about a third of what the server's thread did more than its
 * floor's (bench/README.md). Here a GET of queries or a POST of mutations with a JSON body, batched or not, runs
 * through tRPC's own public calls: `callTRPCProcedure` (the procedure with its middlewares and input parser),
 * `getTRPCErrorFromUnknown`, `getTRPCErrorShape` (the router's error formatter), `transformTRPCResponse` and
 * `getHTTPStatusCode` (a batch's status). Its answer is the adapter's, byte for byte (`trpcWithoutFetch.int.test.ts`
 * asks both). Anything else (a path no procedure has, a query by POST, input that is not JSON, an answer asked for
 * as JSON lines, a subscription, a form's or a file's body) is left to the adapter, which answers it as before.
 */
export interface WithoutFetchOptions<TRouter extends AnyTRPCRouter, TContext> {
  router: TRouter;
  createContext(request: FastifyRequest, reply: FastifyReply): Promise<TContext>;
  /** tRPC's `onError`, with what the adapter hands it. */
  onError(opts: {
    error: TRPCError;
    path: string;
    input: unknown;
    ctx: TContext | undefined;
    type: CallType;
    req: FastifyRequest;
  }): void;
}

type CallType = 'query' | 'mutation';

interface Calls {
  type: CallType;
  isBatch: boolean;
  calls: { path: string; input: unknown }[];
}

/** Which procedure types a method calls, as tRPC maps them (without its method override, which the app leaves off). */
const TYPE_OF_METHOD: Record<string, CallType> = { GET: 'query', POST: 'mutation' };

/** Each path's procedure type; null when part of the router loads lazily (its paths are known late). */
function procedureTypes(router: AnyTRPCRouter): Map<string, string> | null {
  const { procedures, lazy } = router._def;
  if (Object.keys(lazy).length > 0) return null;
  const types = new Map<string, string>();
  for (const [path, procedure] of Object.entries(procedures)) {
    types.set(path, (procedure as { _def: { type: string } })._def.type);
  }
  return types;
}

/** A path tRPC would decode to itself: letters, digits, `_`, `.` and the batch's `,`. */
const PLAIN_PATH = /^[\w.,]+$/;

/** The media type of a content type, as tRPC compares it (lower case, without parameters). */
const mediaType = (contentType: string) => contentType.split(';', 1)[0]?.trim().toLowerCase();

/** JSON's value, or `undefined` for text that is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The request's calls, or null where the adapter is to answer it (see above). */
function callsOf(request: FastifyRequest, types: Map<string, string>): Calls | null {
  const type = TYPE_OF_METHOD[request.method];
  if (!type) return null;
  const { headers } = request;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) return null;
  const contentType = headers['content-type'];
  // A GET may name JSON or nothing; a POST must send JSON, which tRPC's route keeps as text (its content type parser).
  if (contentType === undefined ? type === 'mutation' : mediaType(contentType) !== 'application/json')
    return null;
  const path = (request.params as { path?: unknown }).path;
  if (typeof path !== 'string' || !PLAIN_PATH.test(path)) return null;
  const query = request.url.indexOf('?');
  const search = new URLSearchParams(query === -1 ? '' : request.url.slice(query + 1));
  if (search.has('connectionParams')) return null;
  const isBatch = search.get('batch') === '1';
  const paths = isBatch ? path.split(',') : [path];
  if (!paths.every((each) => types.get(each) === type)) return null;
  const text = type === 'query' ? search.get('input') : request.body;
  if (type === 'mutation' && typeof text !== 'string') return null;
  const inputs = text ? parsed(text as string) : undefined;
  if (text && inputs === undefined) return null;
  if (!isBatch) return { type, isBatch, calls: [{ path, input: inputs }] };
  if (inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)))
    return null;
  const byIndex = (inputs ?? {}) as Record<string, unknown>;
  return { type, isBatch, calls: paths.map((each, index) => ({ path: each, input: byIndex[index] })) };
}

/**
 * A Fastify `preHandler` for tRPC's route: it answers the calls it can (see above) and lets the adapter's handler
 * answer every other request.
 */
export function answerWithoutFetch<TRouter extends AnyTRPCRouter, TContext>(
  options: WithoutFetchOptions<TRouter, TContext>,
) {
  const { router } = options;
  const config = router._def._config;
  const types = procedureTypes(router);
  const deserialize = (input: unknown) =>
    input === undefined ? undefined : config.transformer.input.deserialize(input);

  return async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const asked = types && callsOf(request, types);
    if (!asked) return undefined;
    const { type, isBatch, calls } = asked;
    let ctx: TContext | undefined;
    let contextError: TRPCError | undefined;
    try {
      ctx = await options.createContext(request, reply);
    } catch (cause) {
      contextError = getTRPCErrorFromUnknown(cause);
    }
    // tRPC hands an error's formatter and `onError` the call's input once any call of the request has read its input.
    let inputsRead = false;
    const answers = await Promise.all(
      calls.map(async ({ path, input }, batchIndex) => {
        const raw = deserialize(input);
        try {
          if (contextError) throw contextError;
          const data = await callTRPCProcedure({
            router,
            path,
            getRawInput: async () => {
              inputsRead = true;
              return raw;
            },
            ctx,
            type,
            signal: undefined,
            batchIndex,
          });
          return { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          const known = inputsRead ? raw : undefined;
          options.onError({ error, path, input: known, ctx, type, req: request });
          return { error: getTRPCErrorShape({ config, error, type, path, input: known, ctx }) };
        }
      }),
    );
    const body = isBatch ? answers : answers[0];
    return (
      reply
        .code(getHTTPStatusCode(answers as Parameters<typeof getHTTPStatusCode>[0]))
        .header('vary', 'trpc-accept, accept')
        .header('content-type', 'application/json')
        // The JSON as text, which Node writes in one piece with the headers, where bytes go as a vector of two: 3-11 µs
        // less a request in a bare Fastify (bench/README.md, tRPC's answers as text). Handed on as serialized already,
        // so that Fastify keeps the adapter's type, where a JSON string would gain a charset.
        .serializer(alreadySerialized)
        .send(JSON.stringify(transformTRPCResponse(config, body as never)))
    );
  };
}

/** The answer's text is tRPC's JSON already (Fastify's reply.serializer). */
const alreadySerialized = (json: string) => json;
