// Secrets never leak: every command runs with known secrets (API key, client secret, bearer token, issued
// access token), against the embedded reference and against a server that echoes every credential back in
// its bodies and headers, with every reporter; every byte written to stdout, stderr and the output
// directory is searched for each secret in each form it could take (plain, URL- and form-encoded, Base64,
// base64url, and inside any Base64 run).
import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as hostile from './servers.ts';
import type { HostileServer } from './servers.ts';
import { filesUnder, runInProcess, tempDir, warmUp, type CliResult } from './harness.ts';

const SECRETS = {
  apiKey: 'ak-Sekr3t+/=~!Key-0123456789',
  clientSecret: 'cs-Sekr3t+/=~!Client-abcdef',
  bearerToken: 'bt-Sekr3t.Bearer~Token_0123456789',
  issuedToken: 'it-Sekr3t-Issued.Token_abcdef012345',
};

/** What the embedded reference servers were started with and handed out, seen from their side. */
const embedded = vi.hoisted(() => ({ secrets: [] as string[] }));

vi.mock('../../reference/interface-a/index.ts', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../../reference/interface-a/index.ts')>();
  return {
    ...mod,
    startDocumentHolder: async (...args: Parameters<typeof mod.startDocumentHolder>) => {
      const holder = await mod.startDocumentHolder(...args);
      embedded.secrets.push(holder.apiKey);
      return holder;
    },
  };
});

vi.mock('../../reference/interface-b/index.ts', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../../reference/interface-b/index.ts')>();
  return {
    ...mod,
    startPlatform: async (...args: Parameters<typeof mod.startPlatform>) => {
      const platform = await mod.startPlatform(...args);
      for (const c of platform.clients) embedded.secrets.push(c.clientSecret);
      // Every access token the token endpoint hands out, read from its answers.
      platform.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
        if (!req.url?.startsWith('/oauth/token')) return;
        const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
        res.end = ((...a: unknown[]) => {
          const body = a[0];
          if (typeof body === 'string' || Buffer.isBuffer(body)) {
            const token = /"access_token"\s*:\s*"([^"]+)"/.exec(body.toString())?.[1];
            if (token) embedded.secrets.push(token);
          }
          return end(...a);
        }) as typeof res.end;
      });
      return platform;
    },
  };
});

