// `judge-client --auth-method`: a client that authenticates with a signed assertion (private_key_jwt) or
// its TLS client certificate gets its token that way, does a few valid requests, and is judged; one that
// signs with another key is refused at the token endpoint, and the judgement says so (exit 2). No key,
// assertion or token shows in any report.
import { X509Certificate, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../../e2e/cli.ts';
import { makeCertificate } from '../../../reference/common/certificates.ts';

const CLIENT = join(ROOT, 'test/judge/clients/b-client-auth.mjs');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function outDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'judge-client-auth-'));
  dirs.push(d);
  return d;
}

/** The temporary folders of handed-out keys and certificates now present. */
const handedOut = () => new Set(readdirSync(tmpdir()).filter((n) => n.startsWith('conformance-judge-')));

async function judge(method: string, clientArgs: string[] = [], extra: string[] = []) {
  const out = outDir();
  const args = ['judge-client', '--interface', 'b', '--auth-method', method, '--seed', '7', '--duration', '30', '--reporter', 'json', '--reporter', 'junit', '--reporter', 'html', '--output-dir', out, ...extra];
  const r = await runCli([...args, '--', process.execPath, CLIENT, ...clientArgs]);
  const files = existsSync(join(out, 'conformance-report.json')) ? ['conformance-report.json', 'conformance-junit.xml', 'conformance-report.html', 'client-traffic.json'].map((f) => readFileSync(join(out, f), 'utf8')) : [];
  return { ...r, out, files };
}

describe('judge-client --auth-method private_key_jwt', () => {
  it('hands the client a key, takes its signed assertion, judges its requests, and writes no assertion or token', async () => {
    const before = handedOut();
    const j = await judge('private_key_jwt');
    expect(j.code, j.stderr).toBe(0);
    const traffic = JSON.parse(j.files[3]) as { requests: { kind: string; status: number; body?: string; credential?: string }[] };
    expect(traffic.requests.map((r) => `${r.kind} ${r.status}`)).toEqual(['token 200', 'listActions 200', 'createAction 201', 'getAction 200']);
    expect(traffic.requests[0].body).toMatch(/client_assertion=<redacted>/);
    expect(traffic.requests[0].body).not.toMatch(/eyJ/);
    expect(traffic.requests[1].credential).toBe('token #1');
    for (const text of [j.stdout, ...j.files]) {
      expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
      expect(text).not.toContain('PRIVATE KEY');
    }
    // The folder of the handed-out key is gone with the judgement.
    expect([...handedOut()].filter((n) => !before.has(n))).toEqual([]);
  });

  it('verifies against the public key given with --client-key', async () => {
    const dir = outDir();
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(join(dir, 'public.pem'), pair.publicKey.export({ type: 'spki', format: 'pem' }));
    // The client is given the matching private key as a vendor's client would hold it.
    const r = await runCli(
      ['judge-client', '--interface', 'b', '--auth-method', 'private_key_jwt', '--client-key', join(dir, 'public.pem'), '--seed', '7', '--duration', '30', '--reporter', 'json', '--output-dir', dir, '--', process.execPath, CLIENT],
      { env: { CONFORMANCE_CLIENT_KEY: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() } },
    );
    expect(r.code, r.stderr).toBe(0);
  });

  it('refuses a client that signs with another key: it never gets a token, nothing is judged, exit 2 in one line', async () => {
    const j = await judge('private_key_jwt', ['wrong-key']);
    expect(j.code).toBe(2);
    const last = j.stderr.trim().split('\n').at(-1);
    expect(last).toBe("conformance: nothing to judge: the client never got a token (1 token request refused: invalid_client: client assertion signature does not verify with the client's registered key) and sent no request to the API");
  });

  it('refuses an assertion sent twice (the same jti) with invalid_client, and judges the rest', async () => {
    const j = await judge('private_key_jwt', ['replay']);
    expect(j.code, j.stderr).toBe(0);
    expect(j.stderr).toContain('replayed assertion: 401 invalid_client');
    const traffic = JSON.parse(j.files[3]) as { requests: { kind: string; status: number; refusal?: string }[] };
    expect(traffic.requests[1]).toMatchObject({ kind: 'token', status: 401, refusal: 'invalid_client: client assertion jti was already used: an assertion is good for one token request' });
  });
});

