// Which proxy, if any, a request to a URL goes through: HTTPS_PROXY/HTTP_PROXY/NO_PROXY (and their lower-case
// forms) read by the same rules as undici's EnvHttpProxyAgent, which carries the requests. The rules are
// repeated here for the parts of the tool that do not go through undici (the reachability probe, the
// throttling burst) and for messages that name the proxy.

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** The proxy URL for `target` under `env`, or undefined when the request goes straight to the target. */
export function proxyFor(target: string | URL, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = typeof target === 'string' ? new URL(target) : target;
  const http = env.http_proxy ?? env.HTTP_PROXY;
  const proxy = url.protocol === 'https:' ? (env.https_proxy ?? env.HTTPS_PROXY ?? http) : http;
  if (!proxy) return undefined;
  // As undici: the host keeps an IPv6 address's brackets.
  const hostname = url.host.replace(/:\d*$/, '').toLowerCase();
  const port = Number.parseInt(url.port, 10) || DEFAULT_PORTS[url.protocol] || 0;
  return bypassed(hostname, port, env.no_proxy ?? env.NO_PROXY ?? '') ? undefined : proxy;
}

function bypassed(hostname: string, port: number, noProxy: string): boolean {
  if (noProxy === '*') return true;
  for (const entry of noProxy.split(/[,\s]/)) {
    if (!entry) continue;
    const parsed = /^(.+):(\d+)$/.exec(entry);
    const host = (parsed ? parsed[1]! : entry).replace(/^\*?\./, '').toLowerCase();
    const entryPort = parsed ? Number.parseInt(parsed[2]!, 10) : 0;
    if (entryPort && entryPort !== port) continue;
    if (hostname === host || hostname.endsWith(`.${host}`)) return true;
  }
  return false;
}

/** A proxy URL fit for messages: its credentials, if any, left out. */
export function describeProxy(proxy: string): string {
  try {
    const u = new URL(proxy);
    u.username = '';
    u.password = '';
    return u.toString().replace(/\/$/, '');
  } catch {
    return '(an unparsable proxy URL)';
  }
}
