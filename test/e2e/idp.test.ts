// The whole interface B suite against the reference platform accepting only the JWT access tokens of a
// real authorization server (oidc-provider, test/e2e/idp/provider.ts): one run per client authentication
// method, the token endpoint given or read from the issuer's metadata, tokens short-lived enough that
// every run renews its token. A wrong key, a wrong audience, an unknown client and a method the issuer
// does not offer each end as one line and exit 2, with no secret shown.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from './cli.ts';
import { CLIENTS, SCOPE, startIdp, startPlatformFor, type TestIdp } from './idp/provider.ts';
import type { StartedPlatform } from '../../reference/interface-b/index.ts';
import type { RunReport } from '../../src/engine/types.ts';

/** Seconds an access token lives. */
const TOKEN_SECONDS = 2;
/**
 * Requests per second at most (--max-rate): a run of R requests then lasts at least R / MAX_RATE seconds
 * whatever the machine's speed, so a run of more than MAX_RATE * TOKEN_SECONDS requests outlives its first token.
 */
const MAX_RATE = 200;

let dir: string;
let idp: TestIdp;
let platform: StartedPlatform;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'conformance-idp-'));
  idp = await startIdp(dir, { accessTokenSeconds: TOKEN_SECONDS });
  platform = await startPlatformFor(idp);
}, 60_000);

afterAll(async () => {
  await platform?.close();
  await idp?.close();
  rmSync(dir, { recursive: true, force: true });
});

let runs = 0;
async function run(oauth: Record<string, unknown>, args: string[] = [], env: Record<string, string | undefined> = {}): Promise<{ res: CliResult; report?: RunReport; text?: string }> {
  const out = join(dir, `run-${++runs}`);
  const profile = join(dir, `profile-${runs}.json`);
  writeFileSync(profile, JSON.stringify({ b: { target: platform.url, oauth: { scope: SCOPE, ...oauth } } }));
  const res = await runCli(['run', '--interface', 'b', '--config', profile, '--ca', idp.files.ca, '--seed', '7', '--runs', '3', '--max-rate', String(MAX_RATE), '--reporter', 'json', '--output-dir', out, ...args], {
    env: { CONFORMANCE_CLIENT_ID: undefined, CONFORMANCE_CLIENT_SECRET: undefined, CONFORMANCE_CLIENT_KEY: undefined, CONFORMANCE_BEARER_TOKEN: undefined, ...env },
  });
  try {
    const text = await readFile(join(out, 'conformance-report.json'), 'utf8');
    return { res, report: JSON.parse(text) as RunReport, text };
  } catch {
    return { res };
  }
}

/** The run conformed, renewed its token, and showed none of the tokens nor the given secrets. */
function expectConforming(outcome: Awaited<ReturnType<typeof run>>, issuedBefore: number, secrets: string[]): void {
  const { res, report, text } = outcome;
  expect(res.stderr).toBe('');
  expect(report, res.stdout).toBeDefined();
  expect(report!.checks.filter((c) => c.status === 'failed').map((c) => `${c.id}: ${c.message}`)).toEqual([]);
  expect(res.code).toBe(0);
  // The run outlived its first token (see MAX_RATE): it fetched at least one more.
  expect(report!.summary.requests).toBeGreaterThan(MAX_RATE * TOKEN_SECONDS * 1.5);
  expect(idp.tokensIssued - issuedBefore).toBeGreaterThanOrEqual(2);
  for (const token of idp.issued) expect(text).not.toContain(token);
  for (const s of secrets) expect(text).not.toContain(s);
}

