import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { Env } from './env';

export type LogFormat = NonNullable<Env['LOG_FORMAT']>;

/**
 * Readable lines for a person at a terminal, one JSON object a line for everything else (log collectors,
 * the tests and the end-to-end server, which pipe the output); LOG_FORMAT overrides either way
 * (docs/decisions/0054-node-24-compiled-server.md).
 */
export function logFormat(asked: Env['LOG_FORMAT'], stdoutIsTerminal: boolean): LogFormat {
  return asked ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

interface RequestLog {
  msg?: unknown;
  reqId?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

/**
 * `req-7 GET /healthz 200 request completed in 1.6 ms` (the one line of a request,
 * docs/decisions/0056-server-one-request-line.md); other lines as they are.
 */
export function requestLine(log: RequestLog, messageKey = 'msg'): string {
  const message = String((log as Record<string, unknown>)[messageKey] ?? '');
  const parts = [log.reqId, log.req?.method, log.req?.url, log.res?.statusCode, message];
  const line = parts.filter((part) => part !== undefined && part !== '').join(' ');
  return typeof log.responseTime === 'number' ? `${line} in ${log.responseTime.toFixed(1)} ms` : line;
}

/**
 * The options of the server's logger. Readable lines are formatted in this thread and written synchronously
 * (no transport worker), so the last lines before the process exits are never lost; a request's line
 * shows its method, path and status instead of the logged objects.
 */
export function serverLogger(level: Env['LOG_LEVEL'], format: LogFormat): FastifyServerOptions['logger'] {
  if (format === 'json') return { level };
  return {
    level,
    stream: pinoPretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: requestLine,
    }),
  };
}
