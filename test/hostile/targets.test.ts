// Broken targets become findings, not crashes: each hostile server below misbehaves in one way, and the run
// must end by itself with the probe check failed and the evidence of what the server did.
import { beforeAll, describe, expect, it } from 'vitest';
import * as hostile from './servers.ts';
import { existing, expectFinding, expectNoCrash, PROBE_A, runAgainst, type HostileRun } from './findings.ts';
import { warmUp } from './harness.ts';

beforeAll(warmUp);

/** The request timeout against targets that never complete: the timeout is then the only way out. */
const TIMEOUT = 400;
/**
 * The request timeout where the target first sends something the client must have received before the
 * timeout ends the exchange (a status line, a stream of interim answers): long enough for any loaded machine.
 */
const SLOW_TIMEOUT = 3_000;

const serve = hostile.closedAfterEach();

describe('a target that cannot be reached at all', () => {
  it('connection refused: exit 2 with one line naming the target and the reason', async () => {
    const { url } = await hostile.refusedPort();
    const run = await runAgainst(url);
    expectNoCrash(run);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toMatch(new RegExp(`^conformance: target ${url.replace(/[.[\]]/g, '\\$&')} cannot be reached: connection refused$`));
    expect(run.report).toBeUndefined();
  });
});

/** A setup error: exit 2, one line naming the interface, an operation of the probe and what the target did; no report. */
function expectSetupError(run: HostileRun, what: RegExp): void {
  expectNoCrash(run);
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr.trim()).toMatch(/^conformance: interface A: no answer (within \d+ ms )?to any request of the setup probe \(e\.g\. \w+: [A-Z]+ http:\/\/127\.0\.0\.1:\d+\/\S+/);
  expect(run.stderr.trim()).toMatch(what);
  expect(run.stdout).toBe('');
  expect(run.report).toBeUndefined();
}

describe('a target that never answers the setup probe: a setup error, exit 2, one line', () => {
  it('accepts and never answers: the wait is named', async () => {
    const s = await serve(hostile.silent());
    const run = await runAgainst(s.url, { timeoutMs: TIMEOUT });
    expectSetupError(run, new RegExp(`no answer within ${TIMEOUT} ms .*: the target accepts connections but does not answer; check that --target \\(or a\\.target\\) is the API and that it is up, or raise --request-timeout$`));
    // Only the probe's requests reached it: no check ran.
    expect(s.hits.length).toBeLessThanOrEqual(3);
  });

  it('headers that trickle byte by byte', async () => {
    const s = await serve(hostile.trickleHeaders());
    expectSetupError(await runAgainst(s.url, { timeoutMs: TIMEOUT }), /the target accepts connections but does not answer/);
  });

  it('a storm of 1xx interim answers and never a final one', async () => {
    const s = await serve(hostile.informationalStorm());
    expectSetupError(await runAgainst(s.url, { timeoutMs: SLOW_TIMEOUT }), /the target accepts connections but does not answer/);
    expect(s.sent.bytes).toBeGreaterThan(10);
  });

  it('closes every connection without an answer', async () => {
    const s = await serve(hostile.closeAtOnce());
    expectSetupError(await runAgainst(s.url), /: the target closes connections without answering; check that --target \(or a\.target\) is the API and that it is up$/);
  });
});

