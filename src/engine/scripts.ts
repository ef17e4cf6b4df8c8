// Where reproduction scripts go and how they get credentials: the grant the run used, with the client
// authentication it used (secret, signed assertion, TLS certificate) and the token endpoint it used; every
// secret from the environment, from the file the run read it from, or from the profile file when the run
// took it from there, never written into the script.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Secrets } from '../http/secrets.ts';
import type { RunConfig } from './config.ts';
import type { ScriptAuth, ScriptConnection } from './reproduce.ts';
import type { InterfaceId } from './types.ts';
import { usesSecret } from '../auth/methods.ts';
import { certificateThumbprints, checkClientKey } from '../auth/clientKey.ts';

/** Subdirectory of the output directory that holds `<check-id>.sh`. */
export const SCRIPT_DIR = 'reproduce';

export function scriptAuth(iface: InterfaceId, config: Pick<RunConfig, 'a' | 'b' | 'secretsInProfile'> & Partial<Pick<RunConfig, 'insecure'>>, secrets: Secrets): ScriptAuth {
  const held = config.secretsInProfile;
  const inProfile = (holds: boolean | undefined, path: string[]) => (held && holds ? { secretInProfile: { file: held.file, path } } : {});
  if (iface === 'a') return { kind: 'apiKey', header: config.a.apiKeyHeader, ...inProfile(held?.apiKey, ['a', 'apiKey']) };
  const oauth = config.b.oauth;
  if (config.b.bearerToken || !oauth) return { kind: 'bearer', ...inProfile(held?.bearerToken, ['b', 'bearerToken']) };
  // The run reads the issuer's metadata before any check and sets tokenUrl to the endpoint it used (the
  // mutual-TLS alias for the TLS methods): the script names that endpoint rather than discovering it again,
  // which would need the metadata's URL rules (RFC 8414 3.1 against OpenID Connect Discovery) redone in
  // shell and could pick another endpoint than the one the run's token came from. Only a configuration
  // whose endpoint was never resolved (no run took a token) leaves the script to a token of the caller's.
  if (!oauth.tokenUrl) return { kind: 'bearer' };
  const method = oauth.authMethod ?? 'client_secret_basic';
  // The client id and each extra parameter are written as they are only when they are not among the secrets.
  const plain = (value: string) => secrets.redact(value) === value;
  const clientId = plain(oauth.clientId) ? oauth.clientId : undefined;
  const params = Object.entries(oauth.params ?? {}).map(([name, value], i) =>
    plain(value) ? { name, value } : { name, variable: `CONFORMANCE_TOKEN_PARAM_${i + 1}` },
  );
  // The run presents its TLS identity to the token endpoint whatever the method (a gateway in front of it
  // may ask for one), so the script does too: the token request goes as the requests to the target go.
  const { insecure, ...tls } = scriptConnection('b', config) ?? {};
  let assertion: Extract<ScriptAuth, { kind: 'oauth' }>['assertion'];
  if (method === 'private_key_jwt' && oauth.privateKey) {
    // The same choice of algorithm and kid as the run's (the key's own when the profile names none).
    const { alg, kid } = checkClientKey(oauth.privateKey, oauth.algorithm, oauth.keyId);
    assertion = {
      alg,
      aud: oauth.assertionAudience ?? oauth.tokenUrl,
      ...(kid !== undefined ? { kid } : {}),
      ...(oauth.certificate ? { x5t: certificateThumbprints(oauth.certificate, oauth.privateKey) } : {}),
      ...(oauth.privateKey.path ? { keyFile: oauth.privateKey.path } : {}),
    };
  }
  return {
    kind: 'oauth',
    tokenUrl: oauth.tokenUrl,
    ...(oauth.issuer ? { issuer: oauth.issuer } : {}),
    ...(clientId ? { clientId } : {}),
    ...(oauth.scope ? { scope: oauth.scope } : {}),
    ...(params.length ? { params } : {}),
    authMethod: method,
    ...(assertion ? { assertion } : {}),
    ...(Object.keys(tls).length ? { tls } : {}),
    ...(insecure ? { insecure: true } : {}),
    ...(usesSecret(method) ? inProfile(held?.clientSecret, ['b', 'oauth', 'clientSecret']) : {}),
  };
}

/** The TLS files of the interface's target (absolute paths) and --insecure, for the script's curl lines. */
export function scriptConnection(iface: InterfaceId, config: Pick<RunConfig, 'a' | 'b'> & Partial<Pick<RunConfig, 'insecure'>>): ScriptConnection | undefined {
  const files = config[iface].tlsFiles;
  const c: ScriptConnection = { ...(files?.cert && files.key ? { cert: files.cert, key: files.key } : {}), ...(files?.ca ? { ca: files.ca } : {}), ...(config.insecure ? { insecure: true } : {}) };
  return Object.keys(c).length > 0 ? c : undefined;
}

/** Removes the scripts an earlier run left in `dir` and their bodies (`.sh`, `.body-<n>.json`: nothing else there is ours). */
export async function clearScripts(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  await Promise.all(names.filter((n) => n.endsWith('.sh') || /\.body-\d+\.json$/.test(n)).map((n) => rm(join(dir, n), { force: true })));
}
