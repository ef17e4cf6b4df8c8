// The embedded document holder (interface A): an in-memory reference implementation that routes by the
// same operations a profile describes, so the suite can be run against it under any profile.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { DEFAULT_API_KEY_HEADER, DEFAULT_MATERIAL_LINK, DEFAULT_OPERATIONS_A } from '../../src/defaults.ts';
import type { OperationNameA } from '../../src/defaults.ts';
import { matchOperation, parseOperation } from '../../src/profile/operations.ts';
import type { OperationInput, OperationSpec } from '../../src/profile/operations.ts';
import { listen } from '../common/http.ts';
import { KeptAnswers } from '../common/kept-answers.ts';
import { createLimitedServer, settled } from '../common/limits.ts';
import { withTransport, type TransportOptions } from '../common/transport.ts';
import { defaultDocumentHolderBehaviour, defaultQueryRules } from './behaviour.ts';
import type { DocumentHolderBehaviour } from './behaviour.ts';
import { createDocument, lazyDocumentBody, queryDocuments, refuseWrite, replaceDocument } from './handlers.ts';
import type { HandlerContext } from './handlers.ts';
import { fail } from './respond.ts';
import { DocumentStore } from './store.ts';
import type { MaterialLink } from './store.ts';

/** Largest request body accepted before answering 413. */
export const DEFAULT_MAX_BODY_BYTES_A = 50 * 1024 * 1024;

export interface DocumentHolderOptions {
  /** The key every request must present. Omitted: a random one, which `startDocumentHolder` reports. */
  apiKey?: string;
  /** Header carrying the key; default `X-API-KEY`. */
  apiKeyHeader?: string;
  operations?: Partial<Record<OperationNameA, OperationInput>>;
  materialLink?: Partial<MaterialLink>;
  maxBodyBytes?: number;
  /** Rules to break, for mutants; everything else keeps the default behaviour. */
  mutation?: Partial<DocumentHolderBehaviour>;
  /** Compression of answers and keep-alive; default neither compressed nor closed. */
  transport?: TransportOptions;
}

type Handler = (ctx: HandlerContext) => void | Promise<void>;

const HANDLERS: Record<OperationNameA, Handler> = {
  createDocument,
  replaceDocument,
  queryDocuments,
};

interface Route {
  name: OperationNameA;
  op: OperationSpec;
}

export function randomApiKey(): string {
  return randomBytes(24).toString('base64url');
}

export function createDocumentHolder(options: DocumentHolderOptions = {}): Server {
  const apiKey = options.apiKey ?? randomApiKey();
  if (apiKey === '') throw new Error('apiKey must not be empty');
  const apiKeyHeader = options.apiKeyHeader ?? DEFAULT_API_KEY_HEADER;
  const b: DocumentHolderBehaviour = { ...defaultDocumentHolderBehaviour(), ...options.mutation };
  const materialLink: MaterialLink = { ...DEFAULT_MATERIAL_LINK, ...options.materialLink };
  const maxBodyBytes = b.bodyLimit(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES_A);
  const routes: Route[] = (Object.keys(DEFAULT_OPERATIONS_A) as OperationNameA[]).map((name) => ({
    name,
    op: parseOperation(options.operations?.[name] ?? DEFAULT_OPERATIONS_A[name]),
  }));
  const store = new DocumentStore(materialLink);
  // A3 answers kept until a document is stored or replaced, while the rules that shape them are the defaults.
  const answers = new KeptAnswers(() => b.answersVersion(store), defaultQueryRules(b));

  // Not async: most operations answer at once, and a promise per request is a cost the answer need not
  // pay. What a handler throws or rejects with ends in the same place (see the server below).
  function handle(req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    // Split by hand: `new URL` would read a request target such as `//host/x` as a host.
    const target = req.url ?? '/';
    const q = target.indexOf('?');
    const pathname = q < 0 ? target : target.slice(0, q);
    const query = new URLSearchParams(q < 0 ? '' : target.slice(q + 1));
    let matched: { route: Route; params: Record<string, string | undefined> } | undefined;
    try {
      for (const route of routes) {
        const params = matchOperation(route.op, req.method ?? 'GET', pathname, req.headers, query);
        if (params) {
          matched = { route, params };
          break;
        }
      }
    } catch (err) {
      if (!(err instanceof URIError)) throw err;
      fail(res, b, 400, 'request path is not valid', [{ type: 'INVALID_VALUE', message: 'malformed percent-encoding', source: 'path' }]);
      return;
    }
    if (!matched) {
      const knownPath = routes.some(({ op }) => {
        try {
          return matchOperation(op, op.method, pathname, req.headers, query) !== null;
        } catch {
          return false;
        }
      });
      const raw = b.unroutedAnswer(req.method ?? 'GET', pathname, knownPath);
      if (raw) {
        res.writeHead(raw.status, { 'content-length': String(Buffer.byteLength(raw.body)), ...raw.headers });
        res.end(raw.body);
        return;
      }
      fail(res, b, 404, `no operation at ${req.method} ${pathname}`, [{ type: 'NOT_FOUND', message: 'unknown route', source: 'path' }]);
      return;
    }
    const header = b.apiKeyHeader(apiKeyHeader);
    const presented = b.readApiKey(req, header);
    const ctx: HandlerContext = { req, res, params: matched.params, b, store, maxBodyBytes, answers };
    if (!b.authenticate(presented, apiKey, req.socket)) {
      const early = b.beforeAuthentication({
        operation: matched.route.name,
        params: matched.params,
        documentsOfMaterial: (materialId) => store.countOfMaterial(materialId),
      });
      if (early) return fail(res, b, early.status, early.message, early.errors);
      const refusal = { status: 401, message: 'not authenticated', errors: [b.unauthorizedError(header, presented)] };
      const name = matched.route.name;
      // A refused write goes through the behaviour's refusedWrite part, which does nothing by default.
      if (name === 'queryDocuments') return fail(res, b, refusal.status, refusal.message, refusal.errors);
      return refuseWrite(ctx, name, { ...refusal, reason: 'unauthorized' }, lazyDocumentBody(ctx));
    }
    return HANDLERS[matched.route.name](ctx);
  }

  function internalError(res: ServerResponse, err: unknown): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message = err instanceof Error ? err.message : String(err);
    fail(res, b, 500, 'internal server error', [{ type: 'INTERNAL_ERROR', message, source: 'server' }]);
  }

  return createLimitedServer(withTransport(settled(handle, internalError), options.transport));
}

export interface StartedDocumentHolder {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  port: number;
  apiKey: string;
  apiKeyHeader: string;
  server: Server;
  /** Stops listening and drops open keep-alive connections. */
  close(): Promise<void>;
}

export async function startDocumentHolder(
  options: DocumentHolderOptions & { port?: number; host?: string } = {},
): Promise<StartedDocumentHolder> {
  const apiKey = options.apiKey ?? randomApiKey();
  const apiKeyHeader = options.apiKeyHeader ?? DEFAULT_API_KEY_HEADER;
  const server = createDocumentHolder({ ...options, apiKey, apiKeyHeader });
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port ?? 0, host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const close = (): Promise<void> =>
    new Promise((resolve) => {
      // An already closed server reports an error here; closing twice is not a failure.
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, port, apiKey, apiKeyHeader, server, close };
}
