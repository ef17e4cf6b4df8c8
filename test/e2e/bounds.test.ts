// Bounds a user sets on a run and what the run says about itself: --max-time, --exclude, --max-failures,
// skip reasons printed whole, where each report was written, and a request count that includes the
// throttling phase's burst.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { reportSchema } from '../../reporters/reportSchema.ts';
import { mutant as authNotEnforced } from '../../reference/mutants/interface-b/auth-not-enforced.ts';
import { planChecks } from '../../commands/run/run.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { runCli } from './cli.ts';
import { CLIENT_ID, CLIENT_SECRET, startTestPlatform, type TestPlatform } from './interface-b-run.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'conformance-bounds-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function readReport(dir: string): Promise<RunReport> {
  return JSON.parse(await readFile(join(dir, 'conformance-report.json'), 'utf8')) as RunReport;
}

/** A loopback proxy that holds every request `delayMs` before passing it on: a slow server. */
/** Forwards each request after `delayMs`; `created()` counts the creates the platform answered 201. */
async function slowProxy(target: string, delayMs: number): Promise<{ url: string; created(): number; close(): Promise<void> }> {
  const upstream = new URL(target);
  let created = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(() => {
        const out = request(
          { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            if (req.method === 'POST' && answer.statusCode === 201) created++;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        out.on('error', () => res.destroy());
        out.end(Buffer.concat(chunks));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    created: () => created,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function platform(options = {}): Promise<TestPlatform> {
  const p = await startTestPlatform(options);
  cleanups.push(() => p.close());
  return p;
}

function oauthArgs(p: TestPlatform, target = p.p.url): string[] {
  return ['--target', target, '--interface', 'b', '--token-url', p.p.tokenUrl, '--client-id', CLIENT_ID];
}

describe('--max-time', () => {
  it('stops a run against a slow server: running checks stopped, the rest skipped, cleanup, reports, nothing left behind', async () => {
    const p = await platform();
    const proxy = await slowProxy(p.p.url, 150);
    cleanups.push(() => proxy.close());
    const dir = await tempDir();
    const res = await runCli(
      ['run', ...oauthArgs(p, proxy.url), '--max-time', '2', '--reporter', 'console', '--reporter', 'json', '--reporter', 'html', '--output-dir', dir],
      { env: { CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET } },
    );
    const report = await readReport(dir);
    expect(existsSync(join(dir, 'conformance-report.html'))).toBe(true);
    expect(report.stopped?.kind).toBe('max-time');
    const validate = new Ajv({ allErrors: true, strict: false }).compile(reportSchema);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report.operations?.b?.map((o) => o.operation)).toEqual(['B1', 'B2', 'B3', 'B4', 'B5']);
    const mustFailures = report.checks.filter((c) => c.status === 'failed' && c.level === 'MUST').length;
    expect(res.code, res.stderr).toBe(mustFailures > 0 ? 1 : 0);
    expect(report.checks.length).toBe(report.planned);
    const notRun = report.checks.filter((c) => c.status === 'skipped' && c.message === "not run: the run's time bound was reached (--max-time 2 s)");
    expect(notRun.length).toBeGreaterThan(0);
    expect(res.stdout).toMatch(/STOPPED \(time bound reached\)/);
    // What the run created before the bound was deleted: the platform holds nothing. How much that was
    // depends on how far the run got in 2 s on this machine, so it is compared with what the platform made.
    expect(report.cleanup?.leftBehind).toEqual([]);
    expect(report.cleanup!.created).toBe(proxy.created());
    expect(p.p.store.count()).toBe(0);
  });
});

describe('--exclude', () => {
  it('leaves out the checks whose id matches, repeatable, like --only leaves out the others', async () => {
    const all = (await planChecks({ interfaces: ['a'], only: ['A.*'], load: false })).map((c) => c.id);
    const kept = (await planChecks({ interfaces: ['a'], only: ['A.*'], exclude: ['A.no-server-error', 'A.error-*'], load: false })).map((c) => c.id);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(all.filter((id) => id !== 'A.no-server-error' && !id.startsWith('A.error-')));
    expect(kept.length).toBeLessThan(all.length - 1);

    const dir = await tempDir();
    const res = await runCli(['run', '--interface', 'a', '--only', 'A.*', '--exclude', 'A.no-server-error', '--exclude', 'A.error-*', '--runs', '2', '--reporter', 'json', '--output-dir', dir]);
    expect(res.code, res.stderr).toBe(0);
    const report = await readReport(dir);
    expect(report.checks.map((c) => c.id).sort()).toEqual([...kept].sort());
    expect(report.planned).toBe(kept.length);
  });

  it('excluding every check is a usage error (exit 2, one line)', async () => {
    const res = await runCli(['run', '--interface', 'a', '--only', 'A.*', '--exclude', 'A.*']);
    expect(res.code).toBe(2);
    expect(res.stderr.trim()).toBe('conformance: --only A.* with --exclude A.* match no check (see `conformance checks`)');
  });
});

describe('--max-failures', () => {
  it('stops after n MUST failures against a mutant that fails several checks; the rest skipped, cleanup, reports, exit 1', async () => {
    const p = await platform(authNotEnforced.options);
    const dir = await tempDir();
    const auth = ['B.requires-token', 'B.rejects-malformed-token', 'B.rejects-unknown-token'];
    const res = await runCli(
      ['run', ...oauthArgs(p), '--only', auth.join(','), '--concurrency', '1', '--max-failures', '2', '--reporter', 'console', '--reporter', 'json', '--reporter', 'html', '--output-dir', dir],
      { env: { CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET } },
    );
    expect(res.code, res.stderr).toBe(1);
    const report = await readReport(dir);
    expect(report.stopped?.kind).toBe('max-failures');
    const failed = report.checks.filter((c) => c.status === 'failed');
    expect(failed).toHaveLength(2);
    const rest = report.checks.filter((c) => c.status !== 'failed');
    expect(rest).toHaveLength(1);
    expect(rest[0].status).toBe('skipped');
    expect(rest[0].message).toBe('not run: the run stopped after 2 MUST failures (--max-failures 2)');
    expect(report.cleanup?.leftBehind).toEqual([]);
    expect(res.stdout).toMatch(/STOPPED \(failure bound reached\)/);

    // The HTML report reads in the reviewer's order: verdict, the two failures, the MUST check not run.
    const html = await readFile(join(dir, 'conformance-report.html'), 'utf8');
    const verdict = html.indexOf('<h1 class="verdict failed" id="verdict">FAILED: 2 MUST failures');
    const failures = html.indexOf('<section class="group" id="failures"><h2>Failures (2)</h2>');
    const skipped = html.indexOf('<section class="group" id="skipped-must"><h2>Skipped MUST checks (1)</h2>');
    expect(verdict).toBeGreaterThan(-1);
    expect(failures).toBeGreaterThan(verdict);
    expect(skipped).toBeGreaterThan(failures);
    for (const c of failed) {
      const at = html.indexOf(`<code>${c.id}</code>`);
      expect(at > failures && at < skipped, c.id).toBe(true);
    }
    expect(html.indexOf(`<code>${rest[0].id}</code>`)).toBeGreaterThan(skipped);
    expect(html).toContain('reason: not run: the run stopped after 2 MUST failures (--max-failures 2)');
    // The profile used and the operations, with the client id but never the secret or a token.
    expect(html).toContain(`&#34;clientId&#34;: &#34;${CLIENT_ID}&#34;`);
    expect(html).toContain('&#34;clientSecret&#34;: &#34;&#60;redacted&#62;&#34;');
    expect(html).not.toContain(CLIENT_SECRET);
    for (const token of p.issuedTokens) expect(html).not.toContain(token);
    expect(html).toContain('<td><code>B4</code> updateAction</td><td>PATCH</td><td><code>/v2/development-actions/{id}</code></td><td>id: path<br>');
  });

  it('without the bound the same mutant fails all three', async () => {
    const p = await platform(authNotEnforced.options);
    const dir = await tempDir();
    const auth = ['B.requires-token', 'B.rejects-malformed-token', 'B.rejects-unknown-token'];
    await runCli(['run', ...oauthArgs(p), '--only', auth.join(','), '--concurrency', '1', '--reporter', 'json', '--output-dir', dir], {
      env: { CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET },
    });
    const report = await readReport(dir);
    expect(report.checks.filter((c) => c.status === 'failed')).toHaveLength(3);
    expect(report.stopped).toBeUndefined();
  });
});

describe('what the run says about itself', () => {
  it('prints a skip reason whole, however long', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--interface', 'a', '--only', 'A1.rejects-missing-supplier-id', '--reporter', 'console', '--reporter', 'json', '--output-dir', dir]);
    const report = await readReport(dir);
    const skipped = report.checks.find((c) => c.status === 'skipped')!;
    expect(skipped, 'a skipped check').toBeDefined();
    expect(skipped.message.length).toBeGreaterThan(120);
    expect(res.stdout).toContain(`(${skipped.message})`);
    expect(res.stdout).not.toMatch(/more characters\)/);
  });

  it('says where it wrote each report, also with --reporter html alone', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--interface', 'a', '--only', 'A.requires-api-key', '--reporter', 'html', '--output-dir', dir]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout.trim()).toBe(`report: ${join(dir, 'conformance-report.html')}`);

    const both = await runCli(['run', '--interface', 'a', '--only', 'A.requires-api-key', '--reporter', 'json', '--reporter', 'junit', '--output-dir', dir]);
    expect(both.stdout.trim().split('\n')).toEqual([`report: ${join(dir, 'conformance-report.json')}`, `report: ${join(dir, 'conformance-junit.xml')}`]);
    for (const line of both.stdout.trim().split('\n')) expect(existsSync(line.slice('report: '.length))).toBe(true);
  });

  it('counts the requests of the throttling phase in the summary', async () => {
    // A platform that throttles early, so that the burst's figures are in the note of a passing check.
    const p = await platform({ rateLimit: { capacity: 20, refillPerSecond: 10 } });
    const dir = await tempDir();
    const res = await runCli(
      ['run', ...oauthArgs(p), '--load', '--only', 'B.throttling-no-server-error', '--load-max-seconds', '5', '--reporter', 'console', '--reporter', 'json', '--output-dir', dir],
      { env: { CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET } },
    );
    const report = await readReport(dir);
    const check = report.checks[0];
    expect(check.status, check.message).toBe('passed');
    const answered = /(\d+) of (\d+) answers were 429/.exec(check.message);
    expect(answered, check.message).not.toBeNull();
    const burst = Number(answered![2]);
    expect(burst).toBeGreaterThanOrEqual(200);
    expect(check.requests).toBeGreaterThanOrEqual(burst);
    expect(report.summary.requests).toBeGreaterThanOrEqual(burst);
    expect(res.stdout).toContain(`${report.summary.requests} requests`);
  });
});
