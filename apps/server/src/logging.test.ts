import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { logFormat, requestLine, serverLogger } from './logging';

describe('log format', () => {
  it('is readable on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(logFormat(undefined, true)).toBe('pretty');
    expect(logFormat(undefined, false)).toBe('json');
    expect(logFormat('json', true)).toBe('json');
    expect(logFormat('pretty', false)).toBe('pretty');
  });

  it('LOG_FORMAT takes pretty or json, and is optional', () => {
    expect(loadEnv({}).LOG_FORMAT).toBeUndefined();
    expect(loadEnv({ LOG_FORMAT: '' }).LOG_FORMAT).toBeUndefined();
    expect(loadEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => loadEnv({ LOG_FORMAT: 'text' })).toThrow(/^Invalid configuration: LOG_FORMAT: /);
  });

  it('JSON is pino as it is; readable lines go through a synchronous stream', () => {
    expect(serverLogger('warn', 'json')).toEqual({ level: 'warn' });
    const pretty = serverLogger('info', 'pretty') as { level: string; stream: { write: unknown } };
    expect(pretty.level).toBe('info');
    expect(typeof pretty.stream.write).toBe('function');
  });

  it("a request's lines show its id, method, path, status and time", () => {
    const incoming = { reqId: 'req-7', req: { method: 'GET', url: '/healthz' }, msg: 'incoming request' };
    expect(requestLine(incoming)).toBe('req-7 GET /healthz incoming request');
    const completed = {
      reqId: 'req-7',
      res: { statusCode: 200 },
      responseTime: 1.6216,
      msg: 'request completed',
    };
    expect(requestLine(completed)).toBe('req-7 200 request completed in 1.6 ms');
    const oneLine = { ...completed, req: { method: 'GET', url: '/healthz' } };
    expect(requestLine(oneLine)).toBe('req-7 GET /healthz 200 request completed in 1.6 ms');
    expect(requestLine({ msg: 'stopped' })).toBe('stopped');
  });
});