describe('against a real authorization server (oidc-provider)', () => {
  it('client_secret_basic, the token endpoint read from the issuer\'s metadata', async () => {
    const before = idp.tokensIssued;
    const outcome = await run({ issuer: idp.issuer, clientId: CLIENTS.basic.id, clientSecret: CLIENTS.basic.secret, authMethod: 'client_secret_basic' });
    expectConforming(outcome, before, [CLIENTS.basic.secret]);
  }, 120_000);

  it('client_secret_post, the token endpoint given, the secret from the environment', async () => {
    const before = idp.tokensIssued;
    const outcome = await run({ tokenUrl: `${idp.issuer}/token`, clientId: CLIENTS.post.id, authMethod: 'client_secret_post' }, [], { CONFORMANCE_CLIENT_SECRET: CLIENTS.post.secret });
    expectConforming(outcome, before, [CLIENTS.post.secret]);
  }, 120_000);

  it('private_key_jwt with a PEM key and its kid', async () => {
    const before = idp.tokensIssued;
    const key = await readFile(idp.files.jwtKey, 'utf8');
    const outcome = await run({ issuer: idp.issuer, clientId: CLIENTS.jwt.id, authMethod: 'private_key_jwt', privateKeyFile: idp.files.jwtKey, keyId: CLIENTS.jwt.kid });
    expectConforming(outcome, before, key.split('\n').filter((l) => l.length > 20 && !l.startsWith('-----')));
    // The provider refused the assertion signed by another key that the check sent.
    expect(outcome.report!.checks.find((c) => c.id === 'B.token-rejects-wrong-secret')).toMatchObject({ status: 'passed' });
  }, 120_000);

  it('tls_client_auth with the client certificate of --cert/--key', async () => {
    const before = idp.tokensIssued;
    const outcome = await run({ issuer: idp.issuer, clientId: CLIENTS.mtls.id, authMethod: 'tls_client_auth' }, ['--cert', idp.files.clientCert, '--key', idp.files.clientKey]);
    expectConforming(outcome, before, []);
    // A wrong secret says nothing of a client that authenticates by its certificate.
    expect(outcome.report!.checks.find((c) => c.id === 'B.token-rejects-wrong-secret')).toMatchObject({ status: 'skipped' });
  }, 120_000);

  it('simulate takes the same settings: private_key_jwt from the environment, the issuer, a token renewed while the traffic runs', async () => {
    const profile = join(dir, 'simulate.json');
    const out = join(dir, 'simulate-out');
    writeFileSync(profile, JSON.stringify({ b: { target: platform.url, oauth: { issuer: idp.issuer, clientId: CLIENTS.jwt.id, keyId: CLIENTS.jwt.kid, scope: SCOPE } } }));
    const before = idp.tokensIssued;
    const key = await readFile(idp.files.jwtKey, 'utf8');
    const res = await runCli(['simulate', '--interface', 'b', '--config', profile, '--ca', idp.files.ca, '--rate', '50', '--duration', '5', '--seed', '7', '--output-dir', out, '--reporter', 'json'], {
      env: { CONFORMANCE_CLIENT_SECRET: undefined, CONFORMANCE_CLIENT_KEY: key },
    });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const text = await readFile(join(out, 'simulation-report.json'), 'utf8');
    const report = JSON.parse(text) as { total: { errors: number; count: number } };
    expect(report.total.count).toBeGreaterThan(0);
    expect(report.total.errors).toBe(0);
    // Five seconds of traffic with two-second tokens: renewed at least twice after the first.
    expect(idp.tokensIssued - before).toBeGreaterThanOrEqual(3);
    for (const token of idp.issued) expect(text).not.toContain(token);
    for (const line of key.split('\n').filter((l) => l.length > 20 && !l.startsWith('-----'))) expect(text + res.stdout).not.toContain(line);
  }, 60_000);

  it('doctor shows the method, the endpoint read from the metadata and the lifetime, never the token', async () => {
    const profile = join(dir, 'doctor.json');
    writeFileSync(profile, JSON.stringify({ b: { target: platform.url, oauth: { issuer: idp.issuer, clientId: CLIENTS.jwt.id, privateKeyFile: idp.files.jwtKey, keyId: CLIENTS.jwt.kid, scope: SCOPE } } }));
    const before = new Set(idp.issued);
    const res = await runCli(['doctor', '--interface', 'b', '--config', profile, '--ca', idp.files.ca], { env: { CONFORMANCE_CLIENT_SECRET: undefined, CONFORMANCE_CLIENT_KEY: undefined } });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`private key from profile ${profile}: field b.oauth.privateKeyFile: ${idp.files.jwtKey}, kid ${CLIENTS.jwt.kid}`);
    expect(res.stdout).toMatch(/token {8}obtained \(client authentication private_key_jwt; a JWT, lifetime [12] s\)/);
    expect(res.stdout).toContain(`endpoint     ${idp.issuer}/token, read from the metadata of ${idp.issuer} (methods offered: client_secret_basic, client_secret_post, private_key_jwt, tls_client_auth)`);
    const fresh = [...idp.issued].filter((t) => !before.has(t));
    expect(fresh.length).toBeGreaterThan(0);
    for (const token of fresh) expect(res.stdout).not.toContain(token);
  }, 60_000);

  describe('setup mistakes: one line, exit 2, no secret shown', () => {
    const oneLine = (res: CliResult) => {
      expect(res.code).toBe(2);
      const lines = res.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^conformance: /);
      return lines[0];
    };

    it('a key the provider does not know', async () => {
      const { res } = await run({ issuer: idp.issuer, clientId: CLIENTS.jwt.id, authMethod: 'private_key_jwt', privateKeyFile: idp.files.strangerJwtKey, keyId: CLIENTS.jwt.kid });
      const line = oneLine(res);
      expect(line).toMatch(/refused the client credentials grant: HTTP 401 with error "invalid_client".*\(client authentication private_key_jwt\)$/);
      const key = await readFile(idp.files.strangerJwtKey, 'utf8');
      for (const part of key.split('\n').filter((l) => l.length > 20 && !l.startsWith('-----'))) expect(res.stderr + res.stdout).not.toContain(part);
    }, 60_000);

    it('a token for another audience: the platform refuses it', async () => {
      const { res } = await run({ issuer: idp.issuer, clientId: CLIENTS.basic.id, clientSecret: CLIENTS.basic.secret, params: { resource: 'urn:another:service' } });
      expect(oneLine(res)).toMatch(/every operation answered 401 to the token from https:\/\/127\.0\.0\.1:\d+\/token: .*audience/);
      for (const token of idp.issued) expect(res.stderr + res.stdout).not.toContain(token);
    }, 60_000);

    it('a client the provider does not know', async () => {
      const { res } = await run({ issuer: idp.issuer, clientId: 'idp-nobody', clientSecret: 'idp-nobody-secret-Pw7Yk2' });
      const line = oneLine(res);
      expect(line).toMatch(/refused the client credentials grant: HTTP 401 with error "invalid_client"/);
      expect(line).not.toContain('idp-nobody-secret-Pw7Yk2');
    }, 60_000);

    it('a method the issuer does not offer, named with what it offers', async () => {
      const { res } = await run({ issuer: idp.issuer, clientId: CLIENTS.basic.id, clientSecret: CLIENTS.basic.secret, authMethod: 'self_signed_tls_client_auth' }, [
        '--cert',
        idp.files.clientCert,
        '--key',
        idp.files.clientKey,
      ]);
      expect(oneLine(res)).toMatch(/does not offer self_signed_tls_client_auth: its metadata lists client_secret_basic, client_secret_post, private_key_jwt, tls_client_auth; set b\.oauth\.authMethod/);
    }, 60_000);
  });
});
