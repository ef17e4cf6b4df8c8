// Time limits of both reference servers, so that slow or endless clients cannot hold connections: Node's
// own defaults let a request's headers take a minute and the whole request five, and check only every 30 s.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { createServer as createTlsServer, type ServerOptions as TlsServerOptions } from 'node:https';

export const SERVER_LIMITS = {
  /** Request line and headers must arrive within this (slowloris). */
  headersTimeoutMs: 10_000,
  /** The whole request, body included (a body may be up to the body limit, tens of MB). */
  requestTimeoutMs: 60_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** A connection on which nothing moves for this long is closed (one that never sends a byte, too). */
  idleSocketMs: 10_000,
  /** How often the two timeouts above are enforced. */
  checkIntervalMs: 500,
  /** After an answer given before the body was read (401, 404, 413), the rest may still come this long. */
  unreadBodyGraceMs: 1_000,
} as const;

export function serverOptions(): ServerOptions {
  return {
    headersTimeout: SERVER_LIMITS.headersTimeoutMs,
    requestTimeout: SERVER_LIMITS.requestTimeoutMs,
    keepAliveTimeout: SERVER_LIMITS.keepAliveTimeoutMs,
    connectionsCheckingInterval: SERVER_LIMITS.checkIntervalMs,
  };
}

/**
 * Node drains the body of a request answered without reading it, so that the connection can be reused;
 * a client that streams without end would hold it for ever. The rest gets a short grace to arrive (a
 * client that stops sending reads its answer normally), then the connection is cut.
 */
export function cutUnreadBody(req: IncomingMessage, res: ServerResponse, graceMs: number = SERVER_LIMITS.unreadBodyGraceMs): void {
  // A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 6.3): nothing can
  // stream in after the answer, and most requests (every GET) need no listener.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return;
  res.once('finish', () => {
    if (req.complete) return;
    const timer = setTimeout(() => req.socket.destroy(), graceMs);
    timer.unref();
    // Both listeners go once either fires: a keep-alive socket carries many requests, and a listener left
    // on it per request piles up (Node warns past ten).
    const stop = () => {
      clearTimeout(timer);
      req.off('end', stop);
      req.socket.off('close', stop);
    };
    req.once('end', stop);
    req.socket.once('close', stop);
  });
}

/** A node:http server with the limits above: what both reference servers are built on; with `tls`, node:https. */
export function createLimitedServer(handler: (req: IncomingMessage, res: ServerResponse) => void, tls?: TlsServerOptions): Server {
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    cutUnreadBody(req, res);
    handler(req, res);
  };
  const server: Server = tls ? createTlsServer({ ...serverOptions(), ...tls }, listener) : createServer(serverOptions(), listener);
  // Headers and request timeouts only start with a request's first byte; this covers silent connections.
  server.setTimeout(SERVER_LIMITS.idleSocketMs);
  return server;
}

/**
 * A handler that may answer at once (void) or later (a promise), its errors passed to `onError` after the
 * current task, as a rejection would be: the servers dispatch without a promise per request.
 */
export function settled(
  handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
  onError: (res: ServerResponse, err: unknown) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let done: void | Promise<void>;
    try {
      done = handle(req, res);
    } catch (err) {
      done = Promise.reject(err);
    }
    if (done) done.catch((err: unknown) => onError(res, err));
  };
}
