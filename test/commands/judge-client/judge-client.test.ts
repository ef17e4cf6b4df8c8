// `conformance judge-client` end to end: sample clients run against the reference behind the fault
// injection. Faults are forced (`--fault`), never drawn, so that every client meets exactly what it
// needs to show its rule; the well-behaved clients pass, each broken one is caught by exactly its check.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { ROOT, runCli } from '../../e2e/cli.ts';
import { reportSchema } from '../../../reporters/reportSchema.ts';
import { judgeClient } from '../../../commands/judge-client/session.ts';
import { Writable } from 'node:stream';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Judged {
  code: number;
  stdout: string;
  stderr: string;
  checks: Record<string, { status: string; message: string; evidence: { request?: { url: string } } }>;
  traffic: { requests: { headers: Record<string, string>; body?: string; kind: string; status?: number; injected?: string }[] };
}

async function judge(iface: 'a' | 'b', client: string, faults: string[] = []): Promise<Judged> {
  const out = mkdtempSync(join(tmpdir(), 'judge-client-'));
  dirs.push(out);
  const args = ['judge-client', '--interface', iface, '--seed', '7', '--duration', '30', '--reporter', 'json', '--output-dir', out];
  for (const f of faults) args.push('--fault', f);
  const result = await runCli([...args, '--', process.execPath, join(ROOT, client)]);
  let checks: Judged['checks'] = {};
  let traffic: Judged['traffic'] = { requests: [] };
  if (result.code !== 2) {
    const report = JSON.parse(readFileSync(join(out, 'conformance-report.json'), 'utf8')) as { checks: ({ id: string } & Judged['checks'][string])[] };
    // The report of `run`, in the same shape.
    const ajv = new Ajv({ strict: false });
    expect(ajv.validate(reportSchema, report), JSON.stringify(ajv.errors)).toBe(true);
    checks = Object.fromEntries(report.checks.map((c) => [c.id, c]));
    traffic = JSON.parse(readFileSync(join(out, 'client-traffic.json'), 'utf8')) as Judged['traffic'];
  }
  return { ...result, checks, traffic };
}

/** The one check that must catch the client; every other one passed or was not shown. */
function caughtOnlyBy(j: Judged, id: string, status: 'failed' | 'warning'): void {
  expect(j.checks[id]?.status, `${id}: ${j.checks[id]?.message}\n${j.stderr}`).toBe(status);
  for (const [other, c] of Object.entries(j.checks)) {
    if (other !== id) expect(['passed', 'skipped'], `${other} ${c.status}: ${c.message}`).toContain(c.status);
  }
  expect(j.code).toBe(status === 'failed' ? 1 : 0);
}