describe('a target that breaks the exchange', () => {
  it('reset mid-body', async () => {
    const s = await serve(hostile.resetMidBody());
    const c = expectFinding(await runAgainst(s.url), PROBE_A);
    expect(c.evidence!.error).toMatch(/reset|socket|closed|terminated/i);
  });

  it('a body that never ends (it trickles, so no idle timer fires: the whole-exchange bound must)', async () => {
    const s = await serve(hostile.endlessBody());
    const c = expectFinding(await runAgainst(s.url, { timeoutMs: SLOW_TIMEOUT }), PROBE_A);
    // The head was read, then the deadline cut the body short.
    expect(c.evidence!.error).toMatch(new RegExp(`${SLOW_TIMEOUT} ms`));
    expect(c.evidence!.response?.status).toBe(401);
    expect(c.evidence!.response?.truncated).toBe(true);
  });

  it('a body of 512 MiB is cut off at the cap and memory stays bounded', async () => {
    const s = await serve(hostile.hugeBody({ totalBytes: 512 * 1024 * 1024 }));
    const before = process.memoryUsage();
    const c = expectFinding(await runAgainst(s.url, { timeoutMs: 5_000 }), PROBE_A);
    const after = process.memoryUsage();
    expect(c.evidence!.error).toMatch(/exceeds the cap of \d+ bytes/);
    expect(c.evidence!.response?.truncated).toBe(true);
    // The recorded evidence is an excerpt, not the body.
    expect(c.evidence!.response!.body!.length).toBeLessThan(16 * 1024);
    // The server stopped well short of the whole body: the client went away at the cap.
    expect(s.sent.bytes).toBeLessThan(128 * 1024 * 1024);
    expect(after.rss - before.rss).toBeLessThan(200 * 1024 * 1024);
  });

  it('invalid chunked encoding', async () => {
    const s = await serve(hostile.badChunked());
    const c = expectFinding(await runAgainst(s.url), PROBE_A);
    expect(c.evidence!.error).toBeTruthy();
  });

  it('an HTTP/1.0 body delimited by the close of the connection is read whole', async () => {
    const body = JSON.stringify({ data: [{ fileName: 'a.pdf', description: 'close-delimited', type: 'application/pdf' }] });
    const s = await serve(hostile.http10(body));
    const c = expectFinding(await runAgainst(s.url), PROBE_A);
    // A 200 where a 401 is due: a finding whose evidence holds the whole body.
    expect(c.evidence!.response?.status).toBe(200);
    expect(c.evidence!.response?.body).toBe(body);
  });

  it('an HTTP/1.0 body whose connection never closes', async () => {
    const s = await serve(hostile.http10('{"data":[]}', { neverClose: true }));
    const c = expectFinding(await runAgainst(s.url, { timeoutMs: TIMEOUT }), PROBE_A);
    expect(c.evidence!.error).toMatch(new RegExp(`${TIMEOUT} ms`));
  });
});

describe('a target that answers, but wrongly', () => {
  it('invalid JSON', async () => {
    const s = await serve(hostile.invalidJson());
    const c = expectFinding(await runAgainst(s.url), PROBE_A);
    expect(c.evidence!.response?.body).toContain('{"data": [');
  });

  it('JSON nested a million levels deep (with long digits, for the lossless parser)', async () => {
    const s = await serve(hostile.deepJson());
    const c = expectFinding(await runAgainst(s.url), PROBE_A);
    expect(c.evidence!.response?.status).toBe(200);
    // Interface B checks parse list bodies: the same answer is a finding there too.
    const only = existing('b', ['B1.list-schema', 'B3.unknown-id-404']);
    const run = await runAgainst(s.url, { iface: 'b', only });
    expectNoCrash(run);
    expect(run.code).toBe(1);
    expect(run.report!.checks.length).toBe(only.length);
    expect(run.report!.checks.every((r) => r.status !== 'passed')).toBe(true);
  });

  it('JSON under a wrong content type', async () => {
    const s = await serve(hostile.wrongContentType());
    const c = expectFinding(await runAgainst(s.url), PROBE_A);
    expect(c.evidence!.response?.headers['content-type']).toMatch(/text\/html/);
  });

  for (const encoding of ['gzip', 'br'] as const) {
    it(`a ${encoding} body that inflates without bound is never inflated (and never asked for)`, async () => {
      const s = await serve(hostile.compressionBomb(encoding, { status: 200 }));
      const before = process.memoryUsage();
      const c = expectFinding(await runAgainst(s.url, { timeoutMs: TIMEOUT }), PROBE_A);
      const after = process.memoryUsage();
      for (const hit of s.hits) expect(hit.headers['accept-encoding'] ?? 'identity').toMatch(/^identity$/);
      const res = c.evidence!.response;
      if (res) {
        // What was recorded are the compressed bytes as they came, not spaces.
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.body ?? '').not.toMatch(/ {1024}/);
      }
      expect(after.rss - before.rss).toBeLessThan(200 * 1024 * 1024);
    });
  }
});

