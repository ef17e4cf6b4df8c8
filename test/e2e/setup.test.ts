// Setup mistakes stop the run with exit 2 and one line that says what is wrong and how to fix it, before any
// check judges the target; only the selected interfaces are configured; a token endpoint that takes
// client_secret_post only is used after one refused Basic try.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentHolder, type StartedDocumentHolder } from '../../reference/interface-a/index.ts';
import { startPlatform, type StartedPlatform } from '../../reference/interface-b/index.ts';
import { runCli } from './cli.ts';
import type { RunReport } from '../../src/engine/types.ts';

const API_KEY = 'setup-test-key-4f9a1c';
const CLIENT_SECRET = 'setup-test-secret-8b2e7d';
/** Every tool variable unset, so that the host's environment cannot decide a test. */
const CLEAN = { CONFORMANCE_API_KEY: undefined, CONFORMANCE_CLIENT_ID: undefined, CONFORMANCE_CLIENT_SECRET: undefined, CONFORMANCE_BEARER_TOKEN: undefined };
/** A couple of quick checks per interface: what matters here is whether the run starts. */
const QUICK = ['--runs', '2', '--only', 'A1.accepts-valid-document', '--only', 'B3.unknown-id-404'];

let holder: StartedDocumentHolder;
let platform: StartedPlatform;
let postOnly: StartedPlatform;
let page: Server;
let pageUrl: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'conformance-setup-'));
  holder = await startDocumentHolder({ port: 0, apiKey: API_KEY });
  platform = await startPlatform({ port: 0, clients: [{ clientId: 'setup-client', clientSecret: CLIENT_SECRET, userId: 1 }], rateLimit: false });
  postOnly = await startPlatform({
    port: 0,
    clients: [{ clientId: 'post-client', clientSecret: CLIENT_SECRET, userId: 1 }],
    rateLimit: false,
    tokenAuthMethods: ['client_secret_post'],
  });
  // An ordinary web page: every method and path answers the same HTML.
  page = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><html><head><title>Welcome</title></head><body><h1>Example Corp</h1></body></html>');
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(page.address() as { port: number }).port}`;
});

afterAll(async () => {
  await holder.close();
  await platform.close();
  await postOnly.close();
  page.closeAllConnections();
  await new Promise((resolve) => page.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function profile(name: string, content: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(content));
  return file;
}

/** Exit 2, nothing on stdout that looks like a verdict, and exactly one line on stderr. */
function expectSetupLine(res: { code: number; stdout: string; stderr: string }): string {
  expect(res.code, res.stdout + res.stderr).toBe(2);
  const lines = res.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(res.stdout).not.toMatch(/FAILED|✗/);
  return lines[0];
}

describe('setup mistakes are exit 2 with one line, not findings', () => {
  it('a wrong API key: every operation answered 401 to the key, and where to fix it', async () => {
    const res = await runCli(['run', '--target', holder.url, '--interface', 'a', ...QUICK], { env: { ...CLEAN, CONFORMANCE_API_KEY: 'not-the-key' } });
    const line = expectSetupLine(res);
    expect(line).toBe(
      'conformance: interface A: every operation answered 401 to the key in X-API-KEY: check CONFORMANCE_API_KEY (or --api-key, a.apiKey) and --api-key-header (or a.apiKeyHeader)',
    );
    expect(res.stderr + res.stdout).not.toContain('not-the-key');
  });

  it('the key in another header than the holder reads: the same line names the header used', async () => {
    const res = await runCli(['run', '--target', holder.url, '--interface', 'a', '--api-key-header', 'X-Docs-Key', ...QUICK], { env: { ...CLEAN, CONFORMANCE_API_KEY: API_KEY } });
    expect(expectSetupLine(res)).toMatch(/^conformance: interface A: every operation answered 401 to the key in X-Docs-Key: check/);
  });

  it('a wrong base path, interface A and interface B', async () => {
    const a = await runCli(['run', '--target', `${holder.url}/api/v1`, '--interface', 'a', ...QUICK], { env: { ...CLEAN, CONFORMANCE_API_KEY: API_KEY } });
    expect(expectSetupLine(a)).toMatch(
      /^conformance: interface A: every operation answered 404 \(e\.g\. POST http:\/\/127\.0\.0\.1:\d+\/api\/v1\/suppliers\/cf-probe-[0-9a-f]+-s\/documents -> 404 application\/json\): check the base path of --target \(or a\.target\) and the paths of a\.operations in the profile$/,
    );
    const b = await runCli(['run', '--target', `${platform.url}/api`, '--interface', 'b', '--client-id', 'setup-client', '--token-url', platform.tokenUrl, ...QUICK], {
      env: { ...CLEAN, CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET },
    });
    expect(expectSetupLine(b)).toMatch(/^conformance: interface B: every operation answered 404 \(e\.g\. GET http:\/\/127\.0\.0\.1:\d+\/api\/v2\/development-actions\?limit=1 -> 404/);
  });

  it('a target that is an ordinary web page', async () => {
    const res = await runCli(['run', '--target', pageUrl, '--interface', 'a', ...QUICK], { env: { ...CLEAN, CONFORMANCE_API_KEY: API_KEY } });
    expect(expectSetupLine(res)).toMatch(
      /^conformance: interface A: every operation answered an HTML page, not the API \(e\.g\. POST .* -> 200 text\/html\): --target \(or a\.target\) must be the base URL of the API, not of a web page$/,
    );
  });

  it('a bearer token the platform does not know', async () => {
    const res = await runCli(['run', '--target', platform.url, '--interface', 'b', ...QUICK], { env: { ...CLEAN, CONFORMANCE_BEARER_TOKEN: 'stale-token-1234567890' } });
    expect(expectSetupLine(res)).toMatch(/^conformance: interface B: every operation answered 401 to the bearer token given: check CONFORMANCE_BEARER_TOKEN/);
    expect(res.stderr + res.stdout).not.toContain('stale-token-1234567890');
  });

  it('a placeholder that names no parameter of its operation is refused when the profile is read', async () => {
    const file = await profile('placeholder.json', { b: { operations: { getAction: 'GET /v2/development-actions/{actionId}' } } });
    const res = await runCli(['run', '--config', file, '--target', platform.url, '--interface', 'b', '--client-id', 'setup-client', ...QUICK], {
      env: { ...CLEAN, CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET },
    });
    expect(expectSetupLine(res)).toBe(
      `conformance: profile ${file}: field b.operations.getAction: placeholder {actionId} names no parameter of getAction (B3; its parameters: id): write {id}`,
    );
    const header = await profile('placeholder-header.json', { a: { operations: { createDocument: { method: 'POST', path: '/documents', headers: { 'X-Supplier': '{supplierId}' } } } } });
    const res2 = await runCli(['run', '--config', header, '--interface', 'a'], { env: CLEAN });
    expect(expectSetupLine(res2)).toMatch(/field a\.operations\.createDocument: placeholder \{supplierId\} names no parameter of createDocument \(A1; its parameters: supplier-id\): write \{supplier-id\}$/);
  });

  it('a correct setup passes the probe, and the probe leaves nothing behind on the platform', async () => {
    const out = join(dir, 'ok');
    const res = await runCli(['run', '--target', platform.url, '--interface', 'b', '--client-id', 'setup-client', ...QUICK, '--reporter', 'json', '--output-dir', out], {
      env: { ...CLEAN, CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET },
    });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const report = JSON.parse(await readFile(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
    expect(report.checks.map((c) => c.status)).toEqual(['passed']);
    expect(platform.store.count()).toBe(0);
  });
});

describe('a materialLink the holder does not use', () => {
  it('the A3 failures that find nothing hint at a.materialLink', async () => {
    const other = await startDocumentHolder({ port: 0, apiKey: API_KEY, materialLink: { materialKey: 'product', revisionKey: 'productRevision' } });
    try {
      const out = join(dir, 'link');
      const res = await runCli(['run', '--target', other.url, '--interface', 'a', '--runs', '2', '--only', 'A3.finds-created-document', '--only', 'A3.latest-revision-by-default', '--reporter', 'json', '--output-dir', out], {
        env: { ...CLEAN, CONFORMANCE_API_KEY: API_KEY },
      });
      expect(res.code).toBe(1);
      const report = JSON.parse(await readFile(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
      expect(report.checks.map((c) => c.status)).toEqual(['failed', 'failed']);
      for (const c of report.checks) {
        expect(c.message).toContain('(hint: A3 found nothing for the material; if the holder ties documents to materials by other metaData keys than "materialId" and "revision", set a.materialLink in the profile)');
      }
    } finally {
      await other.close();
    }
  });
});

describe('only the selected interfaces are configured', () => {
  // The CI example of the README: one job whose environment holds the secrets of both interfaces.
  const ciEnv = () => ({ ...CLEAN, CONFORMANCE_API_KEY: API_KEY, CONFORMANCE_CLIENT_ID: 'setup-client', CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET });

  it('the README CI job: each interface alone, in one environment holding the secrets of both', async () => {
    const a = await runCli(['run', '--target', holder.url, '--interface', 'a', ...QUICK], { env: ciEnv() });
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    const b = await runCli(['run', '--target', platform.url, '--interface', 'b', ...QUICK], { env: ciEnv() });
    expect(b.stderr).toBe('');
    expect(b.code).toBe(0);
  });

  it('interface A alone, with a client secret but no client id in the environment and a b section in the profile', async () => {
    const env = { ...ciEnv(), CONFORMANCE_CLIENT_ID: undefined };
    const file = await profile('both.json', { a: { target: holder.url }, b: { target: 'http://127.0.0.1:9', oauth: { tokenUrl: 'http://127.0.0.1:9/oauth/token' } } });
    const res = await runCli(['run', '--config', file, '--interface', 'a', ...QUICK], { env });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const plain = await runCli(['run', '--target', holder.url, '--interface', 'a', ...QUICK], { env });
    expect(plain.stderr).toBe('');
    expect(plain.code).toBe(0);
  });

  it('interface B alone, with the interface A key in the environment and an a section in the profile', async () => {
    const file = await profile('both-b.json', { a: { target: 'http://127.0.0.1:9', apiKeyHeader: 'X-Other' }, b: { target: platform.url, oauth: { clientId: 'setup-client' } } });
    const res = await runCli(['run', '--config', file, '--interface', 'b', ...QUICK], { env: { ...ciEnv(), CONFORMANCE_CLIENT_ID: undefined } });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
  });
});

describe('OAuth client authentication', () => {
  it('a token endpoint that takes client_secret_post only: Basic is refused, post is tried once, said in one line, and kept', async () => {
    const res = await runCli(['run', '--target', postOnly.url, '--interface', 'b', '--client-id', 'post-client', '--runs', '2', '--only', 'B3.*'], {
      env: { ...CLEAN, CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET },
    });
    expect(res.stderr).toBe('');
    expect(res.code, res.stdout).toBe(0);
    const notices = res.stdout.split('\n').filter((l) => l.includes('client_secret_post'));
    expect(notices).toEqual([
      'interface B: the token endpoint refused client_secret_basic (HTTP 401) and took client_secret_post, used for the rest of the run (set b.oauth.authMethod to "client_secret_post" to skip the first try)',
    ]);
    expect(res.stdout).not.toContain(CLIENT_SECRET);
  });

  it('b.oauth.authMethod client_secret_post is used from the start; client_secret_basic named in the profile is the only method tried', async () => {
    const post = await profile('post.json', { b: { target: postOnly.url, oauth: { clientId: 'post-client', authMethod: 'client_secret_post' } } });
    const ok = await runCli(['run', '--config', post, '--interface', 'b', '--runs', '2', '--only', 'B3.unknown-id-404'], { env: { ...CLEAN, CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET } });
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).not.toContain('refused client_secret_basic');
    const basic = await profile('basic.json', { b: { target: postOnly.url, oauth: { clientId: 'post-client', authMethod: 'client_secret_basic' } } });
    const refused = await runCli(['run', '--config', basic, '--interface', 'b', '--runs', '2', '--only', 'B3.unknown-id-404'], { env: { ...CLEAN, CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET } });
    expect(expectSetupLine(refused)).toMatch(/^conformance: token endpoint .* refused the client credentials grant: HTTP 401 .*invalid_client/);
    expect(refused.stderr).not.toContain('then client_secret_post');
  });

  it('a wrong secret is refused by both methods: one line saying both were tried', async () => {
    const res = await runCli(['run', '--target', platform.url, '--interface', 'b', '--client-id', 'setup-client', ...QUICK], { env: { ...CLEAN, CONFORMANCE_CLIENT_SECRET: 'wrong-secret-0000' } });
    expect(expectSetupLine(res)).toMatch(/refused the client credentials grant: HTTP 401 .*\(tried client_secret_basic, then client_secret_post\)$/);
    expect(res.stderr).not.toContain('wrong-secret-0000');
  });
});