describe('judge-client, interface B', () => {
  it('passes the example client through every fault it can meet, each rule shown', async () => {
    const j = await judge('b', 'examples/client-b.mjs', [
      'listActions:2:429:1',
      'getAction:2:429:1:date',
      // One 5xx per chain: a single wait is judged against a floor, not against another wait, so that no
      // scheduling delay of a loaded machine can make a growing series look shrinking.
      'createAction:2:503',
      'getAction:3:500',
      'expire:1:5',
      'token:2:503',
    ]);
    expect(j.code, j.stderr).toBe(0);
    expect(Object.keys(j.checks).sort()).toEqual([
      'CB.authenticated',
      'CB.backoff-after-5xx',
      'CB.list-limits',
      'CB.no-resend-after-4xx',
      'CB.retries-bounded',
      'CB.retry-after-429',
      'CB.retry-after-429-all-requests',
      'CB.token-reused',
      'CB.valid-bodies',
    ]);
    for (const [id, c] of Object.entries(j.checks)) expect(c.status, `${id}: ${c.message}`).toBe('passed');
    // Every fault asked for was met: the judgement rests on them.
    const injected = j.traffic.requests.filter((r) => r.injected).map((r) => `${r.kind} ${r.status}`);
    expect(injected).toEqual(expect.arrayContaining(['listActions 429', 'getAction 429', 'createAction 503', 'getAction 500', 'token 503']));
    expect(j.traffic.requests.some((r) => r.injected === 'token expired early' && r.status === 401)).toBe(true);
  });

  it('reports a rule the client had no occasion to show as not shown, not passed', async () => {
    const j = await judge('b', 'test/judge/clients/b-token-per-request.mjs');
    expect(j.checks['CB.retry-after-429'].status).toBe('skipped');
    expect(j.checks['CB.retry-after-429'].message).toMatch(/^not shown: /);
    expect(j.checks['CB.valid-bodies'].status).toBe('skipped');
  });

  it('catches a resend after 400', async () => {
    const j = await judge('b', 'test/judge/clients/b-resend-after-400.mjs');
    caughtOnlyBy(j, 'CB.no-resend-after-4xx', 'failed');
    expect(j.checks['CB.no-resend-after-4xx'].message).toMatch(/#2 was answered 400 and sent again unchanged .* as #3/);
  });

  it('catches a retry 100 ms after a 429 with Retry-After 2', async () => {
    const j = await judge('b', 'test/judge/clients/b-early-429-retry.mjs', ['listActions:2:429:2']);
    caughtOnlyBy(j, 'CB.retry-after-429', 'failed');
    expect(j.checks['CB.retry-after-429'].message).toMatch(/#3 was answered 429 with Retry-After 2.*retried as #4/);
  });

  it('warns of immediate retries after a 5xx', async () => {
    const j = await judge('b', 'test/judge/clients/b-immediate-5xx-retry.mjs', ['listActions:2:503', 'listActions:3:500']);
    caughtOnlyBy(j, 'CB.backoff-after-5xx', 'warning');
  });

  it('catches an invalid create body', async () => {
    const j = await judge('b', 'test/judge/clients/b-invalid-create-body.mjs');
    caughtOnlyBy(j, 'CB.valid-bodies', 'failed');
    expect(j.checks['CB.valid-bodies'].message).toContain('/status must be one of');
  });

  it('warns of a token fetched per request', async () => {
    const j = await judge('b', 'test/judge/clients/b-token-per-request.mjs');
    caughtOnlyBy(j, 'CB.token-reused', 'warning');
    expect(j.checks['CB.token-reused'].message).toMatch(/^2 tokens fetched while an earlier one was still valid/);
  });

  it('warns of a client whose other requests ignore a 429', async () => {
    const j = await judge('b', 'test/judge/clients/b-ignores-429-elsewhere.mjs', ['listActions:2:429:2']);
    caughtOnlyBy(j, 'CB.retry-after-429-all-requests', 'warning');
    expect(j.checks['CB.retry-after-429-all-requests'].evidence.request?.url).toBe('/v2/development-actions?limit=10&offset=20');
  });

  it('catches a request without its token', async () => {
    const j = await judge('b', 'test/judge/clients/b-no-token.mjs');
    caughtOnlyBy(j, 'CB.authenticated', 'failed');
    expect(j.checks['CB.authenticated'].message).toContain('#3, carried no credential');
  });

  it('catches a list query beyond the limit of part 8', async () => {
    const j = await judge('b', 'test/judge/clients/b-limit-too-large.mjs');
    caughtOnlyBy(j, 'CB.list-limits', 'failed');
    expect(j.checks['CB.list-limits'].message).toContain('limit=5000');
  });

  it('warns of retries after 5xx answers that never give up', async () => {
    const faults = [2, 3, 4, 5, 6, 7].map((n) => `listActions:${n}:503`);
    const j = await judge('b', 'test/judge/clients/b-unbounded-retries.mjs', faults);
    caughtOnlyBy(j, 'CB.retries-bounded', 'warning');
    expect(j.checks['CB.retries-bounded'].message).toMatch(/resent 6 times after 5xx answers \(more than 5\)/);
  });

  it('writes no secret anywhere, not even one the client put in a body or a URL', async () => {
    const out = mkdtempSync(join(tmpdir(), 'judge-client-'));
    dirs.push(out);
    const secretFile = join(out, 'secret.txt');
    const args = ['judge-client', '--interface', 'b', '--seed', '7', '--duration', '30', '--reporter', 'console', '--reporter', 'json', '--reporter', 'junit', '--reporter', 'html', '--output-dir', out];
    const r = await runCli([...args, '--', process.execPath, join(ROOT, 'test/judge/clients/b-secret-in-body.mjs'), secretFile]);
    expect(r.code, r.stderr).toBe(0);
    const secret = readFileSync(secretFile, 'utf8');
    expect(secret.length).toBeGreaterThan(10);
    const traffic = readFileSync(join(out, 'client-traffic.json'), 'utf8');
    expect(traffic).toContain('client_secret=<redacted>');
    // Tokens in URLs are redacted too (the platform issued them: the front knows them).
    expect(traffic).toMatch(/offset=10&token=<redacted>/);
    for (const text of [r.stdout, traffic, ...['conformance-report.json', 'conformance-junit.xml', 'conformance-report.html'].map((f) => readFileSync(join(out, f), 'utf8'))]) {
      expect(text).not.toContain(secret);
    }
    expect(r.stdout).toContain('CB.token-reused');
  });

  it('writes no client assertion, handed-out private key or token, not even those the client put in a URL or a header', async () => {
    const out = mkdtempSync(join(tmpdir(), 'judge-client-'));
    dirs.push(out);
    const leaked = join(out, 'leaked.json');
    const args = ['judge-client', '--interface', 'b', '--auth-method', 'private_key_jwt', '--seed', '7', '--duration', '30', '--reporter', 'console', '--reporter', 'json', '--reporter', 'junit', '--reporter', 'html', '--output-dir', out];
    const r = await runCli([...args, '--', process.execPath, join(ROOT, 'test/judge/clients/b-client-auth.mjs'), 'leak', leaked]);
    expect(r.code, r.stderr).toBe(0);
    const secrets = JSON.parse(readFileSync(leaked, 'utf8')) as Record<string, string>;
    expect(Object.values(secrets).every((s) => s.length > 40)).toBe(true);
    const traffic = readFileSync(join(out, 'client-traffic.json'), 'utf8');
    expect(traffic).toContain('assertion=<redacted>&token=<redacted>');
    for (const text of [r.stdout, r.stderr, traffic, ...['conformance-report.json', 'conformance-junit.xml', 'conformance-report.html'].map((f) => readFileSync(join(out, f), 'utf8'))]) {
      for (const [what, secret] of Object.entries(secrets)) expect(text, what).not.toContain(secret);
    }
  });

  it('records no secret: credentials are labels, header values redacted', async () => {
    const j = await judge('b', 'test/judge/clients/b-token-per-request.mjs');
    const auth = j.traffic.requests.map((r) => r.headers.authorization);
    expect(auth.length).toBeGreaterThan(0);
    for (const a of auth) expect(a).toMatch(/^(Basic|Bearer) <redacted>$/);
    expect(j.traffic.requests.map((r) => (r as { credential?: string }).credential)).toContain('token #3');
  });
});

describe('judge-client, interface A', () => {
  it('passes the example caller through a server error', async () => {
    const j = await judge('a', 'examples/client-a.mjs', ['createDocument:2:500', 'queryDocuments:2:503']);
    expect(j.code, j.stderr).toBe(0);
    expect(j.checks['CA.backoff-after-5xx'].status).toBe('passed');
    for (const [id, c] of Object.entries(j.checks)) expect(['passed', 'skipped'], `${id}: ${c.message}`).toContain(c.status);
  });

  it('catches Base64 that is not Base64', async () => {
    const j = await judge('a', 'test/judge/clients/a-invalid-base64.mjs');
    caughtOnlyBy(j, 'CA.valid-bodies', 'failed');
    expect(j.checks['CA.valid-bodies'].message).toContain('base64EncodedContents');
  });

  it('catches a wrong key', async () => {
    const j = await judge('a', 'test/judge/clients/a-wrong-key.mjs');
    caughtOnlyBy(j, 'CA.authenticated', 'failed');
    expect(j.checks['CA.authenticated'].message).toContain('carried wrong api key');
  });

  it('warns of immediate retries after a 5xx', async () => {
    const j = await judge('a', 'test/judge/clients/a-immediate-5xx-retry.mjs', ['createDocument:2:500']);
    caughtOnlyBy(j, 'CA.backoff-after-5xx', 'warning');
  });

  it('catches an A1 resent after a 400', async () => {
    const j = await judge('a', 'test/judge/clients/a-resend-after-400.mjs');
    caughtOnlyBy(j, 'CA.no-resend-after-4xx', 'failed');
  });
});

describe('judge-client, nothing to judge', () => {
  it('exits 2 in one line when the command is not found', async () => {
    const r = await runCli(['judge-client', '--interface', 'b', '--duration', '5', '--', 'no-such-client-command-x']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('conformance: command not found: no-such-client-command-x (check the command after --)');
  });

  it('exits 2 when the client sends no request', async () => {
    const r = await runCli(['judge-client', '--interface', 'a', '--duration', '30', '--', process.execPath, '-e', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/conformance: nothing to judge: the client sent no request to http:\/\/127\.0\.0\.1:\d+ \(the client exited with 0\)/);
  });

  it('without a command prints what a client needs, serves for --duration, then judges', async () => {
    const r = await runCli(['judge-client', '--interface', 'b', '--duration', '0.2']);
    expect(r.stdout).toMatch(/CONFORMANCE_TARGET=http:\/\/127\.0\.0\.1:\d+\n/);
    expect(r.stdout).toMatch(/CONFORMANCE_TOKEN_URL=http:\/\/127\.0\.0\.1:\d+\/oauth\/token\n/);
    expect(r.stdout).toMatch(/CONFORMANCE_CLIENT_ID=\S+\n\s+CONFORMANCE_CLIENT_SECRET=\S+\n/);
    expect(r.code).toBe(2);
  });
});

describe('judge-client with a profile', () => {
  it('serves the operations where the profile puts them, with its key header', async () => {
    const out = mkdtempSync(join(tmpdir(), 'judge-client-'));
    dirs.push(out);
    const profile = join(out, 'profile.json');
    writeFileSync(profile, JSON.stringify({ a: { apiKeyHeader: 'X-Docs-Key', operations: { createDocument: 'POST /documents/{supplier-id}' } } }));
    const script = `fetch(process.env.CONFORMANCE_TARGET + '/documents/s-1', { method: 'POST', headers: { [process.env.CONFORMANCE_API_KEY_HEADER]: process.env.CONFORMANCE_API_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ fileName: 'a.txt' }) }).then(async (r) => { await r.arrayBuffer(); if (r.status !== 201 && r.status !== 200) process.exit(3); })`;
    const r = await runCli(['judge-client', '--interface', 'a', '--config', profile, '--duration', '20', '--reporter', 'json', '--output-dir', out, '--', process.execPath, '-e', script]);
    expect(r.code, r.stderr).toBe(0);
    const traffic = JSON.parse(readFileSync(join(out, 'client-traffic.json'), 'utf8')) as Judged['traffic'] & { client: { exitCode: number } };
    expect(traffic.client.exitCode).toBe(0);
    expect(traffic.requests.map((q) => q.kind)).toEqual(['createDocument']);
    expect(traffic.requests[0].headers['x-docs-key']).toBe('<redacted>');
  });
});

describe('judge-client bounds and usage', () => {
  it('stops a client that never ends at the request bound, and judges what it recorded', async () => {
    let err = '';
    const sink = new Writable({ write: (_c, _e, done) => done() });
    const errors = new Writable({
      write: (c: Buffer, _e, done) => {
        err += String(c);
        done();
      },
    });
    const script = `(async () => { for (;;) { const r = await fetch(process.env.CONFORMANCE_TARGET + '/materials/m/documents', { headers: { [process.env.CONFORMANCE_API_KEY_HEADER]: process.env.CONFORMANCE_API_KEY } }); await r.arrayBuffer(); } })()`;
    const report = await judgeClient(
      { iface: 'a', seed: 1, durationSeconds: 30, reporters: [], outputDir: '.', command: { command: process.execPath, args: ['-e', script] }, faults: { random: false, forced: [], tokenExpiry: [] }, maxRequests: 5 },
      { stdout: sink, clientOutput: errors },
    );
    expect(err).toContain('the client was stopped after 5 requests');
    expect(report.summary.requests).toBe(5);
    expect(report.exitCode).toBe(0);
  });

  it.each([
    [['--duration', '1'], /--interface a or b is required/],
    [['--interface', 'c'], /--interface a or b is required/],
    [['--interface', 'b', '--duration', '0'], /--duration must be a positive number/],
    [['--interface', 'b', '--fault', 'listActions:1:429'], /--fault listActions:1:429: expected/],
    [['--interface', 'b', '--reporter', 'pdf'], /--reporter pdf is unknown/],
    [['--interface', 'b', '--'], /name the client command after --/],
  ])('refuses %j in one line, exit 2', async (args, message) => {
    const r = await runCli(['judge-client', ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