describe('judge-client --auth-method tls_client_auth and self_signed_tls_client_auth', () => {
  it.each(['tls_client_auth', 'self_signed_tls_client_auth'])('serves https, hands the client a certificate, and takes it at the token endpoint (%s)', async (method) => {
    const j = await judge(method);
    expect(j.code, j.stderr).toBe(0);
    const report = JSON.parse(j.files[0]) as { targets: { b: string } };
    expect(report.targets.b).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const traffic = JSON.parse(j.files[3]) as { requests: { kind: string; status: number }[] };
    expect(traffic.requests.map((r) => `${r.kind} ${r.status}`)).toEqual(['token 200', 'listActions 200', 'createAction 201', 'getAction 200']);
    for (const text of [j.stdout, ...j.files]) expect(text).not.toContain('PRIVATE KEY');
  });

  it('refuses a certificate other than the one registered with --client-cert (self_signed_tls_client_auth)', async () => {
    const dir = outDir();
    const registered = makeCertificate({ commonName: 'registered client', client: true });
    writeFileSync(join(dir, 'registered.pem'), registered.cert);
    const presented = makeCertificate({ commonName: 'registered client', client: true });
    writeFileSync(join(dir, 'presented.pem'), presented.cert);
    writeFileSync(join(dir, 'presented.key'), presented.key);
    expect(new X509Certificate(presented.cert).subject).toBe('CN=registered client');
    const run = (cert: string, key: string) =>
      runCli(['judge-client', '--interface', 'b', '--auth-method', 'self_signed_tls_client_auth', '--client-cert', join(dir, 'registered.pem'), '--duration', '30', '--output-dir', dir, '--', process.execPath, CLIENT], {
        env: { CONFORMANCE_CERT: cert, CONFORMANCE_KEY: key },
      });
    const refused = await run(join(dir, 'presented.pem'), join(dir, 'presented.key'));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/invalid_client: the client certificate is not the one registered for the client/);
    writeFileSync(join(dir, 'registered.key'), registered.key);
    const accepted = await run(join(dir, 'registered.pem'), join(dir, 'registered.key'));
    expect(accepted.code, accepted.stderr).toBe(0);
  });
});

describe('judge-client --auth-method without a command', () => {
  it('prints the handed-out key as the file that holds it, never the key itself', async () => {
    const r = await runCli(['judge-client', '--interface', 'b', '--auth-method', 'private_key_jwt', '--duration', '0.2']);
    expect(r.stdout).toMatch(/CONFORMANCE_AUTH_METHOD=private_key_jwt\n/);
    expect(r.stdout).toMatch(/CONFORMANCE_CLIENT_KEY="\$\(cat \S+client-key\.pem\)"\n/);
    expect(r.stdout).not.toContain('PRIVATE KEY');
    expect(r.stdout).not.toContain('CONFORMANCE_CLIENT_SECRET');
    expect(r.code).toBe(2);
  });
});

describe('judge-client --auth-method usage', () => {
  it.each([
    [['--interface', 'b', '--auth-method', 'client_secret_jwt'], /^conformance: --auth-method must be one of client_secret_basic, client_secret_post, private_key_jwt, tls_client_auth, self_signed_tls_client_auth, got "client_secret_jwt"\n$/],
    [['--interface', 'a', '--auth-method', 'private_key_jwt'], /--auth-method is for interface B/],
    [['--interface', 'b', '--client-key', 'k.pem'], /--client-key goes with --auth-method private_key_jwt/],
    [['--interface', 'b', '--auth-method', 'tls_client_auth', '--client-key', 'k.pem'], /--client-key goes with --auth-method private_key_jwt/],
    [['--interface', 'b', '--auth-method', 'private_key_jwt', '--client-cert', 'c.pem'], /--client-cert goes with --auth-method tls_client_auth/],
    [['--interface', 'b', '--auth-method', 'private_key_jwt', '--client-key', '/nonexistent/k.pem'], /--client-key \/nonexistent\/k\.pem: cannot be read \(no such file\)/],
    [['--interface', 'b', '--auth-method', 'tls_client_auth', '--client-cert', CLIENT], /--client-cert \S+b-client-auth\.mjs: not a PEM certificate/],
  ])('refuses %j in one line, exit 2', async (args, message) => {
    const r = await runCli(['judge-client', ...args, '--duration', '5', '--', process.execPath, '-e', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
