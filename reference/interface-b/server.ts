// The reference platform of interface B: token endpoint, authentication, throttling, routing to the
// operation handlers, and a 500 with the error body for anything that throws.
import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import { listen } from '../common/http.ts';
import { KeptAnswers } from '../common/kept-answers.ts';
import { createLimitedServer, settled } from '../common/limits.ts';
import { createAction, type ActionContext } from './actions.ts';
import { errorAnswer, Responder } from './answers.ts';
import { DEFAULT_BEHAVIOUR, defaultListRules, type ErrorAnswer, type PlatformBehaviour } from './behaviour.ts';
import { HANDLERS, bodyFault, lazyBody, lookup, refuse, rules, type HandlerContext } from './handlers.ts';
import { toLossless } from './json.ts';
import type { Caller, OperationNameB } from './model.ts';
import { checkBearer, checkBearerWith, handleTokenRequest, TokenIssuer, type BearerCheck, type ClientCredentials } from './oauth.ts';
import { resolveOptions, type PlatformOptions, type ResolvedOptions } from './options.ts';
import { Router } from './routes.ts';
import { TargetParser } from './target.ts';
import { ActionStore, type PlatformStore } from './store.ts';
import { Throttle } from './throttle.ts';
import { withTransport } from '../common/transport.ts';
import { validateActionBody } from './validate.ts';

export interface Platform {
  server: Server;
  store: PlatformStore;
  clients: ClientCredentials[];
  tokenPath: string;
  behaviour: PlatformBehaviour;
}

const stores = new WeakMap<Server, PlatformStore>();

/** The store behind a server made by createPlatform. */
export function storeOf(server: Server): PlatformStore | undefined {
  return stores.get(server);
}

const WWW_AUTHENTICATE = {
  missing: 'Bearer realm="development-actions"',
  malformed: 'Bearer realm="development-actions", error="invalid_request", error_description="malformed Authorization header"',
  invalid: 'Bearer realm="development-actions", error="invalid_token", error_description="unknown or expired access token"',
} as const;

const UNAUTHORIZED_MESSAGES = {
  missing: 'Missing Authorization header',
  malformed: 'Malformed Authorization header: expected "Bearer <token>"',
  invalid: 'Invalid or expired access token',
} as const;

function callerOf(opts: ResolvedOptions, client: ClientCredentials): Caller {
  const user = opts.directory.user(BigInt(client.userId));
  return { clientId: client.clientId, user, company: opts.directory.company(user.companyId) };
}

/**
 * The caller of each client, looked up once: clients and the directory are fixed when the platform is
 * built. Each request gets its own copy, so that nothing a handler might do to one reaches the next.
 */
function callers(opts: ResolvedOptions): (client: ClientCredentials) => Caller {
  const known = new Map<ClientCredentials, Caller>();
  return (client) => {
    let caller = known.get(client);
    if (!caller) known.set(client, (caller = callerOf(opts, client)));
    return { ...caller };
  };
}

function seed(opts: ResolvedOptions, ctx: ActionContext): void {
  for (const [i, s] of opts.seedActions.entries()) {
    const v = validateActionBody(toLossless(s.body), 'create', rules(ctx));
    if (!v.ok) throw new Error(`seed action ${i} is invalid: ${v.errors.map((e) => e.message).join('; ')}`);
    const record = createAction(ctx, v.input, opts.directory.user(BigInt(s.authorUserId)), s.initiator ?? 'seed');
    record.comments = (s.comments ?? []).map((c) => ({
      id: ctx.store.newCommentId(),
      comment: c.comment,
      created: record.createdTime,
      authorUserId: opts.directory.user(BigInt(c.authorUserId)).id,
      replies: (c.replies ?? []).map((r) => ({
        id: ctx.store.newCommentId(),
        comment: r.comment,
        created: record.createdTime,
        authorUserId: opts.directory.user(BigInt(r.authorUserId)).id,
      })),
    }));
  }
}

