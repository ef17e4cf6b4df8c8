// What an interface's requests carry besides their credentials: the profile's extra headers (secrets unless
// very short), the TLS client identity, and whether the proxy environment applies (not to the embedded
// reference, which lives in this process).
import { headerEnvName } from '../profile/headers.ts';
import { MIN_SECRET_LENGTH, type Secrets } from '../http/secrets.ts';
import { proxyFor } from '../http/proxy.ts';
import type { ClientTls } from '../http/dispatcher.ts';
import type { RunConfig } from './config.ts';
import type { InterfaceId } from './types.ts';

export interface InterfaceNetwork {
  headers: Record<string, string>;
  headerEnv: Record<string, string>;
  tls?: ClientTls;
}

/** Registers every extra header value long enough to be a secret, and a proxy's password. */
export function registerNetworkSecrets(config: Pick<RunConfig, 'a' | 'b' | 'interfaces'>, secrets: Secrets, env: NodeJS.ProcessEnv = process.env): void {
  for (const iface of config.interfaces) {
    for (const [name, value] of Object.entries(config[iface].headers ?? {})) {
      if (value.length < MIN_SECRET_LENGTH) continue;
      secrets.add(value);
      secrets.addHeaderName(name);
    }
  }
  for (const v of [env.https_proxy, env.HTTPS_PROXY, env.http_proxy, env.HTTP_PROXY]) {
    try {
      const password = v ? decodeURIComponent(new URL(v).password) : '';
      if (password) secrets.add(password);
    } catch {
      // not a URL: undici refuses it when it is used
    }
  }
}

export function interfaceNetwork(config: Pick<RunConfig, 'a' | 'b'>, iface: InterfaceId): InterfaceNetwork {
  const { headers = {}, tls } = config[iface];
  const headerEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value.length >= MIN_SECRET_LENGTH) headerEnv[name] = `$${headerEnvName(name)}`;
  return { headers, headerEnv, tls };
}

/**
 * The token request of interface B carries its extra headers only when the token endpoint shares the target's
 * origin (one gateway in front of both); a separate authorization server is not sent a gateway's secrets.
 */
export function tokenRequestHeaders(config: Pick<RunConfig, 'b'>): Record<string, string> | undefined {
  const { oauth, target, headers = {} } = config.b;
  if (!oauth || !target || Object.keys(headers).length === 0) return undefined;
  return new URL(oauth.tokenUrl ?? oauth.issuer!).origin === new URL(target).origin ? headers : undefined;
}

/** The proxy a target's requests go through, or undefined (always for the embedded reference). */
export function proxyOf(config: Pick<RunConfig, 'embedded'>, target: string): string | undefined {
  return config.embedded ? undefined : proxyFor(target);
}
