// Extra headers per interface (a.headers, b.headers): they reach the target on every request of their
// interface (the token request of B too, on the target's origin), never replace the credential header, and
// their values never appear in a report: evidence shows <redacted>, curl lines a shell variable.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDocumentHolder, type StartedDocumentHolder } from '../../reference/interface-a/index.ts';
import { startPlatform, type StartedPlatform } from '../../reference/interface-b/index.ts';
import { ApiKeyAuth } from '../../src/auth/provider.ts';
import { ApiClient } from '../../src/engine/api.ts';
import { Ledger } from '../../src/engine/ledger.ts';
import { interfaceNetwork, registerNetworkSecrets } from '../../src/engine/network.ts';
import { HttpClient } from '../../src/http/client.ts';
import { Secrets } from '../../src/http/secrets.ts';
import { DEFAULT_OPERATIONS_A } from '../../src/defaults.ts';
import { parseOperation } from '../../src/profile/operations.ts';
import { runCli } from '../e2e/cli.ts';

const API_KEY = 'headers-test-key-8a7b6c';
const CLIENT = { clientId: 'headers-client', clientSecret: 'headers-secret-4k9Lm2Qx', userId: 1 };
const TENANT = 'tenant-7f3c9a1b5e';
const GATEWAY_KEY = 'gw-key-2b8d6e0f4a';

describe('a.headers and b.headers', () => {
  let holder: StartedDocumentHolder;
  let platform: StartedPlatform;
  let dir: string;
  const seenA: IncomingHttpHeaders[] = [];
  const seenB: { path: string; headers: IncomingHttpHeaders }[] = [];
  beforeEach(async () => {
    seenA.length = 0;
    seenB.length = 0;
    holder = await startDocumentHolder({ port: 0, apiKey: API_KEY });
    holder.server.prependListener('request', (req) => seenA.push(req.headers));
    platform = await startPlatform({ port: 0, clients: [CLIENT] });
    platform.server.prependListener('request', (req) => seenB.push({ path: req.url ?? '', headers: req.headers }));
    dir = await mkdtemp(join(tmpdir(), 'conformance-headers-'));
  });
  afterEach(async () => {
    await holder.close();
    await platform.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function profile(data: unknown): Promise<string> {
    const file = join(dir, 'profile.json');
    await writeFile(file, JSON.stringify(data));
    return file;
  }

  it('arrive on every request of their interface, the token request of B included, and never appear in any report', async () => {
    const file = await profile({
      a: { target: holder.url, apiKey: API_KEY, headers: { 'X-Tenant-Id': TENANT, 'X-Region': 'eu' } },
      b: { target: platform.url, oauth: { tokenUrl: platform.tokenUrl, clientId: CLIENT.clientId, clientSecret: CLIENT.clientSecret }, headers: { 'X-Gateway-Key': GATEWAY_KEY } },
    });
    const out = join(dir, 'reports');
    const res = await runCli(['run', '--config', file, '--only', 'A.requires-api-key', '--only', 'A3.finds-created-document', '--only', 'B1.list-schema', '--runs', '2', '--reporter', 'json', '--reporter', 'junit', '--reporter', 'html', '--reporter', 'console', '--output-dir', out]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    // A: every request carried both headers, those sent without credentials too; none carried B's.
    expect(seenA.length).toBeGreaterThan(0);
    for (const h of seenA) {
      expect(h['x-tenant-id']).toBe(TENANT);
      expect(h['x-region']).toBe('eu');
      expect(h['x-gateway-key']).toBeUndefined();
    }
    expect(seenA.some((h) => h['x-api-key'] === API_KEY)).toBe(true);
    expect(seenA.some((h) => h['x-api-key'] === undefined)).toBe(true);
    // B: the token request (same origin as the target) and every other request carried the gateway key.
    expect(seenB.some((r) => r.path.startsWith(new URL(platform.tokenUrl).pathname))).toBe(true);
    for (const r of seenB) {
      expect(r.headers['x-gateway-key']).toBe(GATEWAY_KEY);
      expect(r.headers['x-tenant-id']).toBeUndefined();
    }
    const files = await readdir(out);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) {
      const text = await readFile(join(out, f), 'utf8');
      expect(text).not.toContain(TENANT);
      expect(text).not.toContain(GATEWAY_KEY);
    }
    expect(res.stdout).not.toContain(TENANT);
    expect(res.stdout).not.toContain(GATEWAY_KEY);
  });

  it('evidence shows <redacted> and the curl line a $CONFORMANCE_HEADER_ variable; a value under 4 characters is no secret', async () => {
    const secrets = new Secrets();
    const config = { interfaces: ['a' as const], a: { headers: { 'x-tenant-id': TENANT, 'x-region': 'eu' } }, b: { headers: {} } };
    registerNetworkSecrets(config as never, secrets, {});
    const http = new HttpClient({ secrets, requestTimeoutMs: 5_000 });
    try {
      const operations = Object.fromEntries(Object.entries(DEFAULT_OPERATIONS_A).map(([k, v]) => [k, parseOperation(v)]));
      const target = { iface: 'a' as const, baseUrl: holder.url, operations, auth: new ApiKeyAuth('X-API-KEY', API_KEY), ...interfaceNetwork(config as never, 'a') };
      const api = new ApiClient(target, http, new Ledger(), new AbortController().signal);
      // The server echoes nothing of ours: the request side is what is shown.
      const answer = await api.send('GET', '/nowhere');
      expect(seenA.at(-1)?.['x-tenant-id']).toBe(TENANT);
      const { request, reproduce } = answer.exchange;
      expect(request.headers['x-tenant-id']).toBe('<redacted>');
      expect(request.headers['x-region']).toBe('eu');
      expect(reproduce).toContain('"x-tenant-id: $CONFORMANCE_HEADER_X_TENANT_ID"');
      expect(reproduce).toContain(`'x-region: eu'`);
      expect(JSON.stringify(answer.exchange)).not.toContain(TENANT);
      // A check's own header of the same name wins over the profile's.
      await api.send('GET', '/nowhere', { headers: { 'X-Region': 'us' } });
      expect(seenA.at(-1)?.['x-region']).toBe('us');
    } finally {
      await http.destroy();
    }
  });

  it.each([
    ['a', { 'x-api-key': 'other-key-123' }, /^conformance: profile \S+: field a\.headers\.x-api-key would replace the credential header X-API-KEY/],
    ['b', { Authorization: 'Bearer abcdefgh' }, /^conformance: profile \S+: field b\.headers\.Authorization would replace the credential header Authorization/],
    ['a', { Host: 'example.test' }, /^conformance: profile \S+: field a\.headers\.Host is set by the client itself/],
    ['a', { 'bad header': 'x' }, /^conformance: profile \S+: field a\.headers: /],
    ['a', { 'X-Split': 'a\r\nInjected: yes' }, /^conformance: profile \S+: field a\.headers\.X-Split: /],
  ])('%s.headers %j is refused: exit 2, one line', async (side, headers, line) => {
    const file = await profile(
      side === 'a'
        ? { a: { target: holder.url, apiKey: API_KEY, headers } }
        : { b: { target: platform.url, bearerToken: 'static-token-123', headers } },
    );
    const res = await runCli(['run', '--config', file, '--interface', side]);
    expect(res.code).toBe(2);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(line);
    expect(side === 'a' ? seenA : seenB).toEqual([]);
  });
});