export function buildPlatform(options: PlatformOptions = {}): Platform {
  const opts = resolveOptions(options);
  const behaviour = opts.behaviour;
  const store = new ActionStore(opts.directory, opts.idStart);
  const responder = new Responder(behaviour);
  const ctx: HandlerContext = {
    directory: opts.directory,
    store,
    behaviour,
    now: opts.now,
    responder,
    operations: opts.operations,
    maxBodyBytes: opts.maxBodyBytes,
    maxJsonDepth: opts.maxJsonDepth,
    listAnswers: new KeptAnswers(() => store.version, defaultListRules(behaviour)),
  };
  seed(opts, ctx);
  const issuer = new TokenIssuer(opts.clients, opts.tokenLifetimeSeconds, opts.now, opts.tokenAuthMethods);
  issuer.checkSecret = behaviour.checkClientSecret;
  issuer.checkAssertionSignature = behaviour.checkAssertionSignature;
  issuer.tokenMatches = behaviour.tokenMatches;
  issuer.checkGrantType = behaviour.checkGrantType;
  issuer.reuseLiveTokens = behaviour.reuseLiveTokens;
  issuer.formDecodeBasic = behaviour.formDecodeBasic;
  issuer.bearerPattern = behaviour.bearerPattern;
  issuer.shapeAnswer = behaviour.tokenAnswer;
  if (opts.assertionAudiences) issuer.audiences = opts.assertionAudiences;
  if (opts.clientCertificateHeader) issuer.certificateHeader = opts.clientCertificateHeader.toLowerCase();
  const throttle = new Throttle(opts.rateLimit, opts.now);
  const router = new Router(opts.operations);
  const targets = new TargetParser();
  const callerFor = callers(opts);

  /** What the behaviour answers an unauthenticated request before authentication (by default nothing). */
  function answerBeforeAuthentication(req: IncomingMessage, pathname: string, query: URLSearchParams): ErrorAnswer | undefined | Promise<ErrorAnswer | undefined> {
    if (behaviour.beforeAuthentication === DEFAULT_BEHAVIOUR.beforeAuthentication) return undefined;
    const route = router.match(req.method ?? 'GET', pathname, req.headers, query);
    if (!route) return undefined;
    return behaviour.beforeAuthentication({
      operation: route.operation,
      params: route.params,
      exists: (id) => /^\d+$/.test(id) && store.record(BigInt(id)) !== undefined,
      bodyFault: () => bodyFault(ctx, req, route.operation),
    });
  }

  // Not async: most operations answer at once, and a promise per request is a cost the answer need not
  // pay. What a handler throws or rejects with ends in the same place (see the server below).
  function handle(req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    const url = targets.parse(req.url ?? '/');
    if (url.pathname === opts.tokenPath) return handleTokenRequest(req, res, issuer);
    // Tokens of an outside authorization server are verified asynchronously; the platform's own at once.
    if (opts.tokenVerifier) return checkBearerWith(req.headers.authorization, opts.tokenVerifier, opts.clients).then((bearer) => authenticated(req, res, url, bearer));
    return authenticated(req, res, url, checkBearer(req.headers.authorization, issuer));
  }

  function authenticated(req: IncomingMessage, res: ServerResponse, url: ReturnType<TargetParser['parse']>, bearer: BearerCheck): void | Promise<void> {
    let client: ClientCredentials;
    if (bearer.ok) client = bearer.client;
    else if (!behaviour.enforceAuth) client = opts.clients[0];
    else {
      const message = UNAUTHORIZED_MESSAGES[bearer.reason];
      const answer = errorAnswer('unauthorized', 401, 'Unauthorized', [{ type: 'UNAUTHORIZED', message, source: 'Authorization' }], {
        headers: { 'www-authenticate': WWW_AUTHENTICATE[bearer.reason] },
      });
      // A refused write goes through the behaviour's refusedWrite part, which does nothing by default.
      const unauthorized = () => {
        const route = router.match(req.method ?? 'GET', url.pathname, req.headers, url.searchParams);
        const operation = route?.operation;
        if (!isWrite(operation)) return responder.error(res, answer);
        const caller = callerFor(opts.clients[0]);
        const id = route!.params.id;
        return refuse(ctx, res, answer, { operation, reason: 'unauthorized', id, record: lookup(ctx, caller, id), caller, body: lazyBody(ctx, req, operation) });
      };
      // A fault switch may answer before the credentials are looked at (the default never does).
      const early = answerBeforeAuthentication(req, url.pathname, url.searchParams);
      if (early instanceof Promise) return early.then((a) => (a ? responder.error(res, a) : unauthorized()));
      return early ? responder.error(res, early) : unauthorized();
    }

    const route = router.match(req.method ?? 'GET', url.pathname, req.headers, url.searchParams);
    if (!route) {
      const raw = behaviour.unroutedAnswer(req.method ?? 'GET', url.pathname, router.knowsPath(url.pathname, req.headers, url.searchParams));
      if (raw) {
        res.writeHead(raw.status, { 'content-length': Buffer.byteLength(raw.body), ...raw.headers });
        res.end(raw.body);
        return;
      }
      return responder.error(
        res,
        errorAnswer('no-route', 404, 'Not found', [{ type: 'NOT_FOUND', message: `No operation ${req.method} ${url.pathname}`, source: 'path' }]),
      );
    }

    const taken = throttle.take(client.clientId);
    if (!taken.ok) {
      const retryAfter = behaviour.retryAfter(taken.waitSeconds, opts.now(), opts.retryAfterFormat);
      const throttled = errorAnswer('throttled', 429, 'Too many requests', [{ type: 'TOO_MANY_REQUESTS', message: 'Request quota exhausted; retry later', source: 'client' }], {
        operation: route.operation,
        headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
      });
      if (behaviour.throttleAfterHandler && isWrite(route.operation)) {
        // The write is carried out, its answer written to nowhere, and the 429 goes out after it.
        const discarded = new ServerResponse(req);
        return Promise.resolve(HANDLERS[route.operation](ctx, req, discarded, callerFor(client), route)).then(() => responder.error(res, throttled));
      }
      return responder.error(res, throttled);
    }

    return HANDLERS[route.operation](ctx, req, res, callerFor(client), route);
  }

  function internalError(res: ServerResponse, err: unknown): void {
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    const message = err instanceof Error ? err.message : String(err);
    try {
      responder.error(res, errorAnswer('internal', 500, 'Internal server error', [{ type: 'INTERNAL_ERROR', message, source: 'server' }]));
    } catch {
      res.destroy();
    }
  }

  const server = createLimitedServer(withTransport(settled(handle, internalError), opts.transport));
  stores.set(server, store);
  return { server, store, clients: opts.clients, tokenPath: opts.tokenPath, behaviour };
}

