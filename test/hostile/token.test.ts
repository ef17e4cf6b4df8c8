// A token endpoint that misbehaves means the run cannot be made: one line on stderr, exit 2, ended by itself,
// memory bounded, and the client secret nowhere in what was written.
import { beforeAll, describe, expect, it } from 'vitest';
import * as hostile from './servers.ts';
import { expectNoCrash, GENEROUS_TIMEOUT_MS } from './findings.ts';
import { runInProcess, warmUp } from './harness.ts';

const SECRET = 'tok3n-endpoint-Secret+/=~!';
/** The request timeout against a token endpoint that never answers: the timeout is then the only way out. */
const TIMEOUT = 400;

const serve = hostile.closedAfterEach();
beforeAll(warmUp);

// Endpoints that act on their own (answer, reset, redirect) get a timeout no loaded machine reaches, so that
// their action decides the outcome; the run must still end by itself (a hang fails the test at its bound).
async function runWithTokenUrl(target: string, tokenUrl: string, extra: string[] = [], timeoutMs = GENEROUS_TIMEOUT_MS) {
  const run = await runInProcess(
    ['run', '--target', target, '--interface', 'b', '--token-url', tokenUrl, '--client-id', 'hostile-client', '--request-timeout', String(timeoutMs), ...extra],
    { CONFORMANCE_CLIENT_SECRET: SECRET },
  );
  expectNoCrash(run);
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr.trim()).toMatch(/^conformance: token endpoint http\S+ (could not be reached|refused the client credentials grant)/);
  for (const form of [SECRET, encodeURIComponent(SECRET), Buffer.from(SECRET).toString('base64')]) {
    expect(run.stderr + run.stdout).not.toContain(form);
  }
  return run;
}

describe('a token endpoint that misbehaves: exit 2 with one line', () => {
  it('answers garbage (an HTML page with status 200)', async () => {
    const s = await serve(hostile.garbageTokenEndpoint());
    const run = await runWithTokenUrl(s.url, `${s.url}/oauth/token`);
    expect(run.stderr).toMatch(/HTTP 200/);
    expect(run.stderr).toMatch(/Service Unavailable/);
    // The page carries terminal escape sequences: they must not reach the terminal.
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
  });

  it('never answers', async () => {
    const target = await serve(hostile.recorder());
    const s = await serve(hostile.silent());
    const run = await runWithTokenUrl(target.url, `${s.url}/oauth/token`, [], TIMEOUT);
    // Cut by the deadline: the reason names it.
    expect(run.stderr).toMatch(new RegExp(`${TIMEOUT} ms`));
  });

  it('refuses the credentials and echoes them back', async () => {
    const s = await serve(hostile.echoCredentials({ accessToken: 'unused-token', refuseToken: true }));
    const run = await runWithTokenUrl(s.url, `${s.url}/oauth/token`);
    expect(run.stderr).toMatch(/HTTP 401/);
    expect(run.stderr).toContain('<redacted>');
  });

  it('redirects to another origin: not followed, the other origin sees nothing', async () => {
    const other = await serve(hostile.recorder());
    const s = await serve(hostile.redirect(`${other.url}/oauth/token`));
    const run = await runWithTokenUrl(s.url, `${s.url}/oauth/token`);
    expect(run.stderr).toMatch(/HTTP 307/);
    expect(other.hits).toEqual([]);
  });

  it('a body of 512 MiB: cut off, memory bounded', async () => {
    const s = await serve(hostile.hugeBody());
    const before = process.memoryUsage().rss;
    const run = await runWithTokenUrl(s.url, `${s.url}/oauth/token`);
    expect(run.stderr).toMatch(/exceeds \d+ bytes/);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect(s.sent.bytes).toBeLessThan(64 * 1024 * 1024);
  });

  for (const encoding of ['gzip', 'br'] as const) {
    it(`a ${encoding} bomb is never inflated (and never asked for)`, async () => {
      const s = await serve(hostile.compressionBomb(encoding));
      const before = process.memoryUsage().rss;
      await runWithTokenUrl(s.url, `${s.url}/oauth/token`);
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
      expect(s.hits.length).toBeGreaterThan(0);
      for (const hit of s.hits) expect(hit.headers['accept-encoding'] ?? 'identity').toBe('identity');
    });
  }

  it('reset mid-body', async () => {
    const s = await serve(hostile.resetMidBody());
    await runWithTokenUrl(s.url, `${s.url}/oauth/token`);
  });

  it('an https token endpoint with a self-signed certificate is accepted with --insecure', async () => {
    const s = await serve(hostile.selfSignedTls());
    // Without --insecure the target itself is refused first (exit 2, certificate named).
    const refused = await runInProcess(['run', '--target', s.url, '--interface', 'b', '--token-url', `${s.url}/oauth/token`, '--client-id', 'c'], {
      CONFORMANCE_CLIENT_SECRET: SECRET,
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/certificate/);
    // With it, the token request reaches the endpoint, whose 401 is then the reason given.
    const run = await runWithTokenUrl(s.url, `${s.url}/oauth/token`, ['--insecure']);
    expect(run.stderr).toMatch(/HTTP 401/);
    expect(s.hits.some((h) => h.path === '/oauth/token')).toBe(true);
  });
});
