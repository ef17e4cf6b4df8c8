// The export's files without running them: the rate divided among machines (refused below one arrival a
// second), thresholds mapped to Artillery's ensure, the YAML written, and the command line's exit codes.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalRatePerWorker, artilleryScript, ensureOf, wholeWeights } from '../../../load/simulate/export/artillery/script.ts';
import { ARTILLERY_VERSION } from '../../../load/simulate/export/artillery/defaults.ts';
import { toYaml } from '../../../load/simulate/export/artillery/yaml.ts';
import { parseThresholds } from '../../../load/simulate/thresholds.ts';
import { UsageError } from '../../../src/errors.ts';
import { ARTILLERY_VERSION as INSTALLED_VERSION } from '../../../scripts/artillery.mjs';
import { runCli } from '../../e2e/cli.ts';

const OPS = ['list', 'create', 'read', 'patch', 'delete'];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'conformance-export-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the rate per machine', () => {
  it('divides the rate among the workers, rounded to whole arrivals', () => {
    expect(arrivalRatePerWorker(200, 1)).toBe(200);
    expect(arrivalRatePerWorker(200, 2)).toBe(100);
    expect(arrivalRatePerWorker(200, 3)).toBe(67);
    expect(arrivalRatePerWorker(1.6, 1)).toBe(2);
  });
  it('refuses less than one arrival a second per machine', () => {
    expect(() => arrivalRatePerWorker(5, 10)).toThrow(UsageError);
    expect(() => arrivalRatePerWorker(5, 10)).toThrow(/0\.50 arrivals per second per machine/);
  });
});

describe('thresholds to ensure', () => {
  it('maps p99<300 to every operation and all together, errors<1% to maxErrorRate', () => {
    expect(ensureOf(parseThresholds(['p99<300,errors<1%'], OPS), OPS, 10)).toEqual({
      thresholds: [...OPS.map((op) => ({ [`conformance.${op}.latency.p99`]: 300 })), { 'conformance.latency.p99': 300 }],
      maxErrorRate: 1,
    });
  });
  it('maps scoped and other comparisons to conditions, p99.9 to p999 and rate to completed per second', () => {
    const e = ensureOf(parseThresholds(['list:p99.9<=200', 'create:errors<2%', 'total:mean<50', 'rate>15'], OPS), OPS, 10);
    expect(e).toEqual({
      thresholds: [{ 'conformance.latency.mean': 50 }],
      conditions: [
        { expression: 'conformance.list.latency.p999 <= 200', strict: true },
        { expression: 'conformance.create.errors / conformance.create.completed * 100 < 2', strict: true },
        { expression: 'conformance.completed / 10 > 15', strict: true },
      ],
    });
  });
  it('writes no ensure without thresholds', () => {
    expect(ensureOf([], OPS, 10)).toBeUndefined();
  });
});

describe('the script', () => {
  it('has the phase, one weighted scenario per operation, and ensure among the plugins', () => {
    const script = artilleryScript({ target: 'http://127.0.0.1:8082', processorFile: 'p.mjs', rate: 200, durationSeconds: 10, workers: 4, mix: { list: 40, create: 20, read: 0, patch: 2.5, delete: 10 }, thresholds: parseThresholds(['errors<1%'], OPS) });
    const yaml = toYaml(script);
    expect(yaml).toContain('  target: "http://127.0.0.1:8082"\n  processor: "./p.mjs"\n  phases:\n    - name: "traffic"\n      duration: 10\n      arrivalRate: 50\n');
    expect(yaml).toContain('  plugins:\n    ensure:\n      maxErrorRate: 1\n');
    // An operation with weight 0 is left out; fractional weights are scaled, keeping their ratios.
    expect(yaml).toContain('scenarios:\n  - name: "list"\n    weight: 4000\n    flow:\n      - function: "operation"\n');
    expect(yaml).not.toContain('"read"');
    expect(wholeWeights({ a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
  });
  it('pins one Artillery release for the export and for its installer', () => {
    expect(INSTALLED_VERSION).toBe(ARTILLERY_VERSION);
  });
});

describe('conformance simulate --export artillery', () => {
  it('writes the script, the processor and the README, without any secret', async () => {
    const out = join(dir, 'b');
    const secret = 'sekret-value-42';
    const res = await runCli(['simulate', '--interface', 'b', '--rate', '200', '--duration', '10', '--seed', '3', '--target', 'http://127.0.0.1:9999', '--client-id', 'me', '--threshold', 'p99<300', '--export', 'artillery', out, '--workers', '2'], { env: { CONFORMANCE_CLIENT_SECRET: secret } });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/wrote conformance-b\.yml, conformance-processor\.mjs, README\.md to .* \(100 arrivals\/s per machine\)/);
    const script = await readFile(join(out, 'conformance-b.yml'), 'utf8');
    const processor = await readFile(join(out, 'conformance-processor.mjs'), 'utf8');
    const readme = await readFile(join(out, 'README.md'), 'utf8');
    for (const text of [script, processor, readme, res.stdout]) expect(text).not.toContain(secret);
    expect(script).toContain('target: "http://127.0.0.1:9999"');
    expect(script).toContain('arrivalRate: 100');
    expect(processor).toContain("import { artilleryProcessor } from 'conformance/artillery';");
    expect(processor).toContain('"clientId": "me"');
    expect(processor).toContain('"tokenUrl": "http://127.0.0.1:9999/oauth/token"');
    expect(processor).toContain('"seed": 3');
    expect(processor).toContain('"getAction": "GET /v2/development-actions/{id}"');
    expect(readme).toContain(`npx artillery@${ARTILLERY_VERSION} run-fargate --count 2`);
    expect(readme).toContain('CONFORMANCE_CLIENT_SECRET');
  });

  it('exports interface A against the embedded reference\'s default port', async () => {
    const out = join(dir, 'a');
    const res = await runCli(['simulate', '--interface', 'a', '--rate', '10', '--duration', '5', '--export', 'artillery', out]);
    expect(res.code).toBe(0);
    expect(await readFile(join(out, 'conformance-a.yml'), 'utf8')).toContain('target: "http://127.0.0.1:8081"');
    const processor = await readFile(join(out, 'conformance-processor.mjs'), 'utf8');
    expect(processor).toContain('"apiKeyHeader": "X-API-KEY"');
    expect(processor).toContain('"materialKey": "materialId"');
  });

  it('refuses, with exit 2 and one line, a rate that leaves less than 1/s per machine and an unknown format', async () => {
    const few = await runCli(['simulate', '--interface', 'b', '--rate', '5', '--duration', '10', '--export', 'artillery', join(dir, 'x'), '--workers', '10']);
    expect(few.code).toBe(2);
    expect(few.stderr.trim().split('\n')).toHaveLength(1);
    expect(few.stderr).toMatch(/--workers 10 leaves 0\.50 arrivals per second per machine/);
    const format = await runCli(['simulate', '--interface', 'b', '--rate', '5', '--duration', '10', '--export', 'k6', join(dir, 'y')]);
    expect(format.code).toBe(2);
    expect(format.stderr).toMatch(/--export: unknown format "k6"/);
  });
});
