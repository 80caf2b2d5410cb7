import type { FastifyInstance } from 'fastify';

/**
 * Keep-alive connections during a stop (docs/decisions/0045-server-shutdown.md, amended by
 * docs/decisions/0064-server-shutdown-keep-alive.md). `app.close()` closes the connections that are idle when it
 * starts, but a connection busy with a request at that moment stays open after its answer, waiting for the
 * client's next request until the keep-alive timeout (72 s), so the stop ran into its 10-second deadline.
 * Once a stop has begun every answer says `Connection: close`, and Node closes the connection after sending it.
 * Register first, before any route, so every answer passes through it.
 */
export function registerConnectionDrain(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (stopping && request.raw.httpVersionMajor === 1) reply.header('Connection', 'close');
    done(null, payload);
  });
}

/**
 * While `app.close()` waits: closes, every `everyMs`, the connections that have become idle since (an answer that
 * was already being sent when the stop began cannot say `Connection: close` any more). Returns the stop of it.
 */
export function closeIdleConnectionsWhileStopping(app: FastifyInstance, everyMs = 100): () => void {
  const timer = setInterval(() => app.server.closeIdleConnections(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