/** B2, B4 and B5: the operations that change what the platform holds. */
function isWrite(operation: OperationNameB | undefined): operation is 'createAction' | 'updateAction' | 'deleteAction' {
  return operation === 'createAction' || operation === 'updateAction' || operation === 'deleteAction';
}

export function createPlatform(options: PlatformOptions = {}): Server {
  return buildPlatform(options).server;
}

// Started on loopback for `serve`, for runs without --target and for tests.
export interface StartedPlatform {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  port: number;
  /** Absolute address of the token endpoint. */
  tokenUrl: string;
  /** The OAuth clients the platform accepts (with the generated ones). */
  clients: ClientCredentials[];
  server: Server;
  store: PlatformStore;
  /** Stops listening and drops every connection, keep-alive ones included. */
  close(): Promise<void>;
}

export async function startPlatform(options: PlatformOptions & { port?: number; host?: string } = {}): Promise<StartedPlatform> {
  const { port: wanted, host = '127.0.0.1', ...rest } = options;
  const platform = buildPlatform(rest);
  const port = await listen(platform.server, wanted ?? 0, host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    port,
    tokenUrl: url + platform.tokenPath,
    clients: platform.clients,
    server: platform.server,
    store: platform.store,
    close: () =>
      new Promise<void>((resolve) => {
        platform.server.close(() => resolve());
        platform.server.closeAllConnections();
      }),
  };
}
