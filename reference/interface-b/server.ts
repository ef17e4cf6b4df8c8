// The reference platform of interface B: token endpoint, authentication, throttling, routing to the
// operation handlers, and a 500 with the error body for anything that throws.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { listen } from '../common/http.ts';
import { KeptAnswers } from '../common/kept-answers.ts';
import { createLimitedServer, settled } from '../common/limits.ts';
import { createAction, type ActionContext } from './actions.ts';
import { errorAnswer, Responder } from './answers.ts';
import { defaultListRules, type PlatformBehaviour } from './behaviour.ts';
import { HANDLERS, rules, type HandlerContext } from './handlers.ts';
import { toLossless } from './json.ts';
import type { Caller } from './model.ts';
import { checkBearer, handleTokenRequest, TokenIssuer, type ClientCredentials } from './oauth.ts';
import { resolveOptions, type PlatformOptions, type ResolvedOptions } from './options.ts';
import { Router } from './routes.ts';
import { TargetParser } from './target.ts';
import { ActionStore, type PlatformStore } from './store.ts';
import { Throttle } from './throttle.ts';
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
    let commentId = 1n;
    record.comments = (s.comments ?? []).map((c) => ({
      id: commentId++,
      comment: c.comment,
      created: record.createdTime,
      authorUserId: opts.directory.user(BigInt(c.authorUserId)).id,
      replies: (c.replies ?? []).map((r) => ({ id: commentId++, comment: r.comment, created: record.createdTime, authorUserId: opts.directory.user(BigInt(r.authorUserId)).id })),
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
  const throttle = new Throttle(opts.rateLimit, opts.now);
  const router = new Router(opts.operations);
  const targets = new TargetParser();
  const callerFor = callers(opts);

  // Not async: most operations answer at once, and a promise per request is a cost the answer need not
  // pay. What a handler throws or rejects with ends in the same place (see the server below).
  function handle(req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    const url = targets.parse(req.url ?? '/');
    if (url.pathname === opts.tokenPath) return handleTokenRequest(req, res, issuer);

    const bearer = checkBearer(req.headers.authorization, issuer);
    let client: ClientCredentials;
    if (bearer.ok) client = bearer.client;
    else if (!behaviour.enforceAuth) client = opts.clients[0];
    else {
      const message = UNAUTHORIZED_MESSAGES[bearer.reason];
      return responder.error(
        res,
        errorAnswer('unauthorized', 401, 'Unauthorized', [{ type: 'UNAUTHORIZED', message, source: 'Authorization' }], {
          headers: { 'www-authenticate': WWW_AUTHENTICATE[bearer.reason] },
        }),
      );
    }

    const route = router.match(req.method ?? 'GET', url.pathname, req.headers, url.searchParams);
    if (!route) {
      return responder.error(
        res,
        errorAnswer('no-route', 404, 'Not found', [{ type: 'NOT_FOUND', message: `No operation ${req.method} ${url.pathname}`, source: 'path' }]),
      );
    }

    const taken = throttle.take(client.clientId);
    if (!taken.ok) {
      const retryAfter = behaviour.retryAfter(taken.waitSeconds, opts.now(), opts.retryAfterFormat);
      return responder.error(
        res,
        errorAnswer('throttled', 429, 'Too many requests', [{ type: 'TOO_MANY_REQUESTS', message: 'Request quota exhausted; retry later', source: 'client' }], {
          operation: route.operation,
          headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
        }),
      );
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

  const server = createLimitedServer(settled(handle, internalError));
  stores.set(server, store);
  return { server, store, clients: opts.clients, tokenPath: opts.tokenPath, behaviour };
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
