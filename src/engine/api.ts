// The client a check talks through: it places an operation's parameters as the profile says (path, header,
// query), adds credentials, parses JSON (int64-safe) and keeps every exchange as evidence.
import { isUtf8 } from 'node:buffer';
import type { OperationName } from '../defaults.ts';
import type { AuthProvider } from '../auth/provider.ts';
import { placeParams, placeOf, type OperationSpec, type ParamPlace } from '../profile/operations.ts';
import { jsonBody, parseJson } from '../http/json.ts';
import { PLAIN_ANSWERS } from '../http/requestHeaders.ts';
import type { HttpClient, HttpResult } from '../http/client.ts';
import type { ClientTls } from '../http/dispatcher.ts';
import type { InterfaceId } from '../../requirements/types.ts';
import type { Exchange } from '../http/exchange.ts';
import { entryKey, type Ledger, type LedgerEntry, type Ownership } from './ledger.ts';
import { currentChain, newChain, type Chain } from './chain.ts';
import { keepLargeBody } from './largeBodies.ts';

export interface CallOptions {
  /** Parameters of the operation; `undefined` leaves a parameter out. */
  params?: Record<string, string | number | bigint | undefined>;
  /** A JSON body (serialized bigint-safe). */
  body?: unknown;
  /** A body sent exactly as given (malformed JSON, other media types). */
  rawBody?: string | Buffer;
  /** Content type of the body; default `application/json`. */
  contentType?: string;
  /** `valid` (default) sends the run's credentials, `none` none; an object sends that header instead. */
  auth?: 'valid' | 'none' | CredentialHeader;
  headers?: Record<string, string>;
  /** Client rules of part 7 (429 wait, 5xx backoff); default true. */
  retry?: boolean;
  /** Send the body with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
}

/** A credential header a check sends in place of the run's own (a wrong, malformed or near-miss credential). */
export interface CredentialHeader {
  header: string;
  value: string;
  /**
   * A credential made from the run's own (a near miss) is as secret as it: the shell expression curl lines
   * show in its place (rebuilding it from the variable that holds the real one), and the text that is
   * redacted wherever it shows up (an answer echoing it).
   */
  secret?: { env: string; text: string };
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** Parsed JSON (bigint for integers beyond 2^53), or undefined when the body is not JSON. */
  json: unknown;
  jsonError?: string;
  /** Set when the body's bytes are no UTF-8 (their text then holds U+FFFD where they broke): RFC 8259 8.1. */
  notUtf8?: true;
  exchange: Exchange;
  /** A 5xx was seen on this request, also on an attempt the client retried. */
  sawServerError: boolean;
}

export interface InterfaceTarget {
  iface: InterfaceId;
  baseUrl: string;
  operations: Record<string, OperationSpec>;
  auth: AuthProvider;
  /** Extra headers of the profile, sent on every request (names lower case); a check's own headers win. */
  headers?: Record<string, string>;
  /** Header (lower case) → shell expression for curl lines, for the extra headers whose values are secrets. */
  headerEnv?: Record<string, string>;
  /** TLS client identity and extra CAs of this interface. */
  tls?: ClientTls;
}

/** What a check records of the resources it creates and deletes itself. */
export interface CheckLedger {
  /** A resource the run created: cleanup deletes it at the end unless the check does. */
  add(entry: LedgerEntry): void;
  /** A resource the check deleted itself. */
  forget(iface: InterfaceId, kind: string, id: string): void;
  /** Whether any check of the run created this resource (also when it was deleted since). */
  createdByRun(iface: InterfaceId, kind: string, id: string): boolean;
  /** A read-back of the resource carried its mark (LedgerEntry.mark): writes to it and its deletion may go. */
  prove(iface: InterfaceId, kind: string, id: string): void;
  /** A read-back did not: the id a create answered is someone else's record, never to be written to. */
  disown(iface: InterfaceId, kind: string, id: string, reason: string): void;
  /** What the run has shown of the resource; undefined when the run never recorded it. */
  ownership(iface: InterfaceId, kind: string, id: string): Ownership | undefined;
  /**
   * With --keep-failed: a check leaves what it no longer needs to the cleanup at the end of the run instead
   * of deleting it, so that the resources of a failure can be kept.
   */
  readonly deferCleanup: boolean;
}

export class ApiClient {
  /** The check's whole chain: every exchange, in order, and what it created and deleted. */
  readonly whole: Chain = newChain(this);
  /** Every exchange of the check, in order. */
  readonly exchanges: Exchange[] = this.whole.exchanges;
  readonly ledger: CheckLedger;
  requests = 0;
  retries = 0;
  /** Operations this client called and got an answer from (writes and reads): what a check's verdict stands on. */
  readonly used = new Set<OperationName>();
  /** Who sends through this client (a check id, `probe`, `cleanup`), for the HTTP client's exchange listener. */
  private readonly label?: string;

