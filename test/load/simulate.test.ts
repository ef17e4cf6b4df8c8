// `conformance simulate` end to end, against the embedded reference: exit status, the three report files,
// thresholds that hold and one that cannot, and bad usage.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { runCli } from '../e2e/cli.ts';
import type { SimulationReport } from '../../load/simulate/result.ts';

const xsd = await readFile(fileURLToPath(new URL('../reporters/junit.xsd', import.meta.url)), 'utf8');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'conformance-simulate-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function files(out: string) {
  return {
    json: JSON.parse(await readFile(join(out, 'simulation-report.json'), 'utf8')) as SimulationReport,
    junit: await readFile(join(out, 'simulation-junit.xml'), 'utf8'),
    html: await readFile(join(out, 'simulation-report.html'), 'utf8'),
  };
}

describe('conformance simulate', () => {
  it('drives interface B at 200/s for 3 s, exits 0 and writes the three reports', async () => {
    const out = join(dir, 'b');
    const res = await runCli(['simulate', '--interface', 'b', '--rate', '200', '--duration', '3', '--output-dir', out, '--threshold', 'errors<1%']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/rate 200\/s for 3 s · mix list=40,create=20,read=20,patch=10,delete=10 · max requests 720 · max in flight 200/);
    expect(res.stdout).toMatch(/exit status 0/);
    const { json, junit, html } = await files(out);

    expect(json.summary.due).toBe(600);
    expect(json.summary.started + json.summary.dropped).toBe(600);
    expect(json.operations.map((o) => o.name)).toEqual(['list', 'create', 'read', 'patch', 'delete']);
    expect(json.total.count).toBe(json.summary.started);
    expect(json.total.errors).toBe(0);
    for (const o of json.operations) {
      expect(o.count, o.name).toBeGreaterThan(0);
      expect(o.latency.p50).toBeLessThanOrEqual(o.latency.p99);
      expect(o.latency.p99).toBeLessThanOrEqual(o.latency.max);
    }
    expect(json.total.schema.checked).toBeGreaterThan(0);
    expect(json.total.schema.broken).toBe(0);
    expect(json.series.points.length).toBeGreaterThanOrEqual(3);
    // Everything the simulation created was deleted again.
    expect(json.cleanup.created).toBeGreaterThan(0);
    expect(json.cleanup.deleted).toBe(json.cleanup.created);
    expect(json.cleanup.leftBehind).toEqual([]);
    expect(json.thresholds.every((t) => t.ok === true)).toBe(true);

    const valid = await validateXML({ xml: [{ fileName: 'simulation-junit.xml', contents: junit }], schema: [{ fileName: 'junit.xsd', contents: xsd }] });
    expect(valid.errors.map((e) => e.rawMessage)).toEqual([]);
    expect((junit.match(/<testcase /g) ?? []).length).toBe(6);
    expect(junit).not.toMatch(/<failure/);

    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toMatch(/<svg [^>]*viewBox/);
    expect(html).toContain('Latency by percentile');
    // Self-contained: nothing is loaded from anywhere.
    expect(html).not.toMatch(/<script|<link|\ssrc=|\shref=|url\(/i);
  }, 60_000);

  it('exits 1 when a threshold cannot hold, and the JUnit testcases fail', async () => {
    const out = join(dir, 'fail');
    const res = await runCli(['simulate', '--interface', 'b', '--rate', '50', '--duration', '1', '--output-dir', out, '--threshold', 'p99<0', '--reporter', 'json,junit']);
    expect(res.code).toBe(1);
    const json = JSON.parse(await readFile(join(out, 'simulation-report.json'), 'utf8')) as SimulationReport;
    expect(json.exitCode).toBe(1);
    expect(json.thresholds.filter((t) => t.ok === false).map((t) => t.scope)).toContain('total');
    const junit = await readFile(join(out, 'simulation-junit.xml'), 'utf8');
    expect(junit).toMatch(/<failure message="threshold failed: total p99&lt;0: FAILED/);
    await expect(stat(join(out, 'simulation-report.html'))).rejects.toThrow();
  }, 60_000);

  it('drives interface A: documents for many suppliers, replaced and queried', async () => {
    const out = join(dir, 'a');
    const res = await runCli(['simulate', '--interface', 'a', '--rate', '100', '--duration', '2', '--output-dir', out, '--reporter', 'json', '--threshold', 'errors<1%', '--schema-sample', '2']);
    expect(res.code).toBe(0);
    const json = JSON.parse(await readFile(join(out, 'simulation-report.json'), 'utf8')) as SimulationReport;
    expect(json.operations.map((o) => [o.name, o.count > 0])).toEqual([
      ['create', true],
      ['replace', true],
      ['query', true],
    ]);
    expect(json.total.errors).toBe(0);
    expect(json.operations.find((o) => o.name === 'query')!.schema.checked).toBeGreaterThan(0);
    expect(json.total.schema.broken).toBe(0);
    // Interface A has no delete: what was created is reported, not hidden.
    expect(json.cleanup.undeletable).toBe(json.cleanup.created);
  }, 60_000);

  it('stops at the request cap, and says so', async () => {
    const out = join(dir, 'cap');
    const res = await runCli(['simulate', '--interface', 'a', '--rate', '200', '--duration', '5', '--max-requests', '40', '--output-dir', out, '--reporter', 'json']);
    expect(res.code).toBe(0);
    const json = JSON.parse(await readFile(join(out, 'simulation-report.json'), 'utf8')) as SimulationReport;
    expect(json.summary.stoppedBy).toBe('max-requests');
    expect(json.summary.requests).toBe(40);
    // Ended by the cap, not by the 5 s duration: stoppedBy above says so; the rate had 1000 requests in it.
    expect(json.summary.requests).toBeLessThan(200 * 5);
    expect(json.settings.maxRequests).toBe(40);
  }, 60_000);

  it.each([
    [['--interface', 'b', '--duration', '1'], /rate/],
    [['--interface', 'b', '--rate', '0', '--duration', '1'], /--rate must be a number above 0/],
    [['--interface', 'b', '--rate', '10', '--duration', 'Infinity'], /--duration/],
    [['--interface', 'c', '--rate', '10', '--duration', '1'], /--interface must be a or b/],
    [['--interface', 'b', '--rate', '10', '--duration', '1', '--mix', 'list=1,nope=2'], /unknown operation "nope"/],
    [['--interface', 'b', '--rate', '10', '--duration', '1', '--threshold', 'p99<'], /--threshold/],
    [['--interface', 'b', '--rate', '10', '--duration', '1', '--max-in-flight', '0'], /--max-in-flight/],
    [['--interface', 'b', '--rate', '10', '--duration', '1', '--reporter', 'xml'], /--reporter xml is unknown/],
    [['--interface', 'b', '--rate', '10', '--duration', '1', '--target', 'http://127.0.0.1:9'], /no credentials/],
  ])('refuses bad usage with exit 2: %s', async (args, message) => {
    const res = await runCli(['simulate', ...args, '--output-dir', join(dir, 'usage')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
  });
});
