import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { privateRequestLogger, RequestLines, requestLoggerFactory } from './privateAnswers';

/** The server's logger options (app.ts) writing JSON lines into an array. */
async function appWithLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const requestLines = new RequestLines();
  const app = Fastify({
    logger: privateRequestLogger({ level, stream }),
    logController: requestLines,
    childLoggerFactory: requestLoggerFactory,
  });
  requestLines.writeTo(app.log);
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/talks', async (request) => {
    request.log.info({ order: { email: 'someone@example.test' } }, 'application line');
    request.log.debug('below the level');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe("a request's logger (docs/decisions/0056-server-one-request-line.md)", () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('is made only when the request writes a line through it', async () => {
    const { app, lines } = await appWithLog('info');
    close = () => app.close();
    const child = vi.spyOn(app.log, 'child');
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);

    expect((await app.inject({ url: '/talks' })).statusCode).toBe(200);
    expect(child).toHaveBeenCalledTimes(1);
  });

  it("keeps the request's id and the personal-field redaction; a line below the level is dropped", async () => {
    const { app, lines } = await appWithLog('info');
    close = () => app.close();
    await app.inject({ url: '/talks' });
    const completed = lines.find((line) => line.msg === 'request completed');
    const written = lines.find((line) => line.msg === 'application line');
    expect(written).toMatchObject({ level: 30, reqId: completed?.reqId, order: { email: '[redacted]' } });
    expect(lines.some((line) => line.msg === 'below the level')).toBe(false);
  });

  it('writes debug lines, the incoming request among them, when the level is debug', async () => {
    const { app, lines } = await appWithLog('debug');
    close = () => app.close();
    await app.inject({ url: '/talks' });
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        'incoming request',
        'application line',
        'below the level',
        'request completed',
      ]),
    );
    expect(new Set(lines.filter((line) => line.reqId).map((line) => line.reqId)).size).toBe(1);
  });
});
