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
  /**
   * After an answer given before the body was read (401, 404, 413), the rest is read and dropped while it
   * keeps coming (a pause of this long ends it)…
   */
  unreadBodyGraceMs: 1_000,
  /** …for this long at most (nginx's lingering_time is 30 s)… */
  lingerMs: 5_000,
  /** …and up to this many bytes. */
  lingerMaxBytes: 16 * 1024 * 1024,
} as const;

export function serverOptions(): ServerOptions {
  return {
    headersTimeout: SERVER_LIMITS.headersTimeoutMs,
    requestTimeout: SERVER_LIMITS.requestTimeoutMs,
    keepAliveTimeout: SERVER_LIMITS.keepAliveTimeoutMs,
    connectionsCheckingInterval: SERVER_LIMITS.checkIntervalMs,
  };
}

/** How long and how much of an unread body is read and dropped after the answer (SERVER_LIMITS' by default). */
export interface UnreadBodyLimits {
  unreadBodyGraceMs: number;
  lingerMs: number;
  lingerMaxBytes: number;
}

/**
 * After an answer given before the request's body was read (401, 404, 413), the rest of the body is read and
 * dropped (Node drains it, and the connection can carry the next request), as nginx's lingering close does: a
 * client uploading a document of megabytes is still sending when the answer comes, and a socket closed under
 * it makes the kernel answer its bytes with a reset, which can reach the client before it has read the
 * answer (curl: "Send failure: Broken pipe", and no answer shown). A client that sends without end must not
 * hold the connection: it is cut once nothing came for graceMs, once lingerMaxBytes were dropped, or after
 * lingerMs.
 */
export function cutUnreadBody(req: IncomingMessage, res: ServerResponse, limits: UnreadBodyLimits = SERVER_LIMITS): void {
  // A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 6.3): nothing can
  // stream in after the answer, and most requests (every GET) need no listener.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return;
  // Before 'finish', on which Node would dump the body unseen: read here, it can be counted and timed.
  res.once('prefinish', () => {
    if (req.complete) return;
    const cut = () => req.socket.destroy();
    const idle = setTimeout(cut, limits.unreadBodyGraceMs);
    const whole = setTimeout(cut, limits.lingerMs);
    idle.unref();
    whole.unref();
    let dropped = 0;
    const onData = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limits.lingerMaxBytes) cut();
      else idle.refresh();
    };
    // Every listener goes once the body ends or the socket closes: a keep-alive socket carries many
    // requests, and a listener left on it per request piles up (Node warns past ten).
    const stop = () => {
      clearTimeout(idle);
      clearTimeout(whole);
      req.off('data', onData);
      req.off('end', stop);
      req.socket.off('close', stop);
    };
    req.on('data', onData);
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
