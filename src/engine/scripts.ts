// Where reproduction scripts go and how they get credentials: the grant or key the run used, every secret
// from the environment, or from the profile file when the run took it from there.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Secrets } from '../http/secrets.ts';
import type { RunConfig } from './config.ts';
import type { ScriptAuth } from './reproduce.ts';
import type { InterfaceId } from './types.ts';

/** Subdirectory of the output directory that holds `<check-id>.sh`. */
export const SCRIPT_DIR = 'reproduce';

export function scriptAuth(iface: InterfaceId, config: Pick<RunConfig, 'a' | 'b' | 'secretsInProfile'>, secrets: Secrets): ScriptAuth {
  const held = config.secretsInProfile;
  const inProfile = (holds: boolean | undefined, path: string[]) => (held && holds ? { secretInProfile: { file: held.file, path } } : {});
  if (iface === 'a') return { kind: 'apiKey', header: config.a.apiKeyHeader, ...inProfile(held?.apiKey, ['a', 'apiKey']) };
  const oauth = config.b.oauth;
  if (config.b.bearerToken || !oauth) return { kind: 'bearer', ...inProfile(held?.bearerToken, ['b', 'bearerToken']) };
  // A signed assertion or a client certificate cannot be remade by a curl line: the script takes a token.
  const method = oauth.authMethod;
  if (!oauth.tokenUrl || (method !== undefined && method !== 'client_secret_basic' && method !== 'client_secret_post')) return { kind: 'bearer' };
  // The client id is written as the default only when it is not itself among the secrets.
  const clientId = secrets.redact(oauth.clientId) === oauth.clientId ? oauth.clientId : undefined;
  return {
    kind: 'oauth',
    tokenUrl: oauth.tokenUrl,
    ...(clientId ? { clientId } : {}),
    ...(oauth.scope ? { scope: oauth.scope } : {}),
    authMethod: method ?? 'client_secret_basic',
    ...inProfile(held?.clientSecret, ['b', 'oauth', 'clientSecret']),
  };
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