  constructor(
    readonly target: InterfaceTarget,
    private readonly http: Pick<HttpClient, 'send' | 'countSentElsewhere'> & Partial<Pick<HttpClient, 'secrets'>>,
    ledger: Ledger,
    private readonly signal: AbortSignal,
    options: { deferCleanup?: boolean; label?: string } = {},
  ) {
    this.label = options.label;
    const chains = () => [this.whole, currentChain(this)].filter((c): c is Chain => c !== undefined);
    this.ledger = {
      deferCleanup: Boolean(options.deferCleanup),
      add: (entry) => {
        ledger.add(entry);
        for (const c of chains()) c.created.push({ entry, after: c.exchanges.length - 1 });
      },
      forget: (iface, kind, id) => {
        ledger.forget(iface, kind, id);
        for (const c of chains()) c.removed.add(entryKey({ interface: iface, kind, id }));
      },
      createdByRun: (iface, kind, id) => ledger.createdByRun(iface, kind, id),
      prove: (iface, kind, id) => ledger.prove(iface, kind, id),
      disown: (iface, kind, id, reason) => ledger.disown(iface, kind, id, reason),
      ownership: (iface, kind, id) => ledger.ownership(iface, kind, id),
    };
  }

  get iface(): InterfaceId {
    return this.target.iface;
  }

  operation(name: OperationName): OperationSpec {
    const op = this.target.operations[name];
    if (!op) throw new Error(`operation ${name} is not configured for interface ${this.target.iface}`);
    return op;
  }

  /** Where the operation carries a parameter (checks of a missing parameter depend on it). */
  placeOf(name: OperationName, param: string): ParamPlace {
    return placeOf(this.operation(name), param);
  }

  /** Requests another client sent for this check (the load phase's burst): they count in the check and the run. */
  countSentElsewhere(requests: number): void {
    this.requests += requests;
    this.http.countSentElsewhere(requests);
  }

  /** The last exchange, for evidence. */
  get last(): Exchange | undefined {
    return this.exchanges[this.exchanges.length - 1];
  }

  async call(name: OperationName, options: CallOptions = {}): Promise<ApiResponse> {
    const op = this.operation(name);
    const params: Record<string, string | number | undefined> = {};
    for (const [k, v] of Object.entries(options.params ?? {})) params[k] = typeof v === 'bigint' ? v.toString() : v;
    const placed = placeParams(op, params);
    const res = await this.send(placed.method, placed.pathAndQuery, { ...options, headers: { ...placed.headers, ...options.headers } });
    this.used.add(name);
    return res;
  }

