import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

/**
 * Personal answers are not kept by browsers or shared caches (docs/decisions/0030-server-error-answers.md):
 * every `/api` answer except the public catalog reads and the API's documentation, and every tRPC call
 * except the public catalog, the public configuration and the payment provider's publishable configuration.
 */
const PUBLIC_REST_READ =
  /^\/api\/(zips|locations(\/search)?|specials(\/search)?|settings(_florida)?|openapi\.json|docs)$/;
const PUBLIC_PROCEDURE = /^(catalog\.|publicConfig\.)|^payments\.config$/;

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

function isPersonalAnswer(method: string, url: string): boolean {
  const path = pathOf(url);
  if (path.startsWith('/api/'))
    return !((method === 'GET' || method === 'HEAD') && PUBLIC_REST_READ.test(path));
  if (!path.startsWith('/trpc/')) return false;
  // A batch (/trpc/a.b,c.d) is personal when any of its procedures is.
  const procedures = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
  return procedures.some((name) => !PUBLIC_PROCEDURE.test(name));
}

export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPersonalAnswer(request.method, request.url)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}

/** Log fields that hold personal data, wherever a log line carries them (pino redact paths). */
const PERSONAL_FIELDS = ['email', 'phone', 'address', 'address2', 'addressLine2', 'firstName', 'lastName'];
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/**
 * The server's logger with personal data kept out: a request is logged by its path alone (tRPC calls
 * carry their input, addresses and e-mails included, in the query string; list paths carry the search
 * text), and the fields above are redacted from any object logged.
 */
export function privateRequestLogger(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; hostname?: string }) => ({
        method: request.method,
        url: pathOf(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
      ...(base as { serializers?: Record<string, unknown> }).serializers,
    },
  } as FastifyServerOptions['logger'];
}

/**
 * Fastify's request lines, one per request (docs/decisions/0056-server-one-request-line.md): `request
 * completed` with the request's id, method, path, host, address, status and time, written when the answer has
 * gone out; `incoming request` only at debug level. The line holds nothing but those serialized fields, so it
 * is written through a child of the server's logger without the personal-field redaction above, whose
 * wildcard paths cost about 15 microseconds a line (half the server's throughput on the catalog reads). A
 * failed request's line, which carries the error, and every other line keep the redaction.
 */
export class RequestLines extends LogController {
  private lines: FastifyBaseLogger | undefined;

  /** The server's logger, once Fastify has made it. */
  writeTo(logger: FastifyBaseLogger): void {
    this.lines = logger.child({}, { redact: [] });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (this.lines) this.lines.info({ reqId: request.id, ...line }, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

const LEVEL_ORDER: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (`request.log`), the child with the request's id made only when something writes a line
 * through it (docs/decisions/0056-server-one-request-line.md). Most requests write none: their one line goes
 * through `RequestLines`, so making the child for each (pino's `child`, about two fifths of the log's cost on a
 * catalog read) bought nothing. A line below the server's level is dropped without making it.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  private get made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  private write(level: LevelName, line: unknown[]): void {
    if ((LEVEL_ORDER[level] ?? 0) < (LEVEL_ORDER[this.level] ?? 0)) return;
    (this.made[level] as (...args: unknown[]) => void)(...line);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  fatal(...line: unknown[]): void {
    this.write('fatal', line);
  }
  error(...line: unknown[]): void {
    this.write('error', line);
  }
  warn(...line: unknown[]): void {
    this.write('warn', line);
  }
  info(...line: unknown[]): void {
    this.write('info', line);
  }
  debug(...line: unknown[]): void {
    this.write('debug', line);
  }
  trace(...line: unknown[]): void {
    this.write('trace', line);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, options?: Record<string, unknown>): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the request's logger made on first use. A route with a log level or
 * serializers of its own gets its child at once, as Fastify would make it.
 */
export const requestLoggerFactory: FastifyServerOptions['childLoggerFactory'] = (
  logger,
  bindings,
  options,
) => {
  if (options.level || options.serializers) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
};
