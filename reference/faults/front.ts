// A front before an embedded reference server: every request a client sends passes through it, is
// recorded (see traffic.ts), and is either answered with a fault the plan calls for (429 with
// Retry-After, 500, 503, the token endpoint refusing, a token that expires early) or forwarded to the
// reference unchanged and its answer passed back. The reference servers themselves stay untouched.
import { createHash } from 'node:crypto';
import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { Secrets, REDACTED } from '../../src/http/secrets.ts';
import { BodyTooLarge, listen, readBody, sendError } from '../common/http.ts';
import { createLimitedServer } from '../common/limits.ts';
import { retryAfterHeader, type Fault, type FaultPlan } from './plan.ts';
import type { ReceivedRequest } from '../../src/judge/traffic.ts';

/** How clients of the interface authenticate. */
export type CredentialScheme = { scheme: 'bearer'; tokenPath: string } | { scheme: 'api-key'; header: string; key: string };

export interface FrontOptions {
  /** Base URL of the reference server behind the front. */
  upstream: string;
  /** The kind of a request: its operation, `token`, or `other`. */
  classify(method: string, pathname: string, headers: IncomingHttpHeaders, query: URLSearchParams): string;
  credentials: CredentialScheme;
  /** Values never to be recorded (client secret, API key); tokens issued are added as they are seen. */
  secrets: string[];
  plan: FaultPlan;
  /** Problems of a body by the rules of the interface (part 2); judged on the whole body, kept in the record. */
  inspect?(kind: string, body: Buffer): string[] | undefined;
  host?: string;
  port?: number;
  /** Requests recorded at most; `full` is aborted when they are reached, and later requests are refused with 503. */
  maxRequests?: number;
  /**
   * Serve over https and ask every client for a certificate (any is taken: the token endpoint judges it);
   * the one presented is passed to the token endpoint in CLIENT_CERTIFICATE_HEADER.
   */
  tls?: { cert: string; key: string };
}

/** Where the front passes on the client's certificate (Base64 DER); a client's own header of that name is dropped. */
export const CLIENT_CERTIFICATE_HEADER = 'x-conformance-client-certificate';

export interface FaultyFront {
  url: string;
  port: number;
  /** Every request received, in order of arrival. */
  readonly traffic: readonly ReceivedRequest[];
  /** Aborted once the request bound is reached. */
  readonly full: AbortSignal;
  close(): Promise<void>;
}

/** Bodies are read whole to be judged; a larger one is refused with 413. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;
/** Body text kept in the record, for evidence. */
const KEPT_BODY_CHARS = 4096;

const UNAUTHORIZED_BODY_MESSAGE = 'Invalid or expired access token';

