// Before any check: can the run be made at all? A refused connection, an unknown host, a refused certificate
// or an output directory that cannot be written means it cannot (exit 2, one line). Then a setup probe, a
// few requests per interface that change nothing: credentials refused on every operation, or no operation
// found where the profile puts them, is a setup mistake (exit 2, one line), not a list of failed checks.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import tls from 'node:tls';
import { UsageError } from '../errors.ts';
import type { ApiClient, ApiResponse } from './api.ts';
import type { Exchange, InterfaceId } from './types.ts';
import { describeProxy } from '../http/proxy.ts';
import type { ClientTls } from '../http/dispatcher.ts';

export interface ReachOptions {
  /** The proxy the target's requests go through: then the proxy is what must be reachable. */
  proxy?: string;
  tls?: ClientTls;
}

/** How long a TLS target has to answer the probe request before the run goes on without its verdict. */
const TLS_PROBE_MS = 5_000;

/** Reporters that write files to the output directory. */
const FILE_REPORTERS = new Set(['json', 'junit', 'html']);

export async function assertReachable(base: string, timeoutMs: number, insecure: boolean, reach: ReachOptions = {}): Promise<void> {
  if (reach.proxy) return assertProxyReachable(base, reach.proxy, timeoutMs);
  const url = new URL(base);
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (err?: UsageError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    const identity = reach.tls?.cert ? { cert: reach.tls.cert, key: reach.tls.key } : {};
    const ca = reach.tls?.ca ? { ca: [...tls.rootCertificates, reach.tls.ca] } : {};
    const socket = secure
      ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, rejectUnauthorized: !insecure, ALPNProtocols: ['http/1.1'], ...identity, ...ca })
      : net.connect({ host, port });
    let handshaken = false;
    const droppedAfterHandshake = () =>
      new UsageError(`target ${base} closed the TLS connection unanswered right after the handshake, as a server does that refuses the client certificate: check --cert/--key and that the target trusts the CA that signed it`);
    // The socket stays listened to after the verdict: a late error must not become an uncaught exception.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      const problem = secure ? clientCertProblem(err, Boolean(reach.tls?.cert)) : undefined;
      if (problem) return settle(new UsageError(`target ${base} refused the TLS connection: ${problem}`));
      if (handshaken && reach.tls?.cert && err.code === 'ECONNRESET') return settle(droppedAfterHandshake());
      // After the handshake only a refused client certificate is a setup mistake; anything else is the checks' to judge.
      settle(handshaken ? undefined : new UsageError(`target ${base} cannot be reached: ${why(err)}`));
    });
    let timer = setTimeout(() => settle(new UsageError(`target ${base} cannot be reached: no connection within ${timeoutMs} ms`)), timeoutMs);
    if (!secure) {
      socket.once('connect', () => settle());
      return;
    }
    socket.once('secureConnect', () => {
      // Under TLS 1.3 a server that wants a client certificate says so only after the handshake: one HEAD
      // request makes it speak (its answer or its refusal) instead of leaving the refusal to every check.
      handshaken = true;
      clearTimeout(timer);
      timer = setTimeout(() => settle(), Math.min(timeoutMs, TLS_PROBE_MS));
      socket.once('data', () => settle());
      // Servers that check the client certificate after the handshake (Node's among them) just hang up on one they refuse.
      socket.once('close', () => settle(reach.tls?.cert ? droppedAfterHandshake() : undefined));
      socket.write(`HEAD ${url.pathname || '/'} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
    });
  });
}

/** The proxy answers on its port; whether it lets the run through shows in the first request. */
async function assertProxyReachable(base: string, proxy: string, timeoutMs: number): Promise<void> {
  const shown = describeProxy(proxy);
  let url: URL;
  try {
    url = new URL(proxy);
  } catch {
    throw new UsageError(`proxy ${shown} (from HTTPS_PROXY/HTTP_PROXY) is not a URL: fix the variable, or list ${new URL(base).hostname} in NO_PROXY`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host, port });
    const settle = (err?: UsageError) => {
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    socket.on('error', (err: NodeJS.ErrnoException) => settle(new UsageError(`proxy ${shown} for ${base} cannot be reached: ${why(err)} (from HTTPS_PROXY/HTTP_PROXY; NO_PROXY lists hosts that bypass it)`)));
    const timer = setTimeout(() => settle(new UsageError(`proxy ${shown} for ${base} cannot be reached: no connection within ${timeoutMs} ms`)), timeoutMs);
    socket.once('connect', () => settle());
  });
}

function clientCertProblem(err: NodeJS.ErrnoException, gaveCert: boolean): string | undefined {
  // Alerts the server sends about the client's certificate (or its absence), e.g. ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED.
  const alert = /ALERT_(CERTIFICATE_REQUIRED|HANDSHAKE_FAILURE|BAD_CERTIFICATE|CERTIFICATE_UNKNOWN|UNKNOWN_CA|ACCESS_DENIED)/i.test(`${err.code ?? ''} ${err.message}`);
  if (!alert) return undefined;
  if (!gaveCert) return `it asks for a TLS client certificate (mutual TLS; ${err.code ?? err.message}): give --cert and --key (or a.tls / b.tls in the profile)`;
  return `it refused the TLS client certificate (${err.code ?? err.message}): check --cert/--key and that the target trusts the CA that signed it`;
}

function why(err: NodeJS.ErrnoException): string {
  const text = `${err.code ?? ''} ${err.message}`;
  if (err.code === 'ECONNREFUSED') return 'connection refused';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'unknown host';
  if (err.code === 'ECONNRESET') return 'the connection was reset before it was set up';
  if (/certificate|self.signed|CERT|UNABLE_TO_VERIFY/i.test(text)) return `its TLS certificate is not trusted (${err.code ?? err.message}); pass --insecure to accept it`;
  if (/wrong version number|packet length too long|SSL routines/i.test(text)) return `it does not speak TLS on that port (${err.code ?? err.message}); is it http:// rather than https://?`;
  return text.trim();
}

/**
 * The output directory can be created and written, checked before the run rather than found out after it,
 * when the reports of a whole run would be lost.
 */
export function assertWritableOutput(dir: string, reporters: readonly string[]): void {
  const writesFiles = reporters.flatMap((r) => r.split(',')).some((r) => FILE_REPORTERS.has(r.trim().toLowerCase()));
  if (!writesFiles) return;
  const probe = join(dir, `.conformance-write-test-${process.pid}`);
  try {
    makeDirs(resolve(dir));
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new UsageError(`--output-dir ${dir} cannot be written (${e.code ?? e.message})`);
  }
}

/**
 * mkdir -p one level at a time. Node's own recursive mkdir never returns for some paths (one under /proc,
 * for instance), and the reporters would call it on the same path at the end of the run.
 */
function makeDirs(dir: string): void {
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    return;
  }
  const parent = dirname(dir);
  if (parent !== dir) makeDirs(parent);
  mkdirSync(dir);
}

/**
 * A request of the setup probe: one per operation that can be sent without changing anything that is not
 * the run's own (a body that cannot be parsed, an id nothing has, a read). Defined by each suite.
 */
export interface SetupProbe {
  operation: string;
  /** Sends the request; whatever a lenient target creates from it must be recorded in `api.ledger`. */
  send(api: ApiClient, marker: string): Promise<ApiResponse>;
}

/** What one probe request saw. */
export interface ProbeAnswer {
  operation: string;
  method: string;
  url: string;
  status?: number;
  contentType?: string;
  /** The body is an HTML page (not JSON under a wrong label). */
  html?: boolean;
  /** Transport failure instead of an answer. */
  error?: string;
  /** A status line came back, even when the rest of the answer then failed. */
  answered?: boolean;
}

/** How the probe's requests carried credentials, for the line that says what to fix. */
export interface CredentialsText {
  /** e.g. "the key in X-API-KEY" */
  what: string;
  /** e.g. "check CONFORMANCE_API_KEY / --api-key-header" */
  fix: string;
}

/** Sends every probe of an interface at once (the probe costs one request timeout at most). */
export async function runSetupProbe(api: ApiClient, probes: readonly SetupProbe[]): Promise<ProbeAnswer[]> {
  const marker = `cf-probe-${randomBytes(5).toString('hex')}`;
  return Promise.all(
    probes.map(async (probe): Promise<ProbeAnswer> => {
      try {
        const res = await probe.send(api, marker);
        const { request } = res.exchange;
        const contentType = res.headers['content-type'];
        return { operation: probe.operation, method: request.method, url: request.url, status: res.status, contentType, html: looksLikeHtml(contentType, res.text) };
      } catch (err) {
        const exchange = (err as { exchange?: Exchange }).exchange;
        return {
          operation: probe.operation,
          method: exchange?.request.method ?? '?',
          url: exchange?.request.url ?? '?',
          error: exchange?.error ?? (err as Error).message ?? String(err),
          answered: exchange?.response !== undefined,
        };
      }
    }),
  );
}

/** HTML rather than an API answer: a page by its content type whose body is not JSON, or a body that is markup. */
function looksLikeHtml(contentType: string | undefined, text: string): boolean {
  const start = text.trimStart().slice(0, 256).toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html')) return true;
  if (!/^\s*text\/html/i.test(contentType ?? '')) return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

/**
 * The setup mistake the probe shows, as the one line of exit 2, or undefined when the setup looks usable.
 * Only a uniform picture is a setup mistake: no operation got an answer at all (the target hangs, or drops
 * every connection), every operation refused the credentials, or none of them exists there. A target that
 * answers some operations is judged by the checks, which report what went wrong with its evidence; one that
 * stops answering later ends the run as unresponsive.
 */
export function judgeSetupProbe(iface: InterfaceId, answers: readonly ProbeAnswer[], credentials: CredentialsText, requestTimeoutMs?: number): string | undefined {
  if (answers.length === 0) return undefined;
  const name = `interface ${iface.toUpperCase()}`;
  const side = iface;
  if (answers.every((a) => a.status === undefined && !a.answered)) {
    const first = answers[0];
    const hangs = answers.some((a) => /within \d+ ms|timed? ?out/i.test(a.error ?? ''));
    const check = `check that --target (or ${side}.target) is the API and that it is up`;
    const wait = requestTimeoutMs !== undefined ? `${requestTimeoutMs} ms` : 'the request timeout';
    if (hangs) return `${name}: no answer within ${wait} to any request of the setup probe (e.g. ${first.operation}: ${first.method} ${first.url}): the target accepts connections but does not answer; ${check}, or raise --request-timeout`;
    return `${name}: no answer to any request of the setup probe (e.g. ${first.operation}: ${first.method} ${first.url}: ${first.error ?? 'no answer'}): the target closes connections without answering; ${check}`;
  }
  if (answers.some((a) => a.status === undefined)) return undefined;
  const example = (a: ProbeAnswer) => `${a.method} ${a.url} -> ${a.status}${a.contentType ? ` ${a.contentType.split(';')[0]}` : ''}`;
  if (answers.every((a) => a.status === 401 || a.status === 403)) {
    const statuses = [...new Set(answers.map((a) => a.status))].sort().join('/');
    return `${name}: every operation answered ${statuses} to ${credentials.what}: ${credentials.fix}`;
  }
  if (answers.every((a) => a.html)) {
    return `${name}: every operation answered an HTML page, not the API (e.g. ${example(answers[0])}): --target (or ${side}.target) must be the base URL of the API, not of a web page`;
  }
  if (answers.every((a) => a.status === 404 || a.html)) {
    return `${name}: every operation answered 404${answers.some((a) => a.html) ? ' or an HTML page' : ''} (e.g. ${example(answers[0])}): check the base path of --target (or ${side}.target) and the paths of ${side}.operations in the profile`;
  }
  return undefined;
}
