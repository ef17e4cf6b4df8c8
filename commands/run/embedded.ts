// Without --target, `run` and `simulate` test the embedded reference: each interface's server starts on a
// free loopback port with fresh credentials, and the configuration is pointed at it.
import { randomBytes } from 'node:crypto';
import { DEFAULT_TOKEN_PATH } from '../../src/defaults.ts';
import type { RunConfig } from '../../src/engine/config.ts';

/** Starts the reference server of `iface`, points `config` at it, and returns how to stop it. */
export async function startEmbeddedTarget(iface: 'a' | 'b', config: RunConfig, clientId = 'conformance'): Promise<() => Promise<void>> {
  if (iface === 'a') {
    const { startDocumentHolder } = await import('../../reference/interface-a/index.ts');
    config.a.apiKey = randomBytes(18).toString('base64url');
    const holder = await startDocumentHolder({
      port: 0,
      apiKey: config.a.apiKey,
      apiKeyHeader: config.a.apiKeyHeader,
      operations: config.a.operations,
      materialLink: config.a.materialLink,
    });
    config.a.target = holder.url;
    return () => holder.close();
  }
  const { startPlatform } = await import('../../reference/interface-b/index.ts');
  const clientSecret = randomBytes(18).toString('base64url');
  const platform = await startPlatform({
    port: 0,
    clients: [{ clientId, clientSecret, userId: config.b.fixtures.userIds[0] }],
    operations: config.b.operations,
  });
  config.b.target = platform.url;
  config.b.bearerToken = undefined;
  config.b.oauth = { tokenUrl: `${platform.url}${DEFAULT_TOKEN_PATH}`, clientId, clientSecret };
  return () => platform.close();
}
