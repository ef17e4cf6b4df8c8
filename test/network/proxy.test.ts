// HTTP_PROXY / NO_PROXY: a forward proxy on loopback (absolute-URI requests and CONNECT tunnels) sees every
// connection of a run when HTTP_PROXY names it, and none when NO_PROXY covers the target.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDocumentHolder, type StartedDocumentHolder } from '../../reference/interface-a/index.ts';
import { spawnCli } from '../e2e/cli.ts';
import { runAgainst, startTestPlatform } from '../e2e/interface-b-run.ts';
import { forwardProxy, proxyEnv, type ForwardProxy } from './forwardProxy.ts';

const API_KEY = 'proxy-test-key-5d1e9c';
const CHECK = 'A.requires-api-key';


describe('HTTP_PROXY and NO_PROXY', () => {
  let holder: StartedDocumentHolder;
  let proxy: ForwardProxy;
  let dir: string;
  let targetConnections: number;
  beforeEach(async () => {
    holder = await startDocumentHolder({ port: 0, apiKey: API_KEY });
    targetConnections = 0;
    holder.server.on('connection', () => targetConnections++);
    proxy = await forwardProxy();
    dir = await mkdtemp(join(tmpdir(), 'conformance-proxy-'));
  });
  afterEach(async () => {
    await proxy.close();
    await holder.close();
    await rm(dir, { recursive: true, force: true });
  });

  const run = (env: Record<string, string>) =>
    spawnCli(['run', '--target', holder.url, '--interface', 'a', '--only', CHECK, '--reporter', 'json', '--output-dir', dir], { env: { ...proxyEnv(env), CONFORMANCE_API_KEY: API_KEY } });

  it('HTTP_PROXY: every connection to the target goes through the proxy', async () => {
    const res = await run({ HTTP_PROXY: proxy.url });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const host = new URL(holder.url).host;
    expect(proxy.seen.length).toBeGreaterThan(0);
    // Each tunnel or forwarded request names the target; the target saw no connection the proxy did not open.
    expect(proxy.seen.every((s) => s === `CONNECT ${host}` || s.includes(`http://${host}/`))).toBe(true);
    // undici tunnels every connection (CONNECT): one upstream connection per tunnel, none of the run's own.
    expect(proxy.seen.every((s) => s.startsWith('CONNECT '))).toBe(true);
    expect(targetConnections).toBe(proxy.seen.length);
  });

  it('lower-case http_proxy is honoured too', async () => {
    const res = await run({ http_proxy: proxy.url });
    expect(res.code).toBe(0);
    expect(proxy.seen.length).toBeGreaterThan(0);
  });

  it('NO_PROXY covering the target: the proxy sees nothing and the run still passes', async () => {
    const port = new URL(holder.url).port;
    for (const noProxy of [`localhost,127.0.0.1:${port}`, '*']) {
      const res = await run({ HTTP_PROXY: proxy.url, NO_PROXY: noProxy });
      expect(res.code, res.stderr).toBe(0);
    }
    expect(proxy.seen).toEqual([]);
    expect(targetConnections).toBeGreaterThan(0);
  });

  it('NO_PROXY naming another port does not cover the target', async () => {
    const res = await run({ HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1:1' });
    expect(res.code).toBe(0);
    expect(proxy.seen.length).toBeGreaterThan(0);
  });

  it('a proxy that cannot be reached is exit 2 with one line naming it (its password left out)', async () => {
    await proxy.close();
    const dead = new URL(proxy.url);
    const res = await run({ HTTP_PROXY: `http://user:pr0xy-pass@${dead.host}` });
    expect(res.code).toBe(2);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(new RegExp(`^conformance: proxy http://${dead.host.replace(/\./g, '\\.')} for ${holder.url.replace(/\./g, '\\.')} cannot be reached: connection refused`));
    expect(res.stderr).not.toContain('pr0xy-pass');
    expect(targetConnections).toBe(0);
  });
});

describe('the throttling burst and a proxy', () => {
  it('goes straight to the target, says so in its results, and carries b.headers', async () => {
    const proxy = await forwardProxy();
    const platform = await startTestPlatform({ rateLimit: { capacity: 50, refillPerSecond: 50 } });
    const GATEWAY_KEY = 'burst-gw-key-6c2e';
    let withoutHeader = 0;
    let requests = 0;
    platform.p.server.prependListener('request', (req) => {
      requests++;
      if (req.headers['x-gateway-key'] !== GATEWAY_KEY) withoutHeader++;
    });
    const saved = { ...process.env };
    // In this process (the run reads its proxy settings when it starts), restored below.
    for (const [k, v] of Object.entries(proxyEnv({ HTTP_PROXY: proxy.url }))) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    try {
      const { res, report } = await runAgainst(platform, ['--load', '--only', 'B.throttling-no-server-error', '--load-max-seconds', '3', '--load-max-requests', '2000'], {
        headers: { 'X-Gateway-Key': GATEWAY_KEY },
      });
      expect(res.stderr).toBe('');
      const check = report.checks.find((c) => c.id === 'B.throttling-no-server-error')!;
      const said = [check.message, ...((check as { notes?: string[] }).notes ?? [])].join(' ');
      expect(said).toContain(`The burst went straight to the target, not through the proxy ${proxy.url}`);
      // The token request went through the proxy; the burst's many connections did not.
      expect(proxy.seen.length).toBeGreaterThan(0);
      expect(requests).toBeGreaterThan(proxy.seen.length);
      expect(withoutHeader).toBe(0);
      expect(JSON.stringify(report)).not.toContain(GATEWAY_KEY);
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
      await platform.close();
      await proxy.close();
    }
  }, 60_000);
});