export async function startFaultyFront(options: FrontOptions): Promise<FaultyFront> {
  const traffic: ReceivedRequest[] = [];
  const counts = new Map<string, number>();
  const secrets = new Secrets();
  for (const s of options.secrets) secrets.add(s);
  if (options.credentials.scheme === 'api-key') secrets.addHeaderName(options.credentials.header);
  /** Tokens issued through the front, by value: their label, uses and the uses they are allowed. */
  const tokens = new Map<string, { label: string; uses: number; allowedUses?: number }>();
  const upstream = new URL(options.upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const full = new AbortController();
  const maxRequests = options.maxRequests ?? Number.POSITIVE_INFINITY;

  function credentialOf(headers: IncomingHttpHeaders): { label?: string; token?: string } {
    const c = options.credentials;
    if (c.scheme === 'api-key') {
      const raw = headers[c.header.toLowerCase()];
      const v = Array.isArray(raw) ? raw[0] : raw;
      if (v === undefined) return {};
      return { label: v === c.key ? 'api key' : 'wrong api key' };
    }
    const auth = headers.authorization;
    if (auth === undefined || auth.trim() === '') return {};
    const m = /^Bearer +(\S+) *$/i.exec(auth);
    if (!m) return { label: /^basic /i.test(auth) ? 'basic credentials' : 'malformed' };
    const known = tokens.get(m[1]);
    return known ? { label: known.label, token: m[1] } : { label: 'unknown token' };
  }

  function recordHeaders(headers: IncomingHttpHeaders): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(headers)) {
      if (v === undefined) continue;
      const value = Array.isArray(v) ? v.join(', ') : v;
      if (k === 'authorization') out[k] = value.replace(/^(\S+\s+).*$/s, `$1${REDACTED}`);
      else out[k] = secrets.isCredentialHeader(k) ? REDACTED : secrets.redact(value);
    }
    return out;
  }

  function answerFault(res: ServerResponse, rec: ReceivedRequest, fault: Fault): void {
    if (fault.status === 429) {
      const { value, allowedAt } = retryAfterHeader(fault, Date.now());
      rec.retryAfter = value;
      rec.retryAllowedAt = allowedAt;
      rec.injected = `429 with Retry-After ${value}`;
      sendError(res, 429, 'Too many requests', [{ type: 'TOO_MANY_REQUESTS', message: 'Request quota exhausted; retry later', source: 'client' }], { 'retry-after': value });
      return;
    }
    rec.injected = `${fault.status}`;
    if (rec.kind === 'token') {
      // RFC 6749 gives no error code for this; the body is that of the token endpoint's other errors.
      res.writeHead(fault.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ error: 'temporarily_unavailable', error_description: 'the token endpoint is unavailable; try again later' }));
      return;
    }
    const message = fault.status === 503 ? 'Service unavailable' : 'Internal server error';
    sendError(res, fault.status, message, [{ type: 'INTERNAL_ERROR', message: `${message}; try again later`, source: 'server' }]);
  }

  function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, rec: ReceivedRequest): Promise<void> {
    return new Promise((resolve, reject) => {
      const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host, 'content-length': String(body.length) };
      delete headers['transfer-encoding'];
      delete headers.connection;
      delete headers[CLIENT_CERTIFICATE_HEADER];
      const peer = options.tls ? (req.socket as TLSSocket).getPeerX509Certificate?.() : undefined;
      if (peer) headers[CLIENT_CERTIFICATE_HEADER] = peer.raw.toString('base64');
      const out = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => chunks.push(c));
          answer.on('error', reject);
          answer.on('end', () => {
            const text = Buffer.concat(chunks);
            if (rec.kind === 'token' && answer.statusCode === 200) learnToken(text, rec);
            else if (rec.kind === 'token') learnRefusal(text, rec);
            const h: Record<string, string | string[]> = {};
            for (const [k, v] of Object.entries(answer.headers)) if (v !== undefined && k !== 'connection' && k !== 'keep-alive' && k !== 'transfer-encoding') h[k] = v;
            if (typeof answer.headers['retry-after'] === 'string') rec.retryAfter = answer.headers['retry-after'];
            res.writeHead(answer.statusCode ?? 502, { ...h, 'content-length': String(text.length) });
            res.end(text);
            resolve();
          });
        },
      );
      out.on('error', reject);
      out.end(body);
    });
  }

  function learnToken(body: Buffer, rec: ReceivedRequest): void {
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { access_token?: unknown; expires_in?: unknown };
      if (typeof parsed.access_token !== 'string') return;
      secrets.add(parsed.access_token);
      const n = tokens.size + 1;
      const label = `token #${n}`;
      tokens.set(parsed.access_token, { label, uses: 0, allowedUses: options.plan.expiryOf(n) });
      rec.issued = { label, ...(typeof parsed.expires_in === 'number' ? { expiresInSeconds: parsed.expires_in } : {}) };
    } catch {
      // Not JSON: the client cannot use it either.
    }
  }

  /** Why the token endpoint refused the client (RFC 6749 5.2), for a judgement that ends with a client never authenticated. */
  function learnRefusal(body: Buffer, rec: ReceivedRequest): void {
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { error?: unknown; error_description?: unknown };
      if (typeof parsed.error !== 'string') return;
      rec.refusal = secrets.redact(typeof parsed.error_description === 'string' ? `${parsed.error}: ${parsed.error_description}` : parsed.error).slice(0, 300);
    } catch {
      // Not the error body of RFC 6749: nothing to say beyond the status.
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrivedAt = Date.now();
    if (traffic.length >= maxRequests) {
      // Not recorded and not judged: the client is being stopped.
      full.abort();
      return sendError(res, 503, 'Service unavailable', [{ type: 'INTERNAL_ERROR', message: 'request bound of the judgement reached', source: 'server' }]);
    }
    const target = req.url ?? '/';
    const q = target.indexOf('?');
    const pathname = q < 0 ? target : target.slice(0, q);
    const query = new URLSearchParams(q < 0 ? '' : target.slice(q + 1));
    const method = req.method ?? 'GET';
    let kind: string;
    try {
      kind = options.credentials.scheme === 'bearer' && pathname === options.credentials.tokenPath ? 'token' : options.classify(method, pathname, req.headers, query);
    } catch {
      kind = 'other';
    }
    const nthOfKind = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, nthOfKind);
    const credential = kind === 'token' ? {} : credentialOf(req.headers);
    const rec: ReceivedRequest = {
      seq: traffic.length + 1,
      kind,
      nthOfKind,
      method,
      url: secrets.redact(target),
      headers: recordHeaders(req.headers),
      ...(credential.label !== undefined ? { credential: credential.label } : {}),
      bodyBytes: 0,
      bodyDigest: '',
      arrivedAt,
    };
    traffic.push(rec);
    res.once('finish', () => {
      rec.status = res.statusCode;
      rec.answeredAt = Date.now();
    });

    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (err) {
      if (err instanceof BodyTooLarge) return sendError(res, 413, 'Request body too large');
      throw err;
    }
    rec.bodyBytes = body.length;
    rec.bodyDigest = createHash('sha256').update(body).digest('base64url');
    if (kind === 'token') {
      // A client assertion is a credential the front cannot know in advance: it is learnt here, before anything records it.
      const assertion = new URLSearchParams(body.toString('utf8')).get('client_assertion');
      if (assertion) secrets.add(assertion);
    }
    if (body.length > 0) {
      const text = secrets.redact(body.toString('utf8'));
      rec.body = text.length > KEPT_BODY_CHARS ? `${text.slice(0, KEPT_BODY_CHARS)}…` : text;
    }

    const problems = options.inspect?.(kind, body);
    if (problems !== undefined) rec.problems = problems.map((p) => secrets.redact(p));

    const fault = options.plan.faultFor(kind, nthOfKind);
    if (fault) return answerFault(res, rec, fault);

    if (credential.token !== undefined) {
      // A token that expires early: refused from the use after its allowance on, as an expired one.
      const t = tokens.get(credential.token)!;
      t.uses++;
      if (t.allowedUses !== undefined && t.uses > t.allowedUses) {
        rec.injected = 'token expired early';
        return sendError(res, 401, 'Unauthorized', [{ type: 'UNAUTHORIZED', message: UNAUTHORIZED_BODY_MESSAGE, source: 'Authorization' }], {
          'www-authenticate': 'Bearer realm="development-actions", error="invalid_token", error_description="unknown or expired access token"',
        });
      }
    }
    await forward(req, res, body, rec);
  }

  const server = createLimitedServer(
    (req, res) => {
      handle(req, res).catch(() => {
        if (res.headersSent || res.destroyed) res.destroy();
        else sendError(res, 502, 'Bad gateway', [{ type: 'INTERNAL_ERROR', message: 'the reference server did not answer', source: 'server' }]);
      });
    },
    options.tls ? { cert: options.tls.cert, key: options.tls.key, requestCert: true, rejectUnauthorized: false } : undefined,
  );
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port ?? 0, host);
  return {
    url: `${options.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    traffic,
    full: full.signal,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
