// The tool's own simulator as a client under judge-client: its traffic, seen by the server, keeps the MUST
// rules of part 7 although many iterations share one token (an identical request of another iteration
// looks to the server like a retry, so the simulator holds identical requests and waits out every pause).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../e2e/cli.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('conformance simulate judged by judge-client', () => {
  it('keeps every MUST rule of a client under injected 429s, 5xx and an early token expiry', async () => {
    const out = mkdtempSync(join(tmpdir(), 'simulator-judged-'));
    const simOut = mkdtempSync(join(tmpdir(), 'simulator-judged-sim-'));
    dirs.push(out, simOut);
    const bin = join(ROOT, 'bin/conformance.js');
    // The simulator reads the target and credentials judge-client hands every client.
    const simulate = `exec "${process.execPath}" "${bin}" simulate --interface b --target "$CONFORMANCE_TARGET" --token-url "$CONFORMANCE_TOKEN_URL" --client-id "$CONFORMANCE_CLIENT_ID" --rate 40 --duration 6 --seed 11 --output-dir "${simOut}"`;
    const r = await runCli(['judge-client', '--interface', 'b', '--seed', '7', '--duration', '40', '--reporter', 'json', '--output-dir', out, '--', 'sh', '-c', simulate]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'conformance-report.json'), 'utf8')) as { checks: { id: string; level: string; status: string; message?: string }[] };
    const byId = Object.fromEntries(report.checks.map((c) => [c.id, c]));
    // The MUST rules of a client, each shown by the traffic (not skipped as not shown): what the simulator
    // promises. The SHOULD rules are judged too but not asserted here.
    for (const id of ['CB.retry-after-429', 'CB.no-resend-after-4xx', 'CB.authenticated', 'CB.valid-bodies', 'CB.list-limits']) {
      expect(byId[id]?.status, `${id}: ${byId[id]?.message}`).toBe('passed');
    }
    expect(report.checks.filter((c) => c.level === 'MUST' && c.status === 'failed')).toEqual([]);
  }, 120_000);
});
