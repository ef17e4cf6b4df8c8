// `conformance doctor`: the resolved operations with where each parameter travels, the credentials by name
// (never by value), what the setup probe saw; exit 0 for a usable setup, 2 with the line otherwise.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentHolder, type StartedDocumentHolder } from '../../reference/interface-a/index.ts';
import { startPlatform, type StartedPlatform } from '../../reference/interface-b/index.ts';
import { runCli } from './cli.ts';

const API_KEY = 'doctor-key-77e1b0';
const CLIENT_SECRET = 'doctor-secret-3c5d9f';
const CLEAN = { CONFORMANCE_API_KEY: undefined, CONFORMANCE_CLIENT_ID: undefined, CONFORMANCE_CLIENT_SECRET: undefined, CONFORMANCE_BEARER_TOKEN: undefined };
const headers = { 'X-Supplier-Id': '{supplier-id}' };

let holder: StartedDocumentHolder;
let platform: StartedPlatform;
let dir: string;
let profileFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'conformance-doctor-'));
  const operations = {
    createDocument: { method: 'POST', path: '/documents', headers },
    replaceDocument: { method: 'PUT', path: '/documents', headers },
    queryDocuments: 'GET /products/{materialId}/files',
  };
  holder = await startDocumentHolder({ port: 0, apiKey: API_KEY, apiKeyHeader: 'X-Docs-Key', operations });
  platform = await startPlatform({ port: 0, clients: [{ clientId: 'doctor-client', clientSecret: CLIENT_SECRET, userId: 1 }], rateLimit: false });
  profileFile = join(dir, 'profile.json');
  await writeFile(
    profileFile,
    JSON.stringify({
      '//': 'a comment the tool ignores',
      a: { target: holder.url, apiKeyHeader: 'X-Docs-Key', operations },
      b: { target: platform.url, oauth: { clientId: 'doctor-client' } },
    }),
  );
});

afterAll(async () => {
  await holder.close();
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});

describe('conformance doctor', () => {
  it('prints operations, parameter places, credential names and what the probe saw, without running checks', async () => {
    const res = await runCli(['doctor', '--config', profileFile], { env: { ...CLEAN, CONFORMANCE_API_KEY: API_KEY, CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET } });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const out = res.stdout;
    expect(out).toContain(`interface A\n  target       ${holder.url}\n`);
    expect(out).toContain('credentials  API key in header X-Docs-Key, from CONFORMANCE_API_KEY');
    expect(out).toMatch(/A1 createDocument +POST \/documents +\(supplier-id: header X-Supplier-Id\)/);
    expect(out).toMatch(/A3 queryDocuments +GET \/products\/\{materialId\}\/files +\(materialId: path; revision: query\)/);
    expect(out).toMatch(/A1 POST http:\/\/127\.0\.0\.1:\d+\/documents -> 400 application\/json/);
    expect(out).toMatch(/A3 GET http:\/\/127\.0\.0\.1:\d+\/products\/cf-probe-[0-9a-f]+-m\/files -> 200 application\/json/);
    expect(out).toContain('credentials  OAuth 2.0 client credentials: client id from b.oauth.clientId in the profile, secret from CONFORMANCE_CLIENT_SECRET');
    expect(out).toMatch(/B1 listActions +GET \/v2\/development-actions +\(every parameter: query\)/);
    expect(out).toMatch(/B3 getAction +GET \/v2\/development-actions\/\{id\} +\(id: path\)/);
    expect(out).toContain('token        obtained (client authentication client_secret_basic; opaque, lifetime 3600 s)');
    expect(out).toMatch(/B1 GET http:\/\/127\.0\.0\.1:\d+\/v2\/development-actions\?limit=1 -> 200 application\/json/);
    expect(out.match(/verdict +the setup looks usable/g)).toHaveLength(2);
    // No check ran, and no secret was printed.
    expect(out).not.toMatch(/passed|FAILED/);
    expect(out).not.toContain(API_KEY);
    expect(out).not.toContain(CLIENT_SECRET);
    expect(platform.store.count()).toBe(0);
  });

  it('exit 2 with the setup line when the probe shows a mistake (a wrong key), the report still printed', async () => {
    const res = await runCli(['doctor', '--config', profileFile, '--interface', 'a'], { env: { ...CLEAN, CONFORMANCE_API_KEY: 'a-wrong-key' } });
    expect(res.code).toBe(2);
    expect(res.stderr.trimEnd().split('\n')).toEqual([
      'conformance: interface A: every operation answered 401 to the key in X-Docs-Key: check CONFORMANCE_API_KEY (or --api-key, a.apiKey) and --api-key-header (or a.apiKeyHeader)',
    ]);
    expect(res.stdout).toMatch(/A2 PUT http:\/\/127\.0\.0\.1:\d+\/documents -> 401/);
    expect(res.stdout).not.toContain('interface B');
    expect(res.stdout + res.stderr).not.toContain('a-wrong-key');
  });

  it('exit 2 when the token endpoint refuses the client', async () => {
    const res = await runCli(['doctor', '--config', profileFile, '--interface', 'b'], { env: { ...CLEAN, CONFORMANCE_CLIENT_SECRET: 'not-the-secret' } });
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/^conformance: token endpoint .* refused the client credentials grant: HTTP 401/);
    expect(res.stdout).toMatch(/B3 getAction/);
    expect(res.stdout + res.stderr).not.toContain('not-the-secret');
  });
});

describe('conformance doctor against a target that never answers', () => {
  it('exit 2: nothing was learnt, so the setup is not called usable', async () => {
    const { createServer } = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const silent = createServer((s) => void sockets.push(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
      const res = await runCli(['doctor', '--target', url, '--interface', 'a', '--request-timeout', '300'], { env: { ...CLEAN, CONFORMANCE_API_KEY: API_KEY } });
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/^conformance: interface A: no answer within 300 ms to any request of the setup probe \(e\.g\. createDocument: POST .*\): the target accepts connections but does not answer; check that --target/);
      expect(res.stdout).toMatch(/A3 GET .* -> no answer: /);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
