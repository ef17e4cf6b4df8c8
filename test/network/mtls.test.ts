// Mutual TLS: a reference holder and platform served over https that demand a client certificate signed by
// their CA (certificates made here with openssl). The run passes with --cert/--key/--ca (or a.tls/b.tls in
// the profile), token request included, and without a client certificate stops with exit 2 and one line.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestListener } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentHolder } from '../../reference/interface-a/index.ts';
import { buildPlatform } from '../../reference/interface-b/index.ts';
import { runCli, spawnCli } from '../e2e/cli.ts';
import { notReproduced, replayReproduction } from '../e2e/replayReproduction.ts';
import { mutant as patchIgnored } from '../../reference/mutants/interface-b/patch-ignored.ts';
import { mutant as anyApiKey } from '../../reference/mutants/interface-a/accepts-any-api-key.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { forwardProxy, proxyEnv } from './forwardProxy.ts';

const API_KEY = 'mtls-test-key-3e5f7a';
const CLIENT = { clientId: 'mtls-client', clientSecret: 'mtls-secret-9Hq2Wd7Z', userId: 1 };

/** A CA, a server certificate for 127.0.0.1 and a client certificate, all signed by the CA; and a stranger's client certificate. */
function makeCertificates(dir: string): Record<'ca' | 'serverCert' | 'serverKey' | 'clientCert' | 'clientKey' | 'strangerCert' | 'strangerKey', string> {
  const ssl = (...args: string[]) => execFileSync('/usr/bin/openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const key = (name: string) => ssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', `${name}.key`);
  key('ca');
  ssl('req', '-x509', '-new', '-key', 'ca.key', '-subj', '/CN=conformance test CA', '-days', '2', '-out', 'ca.pem');
  const signed = (name: string, cn: string, ext: string, ca = 'ca') => {
    key(name);
    ssl('req', '-new', '-key', `${name}.key`, '-subj', `/CN=${cn}`, '-out', `${name}.csr`);
    writeFileSync(join(dir, `${name}.ext`), ext);
    ssl('x509', '-req', '-in', `${name}.csr`, '-CA', `${ca}.pem`, '-CAkey', `${ca}.key`, '-CAcreateserial', '-days', '2', '-extfile', `${name}.ext`, '-out', `${name}.pem`);
  };
  signed('server', '127.0.0.1', 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  signed('client', 'conformance client', 'extendedKeyUsage=clientAuth\n');
  // A client certificate from another CA, which the servers do not trust.
  key('other');
  ssl('req', '-x509', '-new', '-key', 'other.key', '-subj', '/CN=another CA', '-days', '2', '-out', 'other.pem');
  signed('stranger', 'stranger', 'extendedKeyUsage=clientAuth\n', 'other');
  const p = (f: string) => join(dir, f);
  return {
    ca: p('ca.pem'),
    serverCert: p('server.pem'),
    serverKey: p('server.key'),
    clientCert: p('client.pem'),
    clientKey: p('client.key'),
    strangerCert: p('stranger.pem'),
    strangerKey: p('stranger.key'),
  };
}

async function serveMutualTls(handler: RequestListener, files: ReturnType<typeof makeCertificates>): Promise<{ url: string; server: Server; requests: number }> {
  const server = createServer(
    { key: readFileSync(files.serverKey), cert: readFileSync(files.serverCert), ca: readFileSync(files.ca), requestCert: true, rejectUnauthorized: true },
    handler,
  );
  const state = { url: '', server, requests: 0 };
  server.prependListener('request', () => state.requests++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('mutual TLS', () => {
  let dir: string;
  let files: ReturnType<typeof makeCertificates>;
  let holder: Awaited<ReturnType<typeof serveMutualTls>>;
  let platform: Awaited<ReturnType<typeof serveMutualTls>>;
  let broken: Awaited<ReturnType<typeof serveMutualTls>>;
  let brokenHolder: Awaited<ReturnType<typeof serveMutualTls>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'conformance-mtls-'));
    files = makeCertificates(dir);
    holder = await serveMutualTls(createDocumentHolder({ apiKey: API_KEY }).listeners('request')[0] as RequestListener, files);
    platform = await serveMutualTls(buildPlatform({ clients: [CLIENT] }).server.listeners('request')[0] as RequestListener, files);
    broken = await serveMutualTls(buildPlatform({ clients: [CLIENT], ...patchIgnored.options }).server.listeners('request')[0] as RequestListener, files);
    brokenHolder = await serveMutualTls(createDocumentHolder({ apiKey: API_KEY, mutation: anyApiKey.mutation }).listeners('request')[0] as RequestListener, files);
  });
  afterAll(async () => {
    await close(holder.server);
    await close(platform.server);
    await close(broken.server);
    await close(brokenHolder.server);
    rmSync(dir, { recursive: true, force: true });
  });

  const runA = (extra: string[]) =>
    runCli(['run', '--target', holder.url, '--interface', 'a', '--only', 'A.requires-api-key', '--only', 'A3.finds-created-document', '--runs', '2', ...extra], {
      env: { CONFORMANCE_API_KEY: API_KEY },
    });

  it('interface A passes with --cert, --key and --ca', async () => {
    const before = holder.requests;
    const res = await runA(['--cert', files.clientCert, '--key', files.clientKey, '--ca', files.ca]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(holder.requests).toBeGreaterThan(before);
  });

  it('without a client certificate: exit 2, one line saying the target asks for one', async () => {
    const res = await runA(['--ca', files.ca]);
    expect(res.code).toBe(2);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(/^conformance: target https:\/\/127\.0\.0\.1:\d+ refused the TLS connection: it asks for a TLS client certificate .*give --cert and --key/);
  });

  it('with a certificate the target does not trust: exit 2, one line', async () => {
    const res = await runA(['--cert', files.strangerCert, '--key', files.strangerKey, '--ca', files.ca]);
    expect(res.code).toBe(2);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(/^conformance: target https:\/\/127\.0\.0\.1:\d+ (refused the TLS connection|closed the TLS connection unanswered).*check --cert\/--key/);
  });

  it('without --ca the target certificate is not trusted: exit 2 as before', async () => {
    const res = await runA(['--cert', files.clientCert, '--key', files.clientKey]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/certificate is not trusted/);
  });

  it('through HTTPS_PROXY: the client certificate is presented inside the tunnel', async () => {
    const proxy = await forwardProxy();
    try {
      const before = holder.requests;
      const res = await spawnCli(
        ['run', '--target', holder.url, '--interface', 'a', '--only', 'A3.finds-created-document', '--runs', '2', '--cert', files.clientCert, '--key', files.clientKey, '--ca', files.ca],
        { env: { ...proxyEnv({ HTTPS_PROXY: proxy.url }), CONFORMANCE_API_KEY: API_KEY } },
      );
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(holder.requests).toBeGreaterThan(before);
      expect(proxy.seen.length).toBeGreaterThan(0);
      expect(proxy.seen.every((s) => s === `CONNECT ${new URL(holder.url).host}`)).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('interface B from a profile with b.tls (paths relative to the profile): the token request goes over mutual TLS too', async () => {
    const profile = join(dir, 'profile.json');
    writeFileSync(
      profile,
      JSON.stringify({
        b: {
          target: platform.url,
          oauth: { tokenUrl: `${platform.url}/oauth/token`, clientId: CLIENT.clientId, clientSecret: CLIENT.clientSecret },
          tls: { cert: 'client.pem', key: 'client.key', ca: 'ca.pem' },
        },
      }),
    );
    const before = platform.requests;
    const res = await runCli(['run', '--config', profile, '--interface', 'b', '--only', 'B1.list-schema', '--runs', '2']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(platform.requests).toBeGreaterThan(before + 1);
  });

  it('a failure\'s reproduction script presents the client certificate and trusts the CA at every step, the token request included', async () => {
    const out = join(dir, 'mtls-script');
    const id = patchIgnored.breaks;
    const res = await runCli(
      ['run', '--target', broken.url, '--token-url', `${broken.url}/oauth/token`, '--client-id', CLIENT.clientId, '--interface', 'b', '--only', id, '--runs', '5', '--seed', '3',
        '--cert', files.clientCert, '--key', files.clientKey, '--ca', files.ca, '--reporter', 'json', '--output-dir', out],
      { env: { CONFORMANCE_CLIENT_SECRET: CLIENT.clientSecret } },
    );
    expect(res.code, res.stderr).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
    const check = report.checks.find((c) => c.id === id)!;
    const file = join(out, 'reproduce', `${id}.sh`);
    const script = readFileSync(file, 'utf8');
    const steps = script.split('\n').filter((l) => l.startsWith('curl '));
    expect(steps.length).toBeGreaterThan(2);
    for (const line of steps) for (const flag of [`--cert '${files.clientCert}'`, `--key '${files.clientKey}'`, `--cacert '${files.ca}'`]) expect(line).toContain(flag);
    const before = broken.requests;
    const replay = await replayReproduction(script, { CONFORMANCE_CLIENT_SECRET: CLIENT.clientSecret }, file);
    expect(notReproduced(replay, check.evidence?.response?.status), `${replay.stdout.slice(-2000)}\n${replay.stderr}`).toEqual([]);
    expect(broken.requests - before).toBeGreaterThanOrEqual(steps.length);
  });

  it('a failure shown by one request: its curl line presents the client certificate and trusts the CA', async () => {
    const out = join(dir, 'mtls-line');
    const id = anyApiKey.breaks;
    const res = await runCli(
      ['run', '--target', brokenHolder.url, '--interface', 'a', '--only', id, '--cert', files.clientCert, '--key', files.clientKey, '--ca', files.ca, '--reporter', 'json', '--output-dir', out],
      { env: { CONFORMANCE_API_KEY: API_KEY } },
    );
    expect(res.code, res.stderr).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
    const check = report.checks.find((c) => c.id === id)!;
    // One request, so a curl line and no script.
    expect(check.reproduceFile).toBeUndefined();
    expect(check.reproduce).toMatch(/^curl /);
    for (const flag of [`--cert '${files.clientCert}'`, `--key '${files.clientKey}'`, `--cacert '${files.ca}'`]) expect(check.reproduce).toContain(flag);
    const before = brokenHolder.requests;
    const replay = await replayReproduction(check.reproduce!, {});
    expect(notReproduced(replay, check.evidence?.response?.status), `${replay.stdout.slice(-2000)}\n${replay.stderr}`).toEqual([]);
    expect(brokenHolder.requests - before).toBe(1);
  });

  it.each([
    ['a file that does not exist', () => ['--cert', join(dir, 'missing.pem'), '--key', files.clientKey], /^conformance: --cert \S+missing\.pem: cannot be read \(no such file\)$/],
    ['a certificate that is not PEM', () => ['--cert', files.clientKey.replace('client.key', 'client.ext'), '--key', files.clientKey], /^conformance: --cert \S+: not a PEM file/],
    ['a key without its certificate', () => ['--key', files.clientKey], /^conformance: --key is given without its certificate: give --cert \(or a\.tls\.cert in the profile\) too$/],
    ['a key that is not the certificate\'s', () => ['--cert', files.clientCert, '--key', files.strangerKey], /^conformance: --key \S+ is not the private key of the certificate/],
    ['a CA file with no certificate', () => ['--ca', files.clientKey], /^conformance: --ca \S+: no PEM certificate in it$/],
  ])('%s: exit 2 with one line', async (_what, args, line) => {
    const before = holder.requests;
    const res = await runA(args());
    expect(res.code).toBe(2);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr.trim()).toMatch(line);
    expect(holder.requests).toBe(before);
  });
});
