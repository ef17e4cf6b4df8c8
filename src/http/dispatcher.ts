// The undici dispatcher behind every request of the tool: proxies from the environment (EnvHttpProxyAgent:
// HTTPS_PROXY, HTTP_PROXY, NO_PROXY and their lower-case forms), the time bounds, and the TLS settings of
// the target (`--insecure`, a client certificate for mutual TLS, extra trusted CAs).
import { rootCertificates } from 'node:tls';
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici';

/** PEM contents of a TLS client identity and of the CAs to trust, as read from the files given. */
export interface ClientTls {
  cert?: string;
  key?: string;
  ca?: string;
}

export interface DispatcherOptions {
  timeoutMs: number;
  connections?: number;
  keepAliveTimeout?: number;
  insecure?: boolean;
  tls?: ClientTls;
  /** Honour the proxy environment; false for the embedded reference, which lives in this process. */
  proxy?: boolean;
}

export function makeDispatcher(options: DispatcherOptions): Dispatcher {
  const { timeoutMs, tls } = options;
  const targetTls = {
    timeout: timeoutMs,
    rejectUnauthorized: !options.insecure,
    ...(tls?.cert ? { cert: tls.cert } : {}),
    ...(tls?.key ? { key: tls.key } : {}),
    // Extra CAs are trusted besides the system's, not instead of them.
    ...(tls?.ca ? { ca: [...rootCertificates, tls.ca] } : {}),
  };
  const common = {
    ...(options.connections !== undefined ? { connections: options.connections } : {}),
    ...(options.keepAliveTimeout !== undefined ? { keepAliveTimeout: options.keepAliveTimeout } : {}),
    // The caller's deadline bounds the whole exchange; these bound each phase on their own.
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: targetTls,
  };
  // Without a proxy in the environment the proxy agent would send everything straight anyway, after
  // parsing each request's origin and matching it against NO_PROXY: a plain agent skips that per request.
  if (options.proxy === false || !proxyInEnvironment()) return new Agent(common);
  // Through a proxy, `connect` reaches the proxy and `requestTls` the target inside the tunnel.
  return new EnvHttpProxyAgent({ ...common, requestTls: targetTls, proxyTls: { timeout: timeoutMs } });
}

/** The variables the proxy agent reads (when it is made) to choose a proxy. */
function proxyInEnvironment(): boolean {
  const env = process.env;
  return Boolean(env.http_proxy || env.HTTP_PROXY || env.https_proxy || env.HTTPS_PROXY);
}