describe('redirects are never followed', () => {
  it('to another host: the other origin gets no request, so no credential either', async () => {
    const other = await serve(hostile.recorder());
    // `localhost` and 127.0.0.1 are different origins; so is another port.
    const s = await serve(hostile.redirect(`${other.url.replace('127.0.0.1', 'localhost')}/stolen`));
    const c = expectFinding(await runAgainst(s.url), PROBE_A);
    expect(c.evidence!.response?.status).toBe(307);
    expect(c.evidence!.response?.headers.location).toContain('/stolen');
    // Credentials were in play (the target got them), and nothing at all reached the other origin.
    expect(s.hits.some((h) => h.headers['x-api-key'] === 'hostile-test-key')).toBe(true);
    expect(other.hits).toEqual([]);
  });

  it('interface B: the bearer token goes to the target only, never where it redirects', async () => {
    const other = await serve(hostile.recorder());
    const s = await serve(hostile.redirect(`${other.url}/v2/development-actions`, { status: 308 }));
    // Checks that send the token and fail on any answer but theirs (no data set needed first).
    const only = existing('b', ['B3.unknown-id-404', 'B5.unknown-id-404', 'B4.unknown-id-404']);
    expect(only.length).toBeGreaterThan(0);
    const run = await runAgainst(s.url, { iface: 'b', only });
    expectNoCrash(run);
    expect(run.code, JSON.stringify(run.report?.checks.map((c) => [c.id, c.status, c.message]))).toBe(1);
    expect(run.report!.checks.length).toBe(only.length);
    expect(run.report!.checks.some((c) => c.status === 'failed' && c.evidence?.response?.status === 308)).toBe(true);
    expect(s.hits.some((h) => h.headers.authorization === 'Bearer hostile-test-token')).toBe(true);
    expect(other.hits).toEqual([]);
  });

  it('to a path of the same origin: not followed either', async () => {
    const s = await serve(hostile.redirect('/elsewhere', { status: 302 }));
    const c = expectFinding(await runAgainst(s.url), PROBE_A);
    expect(c.evidence!.response?.status).toBe(302);
    expect(s.hits.every((h) => h.path !== '/elsewhere')).toBe(true);
  });
});

describe('transport variants that must work', () => {
  it('an https target with a self-signed certificate is refused (exit 2) unless --insecure', async () => {
    const s = await serve(hostile.selfSignedTls());
    const refused = await runAgainst(s.url);
    expectNoCrash(refused);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/certificate.*--insecure/);
    expect(s.hits).toEqual([]);

    const accepted = await runAgainst(s.url, { only: [PROBE_A], extra: ['--insecure'] });
    expectNoCrash(accepted);
    expect(accepted.code).toBe(0);
    expect(accepted.check(PROBE_A)?.status).toBe('passed');
    expect(s.hits.length).toBeGreaterThan(0);
  });

  it('an IPv6 loopback target http://[::1]:PORT', async (ctx) => {
    if (!(await hostile.hasIpv6Loopback())) ctx.skip();
    const s = await serve(hostile.plain401({ host: '::1' }));
    expect(s.url).toMatch(/^http:\/\/\[::1\]:\d+$/);
    const run = await runAgainst(s.url, { only: [PROBE_A] });
    expectNoCrash(run);
    expect(run.code).toBe(0);
    expect(run.check(PROBE_A)?.status).toBe('passed');
    expect(run.report?.targets.a).toBe(s.url);
  });
});