  /** A request outside the configured operations (e.g. an unknown path). */
  async send(method: string, pathAndQuery: string, options: CallOptions = {}): Promise<ApiResponse> {
    const url = joinUrl(this.target.baseUrl, pathAndQuery);
    const body = options.rawBody !== undefined ? options.rawBody : options.body !== undefined ? jsonBody(options.body) : undefined;
    const headers: Record<string, string> = { ...PLAIN_ANSWERS, ...withoutNames(this.target.headers, options.headers), ...(options.headers ?? {}) };
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const auth = options.auth ?? 'valid';
    const { auth: provider } = this.target;
    if (auth === 'valid') Object.assign(headers, await provider.headers(this.signal));
    else if (auth !== 'none') {
      headers[auth.header] = auth.value;
      if (auth.secret) this.http.secrets?.add(auth.secret.text);
    }
    const secretEnv = typeof auth === 'object' && auth.secret ? { [auth.header.toLowerCase()]: auth.secret.env } : undefined;

    const chunked = options.chunked ? { chunked: true } : {};
    let result = await this.sendCounted({ method, url, headers, body, retry: options.retry, ...chunked }, auth === 'valid', secretEnv);
    if (result.status === 401 && auth === 'valid' && provider.refresh) {
      // A token may expire or be revoked mid-run: fetch a new one once and resend with it.
      if (await provider.refresh(this.signal, headers)) {
        Object.assign(headers, await provider.headers(this.signal));
        result = await this.sendCounted({ method, url, headers, body, retry: options.retry, ...chunked }, true);
      }
    }
    return toApiResponse(result);
  }

  private record(exchange: Exchange): void {
    this.exchanges.push(exchange);
    currentChain(this)?.exchanges.push(exchange);
  }

  private async sendCounted(
    req: { method: string; url: string; headers: Record<string, string>; body?: string | Buffer; retry?: boolean; chunked?: boolean },
    withCredentials: boolean,
    secretEnv?: Record<string, string>,
  ): Promise<HttpResult> {
    try {
      const { auth } = this.target;
      const result = await this.http.send({
        ...req,
        ...(withCredentials ? { freshHeaders: () => auth.headers(this.signal) } : {}),
        envHeaders: withCredentials ? { ...this.target.headerEnv, ...this.target.auth.envHeaders } : { ...this.target.headerEnv, ...secretEnv },
        signal: this.signal,
        tls: this.target.tls,
        label: this.label,
      });
      if (!result.fromMemo) {
        this.requests += 1 + (result.exchange.retries?.length ?? 0);
        this.retries += result.exchange.retries?.length ?? 0;
      }
      keepLargeBody(result.exchange, req.body);
      this.record(result.exchange);
      return result;
    } catch (err) {
      const exchange = (err as { exchange?: Exchange }).exchange;
      if (exchange) {
        this.requests += 1 + (exchange.retries?.length ?? 0);
        this.record(exchange);
      }
      throw err;
    }
  }
}

function toApiResponse(result: HttpResult): ApiResponse {
  const text = result.body.toString('utf8');
  let json: unknown;
  let jsonError: string | undefined;
  if (text.length === 0) jsonError = 'empty body';
  else {
    try {
      json = parseJson(text);
    } catch (err) {
      jsonError = err instanceof Error ? err.message : String(err);
    }
  }
  const sawServerError = result.status >= 500 || (result.exchange.retries ?? []).some((r) => (r.status ?? 0) >= 500);
  const res: ApiResponse = { status: result.status, headers: result.headers, text, json, jsonError, exchange: result.exchange, sawServerError };
  // Only a text that holds U+FFFD can have come from bytes that are no UTF-8: the scan runs on those alone.
  if (text.includes('\uFFFD') && !isUtf8(result.body)) res.notUtf8 = true;
  return res;
}

/** The extra headers but those a check sets itself (under any case of their names). */
function withoutNames(extra: Record<string, string> | undefined, own: Record<string, string> | undefined): Record<string, string> {
  if (!extra) return {};
  const taken = new Set(Object.keys(own ?? {}).map((k) => k.toLowerCase()));
  return Object.fromEntries(Object.entries(extra).filter(([k]) => !taken.has(k)));
}

/** Joins a base URL that may carry a path (`http://h/api`) with an operation path (`/documents`). */
export function joinUrl(base: string, pathAndQuery: string): string {
  // An absolute address (a token endpoint elsewhere) is used as it is.
  if (/^https?:\/\//i.test(pathAndQuery)) return pathAndQuery;
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${b}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`;
}