// Written independently of src/http/secrets.ts, so that a form the tool forgets is still caught here.
function formsOf(secret: string): string[] {
  const strictForm = encodeURIComponent(secret).replace(/[-_.!~*'()]|%20/g, (c) => (c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
  const b64 = Buffer.from(secret).toString('base64');
  return [...new Set([secret, encodeURIComponent(secret), new URLSearchParams({ x: secret }).toString().slice(2), strictForm, b64, b64.replace(/=+$/, ''), Buffer.from(secret).toString('base64url')])];
}

/** Each way a secret shows in `text`: a plain or encoded form, or a Base64 run that decodes to text holding it. */
function leaksIn(text: string, secrets: string[]): string[] {
  const found: string[] = [];
  for (const s of secrets) {
    for (const f of formsOf(s)) if (text.includes(f)) found.push(`${JSON.stringify(s)} as ${JSON.stringify(f)}`);
    for (const run of text.match(/[A-Za-z0-9+/_-]{8,}={0,2}/g) ?? []) {
      const decoded = Buffer.from(run, /[-_]/.test(run) ? 'base64url' : 'base64').toString('latin1');
      if (formsOf(s).some((f) => decoded.includes(f))) found.push(`${JSON.stringify(s)} inside Base64 ${run.slice(0, 40)}`);
    }
  }
  return [...new Set(found)];
}

function expectNoLeak(run: CliResult, outputDir: string | undefined, secrets: string[]): void {
  const places = [
    { where: 'stdout', text: run.stdout },
    { where: 'stderr', text: run.stderr },
    ...(outputDir ? filesUnder(outputDir).map((f) => ({ where: f.path, text: f.text })) : []),
  ];
  for (const p of places) expect(leaksIn(p.text, secrets), `secrets in ${p.where}`).toEqual([]);
}

const ALL_SECRETS = Object.values(SECRETS);
const REPORTERS = ['--reporter', 'console', '--reporter', 'json', '--reporter', 'junit', '--reporter', 'html', '--reporter', 'markdown'];
/** Checks that send credentials, fail against an echo and so carry evidence; cheap with --runs 2. */
const ONLY = ['A.*', 'A3.*', 'B.*', 'B1.list-schema', 'B3.*'].join(',');

const open: HostileServer[] = [];
const dirs: (() => void)[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  for (const remove of dirs.splice(0)) remove();
});
beforeAll(warmUp);

async function echo(options: Partial<hostile.EchoOptions> = {}): Promise<HostileServer> {
  const s = await hostile.echoCredentials({ accessToken: SECRETS.issuedToken, ...options });
  open.push(s);
  return s;
}

function outputDir(): string {
  const t = tempDir();
  dirs.push(t.remove);
  return t.dir;
}

interface ReportShape {
  checks: { id: string; interface: string; status: string; reproduce?: string; evidence?: { request?: { headers?: Record<string, string> } } }[];
}

describe('secrets never leak', () => {
  it('run against an echoing server, secrets from the environment, every reporter', async () => {
    const s = await echo();
    const dir = outputDir();
    const run = await runInProcess(
      ['run', '--target', s.url, '--token-url', `${s.url}/oauth/token`, '--client-id', 'echo-client', '--only', ONLY, '--runs', '2', '--request-timeout', '2000', ...REPORTERS, '--output-dir', dir],
      { CONFORMANCE_API_KEY: SECRETS.apiKey, CONFORMANCE_CLIENT_SECRET: SECRETS.clientSecret },
    );
    expect(run.code, run.stderr).toBe(1);
    // The server did get the secrets (so it echoed them), and the report did record failing exchanges.
    expect(s.hits.some((h) => h.headers['x-api-key'] === SECRETS.apiKey)).toBe(true);
    expect(s.hits.some((h) => h.headers.authorization === `Bearer ${SECRETS.issuedToken}`)).toBe(true);
    expect(s.hits.some((h) => h.path === '/oauth/token' && /^Basic /.test(h.headers.authorization ?? ''))).toBe(true);
    const report = JSON.parse(filesUnder(dir).find((f) => f.path.endsWith('conformance-report.json'))!.text) as ReportShape;
    const withEvidence = report.checks.filter((c) => c.evidence?.request);
    expect(withEvidence.some((c) => c.interface === 'a')).toBe(true);
    expect(withEvidence.some((c) => c.interface === 'b')).toBe(true);
    expect(withEvidence.some((c) => Object.values(c.evidence!.request!.headers ?? {}).includes('<redacted>'))).toBe(true);
    // Curl reproductions name the environment variables instead of the values.
    const curls = report.checks.map((c) => c.reproduce ?? '');
    expect(curls.some((c) => c.includes('$CONFORMANCE_API_KEY'))).toBe(true);
    expect(curls.some((c) => c.includes('Bearer $CONFORMANCE_BEARER_TOKEN'))).toBe(true);
    expectNoLeak(run, dir, ALL_SECRETS);
  });

  it('run against an echoing server, secrets from flags (static bearer token), every reporter', async () => {
    const s = await echo({ status: 400 });
    const dir = outputDir();
    const run = await runInProcess([
      'run',
      '--target',
      s.url,
      '--api-key',
      SECRETS.apiKey,
      '--api-key-header',
      'X-Docs-Key',
      '--bearer-token',
      SECRETS.bearerToken,
      '--only',
      ONLY,
      '--runs',
      '2',
      '--request-timeout',
      '2000',
      ...REPORTERS,
      '--output-dir',
      dir,
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(s.hits.some((h) => h.headers['x-docs-key'] === SECRETS.apiKey)).toBe(true);
    expect(s.hits.some((h) => h.headers.authorization === `Bearer ${SECRETS.bearerToken}`)).toBe(true);
    expectNoLeak(run, dir, ALL_SECRETS);
  });

  it('a token endpoint that refuses and echoes the client credentials: exit 2, nothing leaks', async () => {
    for (const method of ['client_secret_basic', 'client_secret_post'] as const) {
      const s = await echo({ refuseToken: true });
      const dir = outputDir();
      const profile = `${dir}/profile.json`;
      (await import('node:fs')).writeFileSync(profile, JSON.stringify({ b: { oauth: { authMethod: method } } }));
      const run = await runInProcess(
        ['run', '--target', s.url, '--interface', 'b', '--config', profile, '--token-url', `${s.url}/oauth/token`, '--client-id', 'echo-client', ...REPORTERS, '--output-dir', dir],
        { CONFORMANCE_CLIENT_SECRET: SECRETS.clientSecret },
      );
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/token endpoint .* refused the client credentials grant: HTTP 401/);
      const sent = s.hits.find((h) => h.path === '/oauth/token')!;
      expect(method === 'client_secret_post' ? sent.body : sent.headers.authorization).toBeTruthy();
      expectNoLeak(run, dir, ALL_SECRETS);
    }
  });

  it('private_key_jwt against a token endpoint that refuses and echoes the request: exit 2, neither the key nor the assertion shows', async () => {
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    const s = await echo({ refuseToken: true });
    const dir = outputDir();
    const run = await runInProcess(
      ['run', '--target', s.url, '--interface', 'b', '--auth-method', 'private_key_jwt', '--token-url', `${s.url}/oauth/token`, '--client-id', 'echo-client', ...REPORTERS, '--output-dir', dir],
      { CONFORMANCE_CLIENT_KEY: key },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/token endpoint .* refused the client credentials grant: HTTP 401 .*\(client authentication private_key_jwt\)$/m);
    const assertion = new URLSearchParams(s.hits.find((h) => h.path === '/oauth/token')!.body).get('client_assertion');
    expect(assertion).toBeTruthy();
    const keyLines = key.split('\n').filter((l) => l.length > 20 && !l.startsWith('-----'));
    expectNoLeak(run, dir, [assertion!, ...keyLines, assertion!.split('.')[2]]);
  });

  it('run against the embedded reference, every reporter: none of its generated secrets and none given shows', async () => {
    embedded.secrets.length = 0;
    const dir = outputDir();
    const run = await runInProcess(
      ['run', '--only', 'A.requires-api-key,A3.returns-data-array,B1.list-schema,B3.*,B.requires-token', '--runs', '2', ...REPORTERS, '--output-dir', dir],
      { CONFORMANCE_API_KEY: SECRETS.apiKey, CONFORMANCE_CLIENT_SECRET: SECRETS.clientSecret, CONFORMANCE_BEARER_TOKEN: SECRETS.bearerToken },
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    // The API key, the client secret and at least one access token were seen on the servers' side.
    expect(embedded.secrets.length).toBeGreaterThanOrEqual(3);
    expectNoLeak(run, dir, [...ALL_SECRETS, ...embedded.secrets]);
  });

  it('simulate against an echoing server, both interfaces, every report', async () => {
    const s = await echo();
    const dir = outputDir();
    for (const iface of ['a', 'b']) {
      const run = await runInProcess(
        ['simulate', '--interface', iface, '--rate', '20', '--duration', '1', '--target', s.url, '--token-url', `${s.url}/oauth/token`, '--client-id', 'echo-client', '--output-dir', dir],
        { CONFORMANCE_API_KEY: SECRETS.apiKey, CONFORMANCE_CLIENT_SECRET: SECRETS.clientSecret },
      );
      expect(run.code, run.stderr).toBeLessThanOrEqual(1);
      expectNoLeak(run, dir, ALL_SECRETS);
    }
    expect(s.hits.some((h) => h.headers['x-api-key'] === SECRETS.apiKey)).toBe(true);
    expect(s.hits.some((h) => h.headers.authorization === `Bearer ${SECRETS.issuedToken}`)).toBe(true);
  });

  it('checks listing, with secrets in the environment', async () => {
    for (const format of ['text', 'markdown', 'json']) {
      const run = await runInProcess(['checks', '--format', format], {
        CONFORMANCE_API_KEY: SECRETS.apiKey,
        CONFORMANCE_CLIENT_SECRET: SECRETS.clientSecret,
        CONFORMANCE_BEARER_TOKEN: SECRETS.bearerToken,
      });
      expect(run.code).toBe(0);
      expect(run.stdout.length).toBeGreaterThan(100);
      expectNoLeak(run, undefined, ALL_SECRETS);
    }
  });

  it('serve, briefly: a key from the flag and a client secret from the environment are not printed', async () => {
    // serve runs until SIGINT/SIGTERM; it is the only listener in this process. Its SIGTERM listener, added
    // once both servers listen and are announced, is awaited as an event (no deadline to race on a slow
    // machine); should serve end without ever listening, its own end is what comes first.
    let onNewListener!: (event: string | symbol) => void;
    const listening = new Promise<'listening'>((resolve) => {
      onNewListener = (event) => {
        // Told just before the listener is added, in the same synchronous call: it is there by the next microtask.
        if (event === 'SIGTERM') queueMicrotask(() => resolve('listening'));
      };
      process.on('newListener', onNewListener);
    });
    const pending = runInProcess(['serve', '--port-a', '0', '--port-b', '0', '--api-key', SECRETS.apiKey], { CONFORMANCE_CLIENT_SECRET: SECRETS.clientSecret });
    const first = await Promise.race([listening, pending.then(() => 'ended' as const)]).finally(() => process.off('newListener', onNewListener));
    expect(first).toBe('listening');
    expect(process.listeners('SIGTERM').length).toBe(1);
    process.emit('SIGTERM');
    const run = await pending;
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/interface A \(document holder\) on http:\/\/127\.0\.0\.1:\d+\s+header X-API-KEY\n/);
    expect(run.stdout).toMatch(/interface B \(platform\) on http:\/\/127\.0\.0\.1:\d+ .*client conformance\n/);
    expectNoLeak(run, undefined, ALL_SECRETS);
  });
});
