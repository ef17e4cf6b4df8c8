// The simulation reports from a report built by hand: JUnit valid against the junit-10 schema with one
// testcase per operation judged by its thresholds, a self-contained HTML page that escapes what the
// target sent, and the console summary.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { simulationToJunit } from '../../../load/simulate/reports/junit.ts';
import { simulationToHtml } from '../../../load/simulate/reports/html.ts';
import { summaryText, progressText } from '../../../load/simulate/reports/console.ts';
import type { SimulationReport } from '../../../load/simulate/result.ts';
import type { OperationFigures } from '../../../load/simulate/stats.ts';

const xsd = await readFile(fileURLToPath(new URL('../../reporters/junit.xsd', import.meta.url)), 'utf8');

function figures(name: string, count: number, p99: number): OperationFigures {
  return {
    name,
    count,
    throughput: count / 10,
    latency: { p50: p99 / 4, p90: p99 / 2, p99, 'p99.9': p99 + 1, max: p99 + 2, mean: p99 / 3 },
    percentiles: [0, 50, 90, 99, 99.9, 100].map((p) => ({ p, ms: (p99 * p) / 100 })),
    statuses: count ? { '200': count - 1, '429': 1 } : {},
    attempts: count,
    errors: 0,
    errorRate: 0,
    throttled: count ? 1 : 0,
    throttledShare: count ? 100 / count : 0,
    retryAfterHonoured: count ? 1 : 0,
    backoffRetries: 0,
    suppressedResends: 0,
    transportErrors: [],
    schema: { checked: 3, broken: name === 'list' || name === 'total' ? 1 : 0, examples: name === 'list' || name === 'total' ? ['list: 200 interface-b/actionList: /data must be array <b>'] : [] },
  };
}

const report: SimulationReport = {
  tool: { name: 'conformance', version: '0.1.0' },
  kind: 'simulation',
  startedAt: '2024-05-01T10:00:00.000Z',
  finishedAt: '2024-05-01T10:00:10.000Z',
  target: 'http://127.0.0.1:1/<script>alert(1)</script>',
  embedded: false,
  settings: {
    interface: 'b',
    rate: 100,
    durationSeconds: 10,
    maxRequests: 1200,
    maxInFlight: 100,
    connections: 32,
    mix: { list: 1, create: 1, read: 0 },
    thresholds: ['p99<300', 'rate>50'],
    schemaSampleEvery: 20,
    seed: 7,
  },
  summary: { due: 1000, started: 990, dropped: 10, requests: 995, elapsedSeconds: 10.2, stoppedBy: 'duration', maxLagMs: 3 },
  total: figures('total', 990, 400),
  operations: [figures('list', 500, 400), figures('create', 490, 100), figures('read', 0, 0)],
  series: { pointSeconds: 1, points: Array.from({ length: 10 }, (_, t) => ({ t, seconds: 1, count: 99, errors: 0, throttled: 0, p50: 5, p99: 40 + t, max: 60 })) },
  thresholds: [
    { expression: 'p99<300', scope: 'list', observed: 400, ok: false },
    { expression: 'p99<300', scope: 'create', observed: 100, ok: true },
    { expression: 'p99<300', scope: 'read' },
    { expression: 'p99<300', scope: 'total', observed: 400, ok: false },
    { expression: 'rate>50', scope: 'total', observed: 99, ok: true },
  ],
  cleanup: { created: 490, deleted: 489, undeletable: 0, leftBehind: [{ id: '42', reason: 'delete answered 500' }] },
  exitCode: 1,
};

describe('simulation reports', () => {
  it('JUnit: valid, a testcase per operation and one in total, failed, passed or skipped by their thresholds', async () => {
    const xml = simulationToJunit(report);
    const result = await validateXML({ xml: [{ fileName: 'simulation-junit.xml', contents: xml }], schema: [{ fileName: 'junit.xsd', contents: xsd }] });
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    const cases = [...xml.matchAll(/<testcase [^>]*name="([^"]*)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)].map((m) => ({ name: m[1], body: m[3] ?? '' }));
    expect(cases.map((c) => c.name.split(':')[0])).toEqual(['list', 'create', 'read', 'total']);
    const [list, create, read, total] = cases;
    expect(list.body).toMatch(/<failure message="threshold failed: list p99&lt;300: FAILED \(observed 400\)"/);
    expect(create.body).not.toMatch(/<failure|<skipped/);
    expect(read.body).toMatch(/<skipped/);
    expect(total.body).toMatch(/<failure/);
    expect(total.name).toBe('total: p99&lt;300, rate>50');
  });

  it('HTML: self-contained, charts inline, everything from the target escaped, the style admitted by its hash', () => {
    const html = simulationToHtml(report);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('&#60;b&#62;');
    expect(html).not.toMatch(/\ssrc=|\shref=|<link|url\(/i);
    expect((html.match(/<svg /g) ?? []).length).toBe(3);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(html).toContain(`style-src 'sha256-${hash}'`);
    expect(html).toContain('<td class="failed">FAILED</td>');
    expect(html).toContain('<code>42</code>: delete answered 500');
  });

  it('console: a summary line per figure, the verdicts, and a progress line', () => {
    const text = summaryText(report, ['/tmp/x.json']);
    expect(text).toMatch(/990 of 1000 due iterations started, 10 dropped, 995 requests in 10.2 s/);
    expect(text).toMatch(/^list: 500 operations, 50\/s$/m);
    expect(text).toMatch(/^ {2}latency ms: p50 100, p90 200, p99 400, p99.9 401, max 402$/m);
    expect(text).toMatch(/^list p99<300: FAILED \(observed 400\)$/m);
    expect(text).toMatch(/^read p99<300: not measured$/m);
    expect(text).toMatch(/^exit status 1$/m);
    expect(text).not.toContain('\x1b');
    expect(progressText({ elapsedSeconds: 3, rate: 99.5, p50: 1.25, p99: 9, completed: 300, errors: 1, throttled: 2, inFlight: 4, dropped: 0 })).toBe(
      '   3s      99.5/s  p50 1.3ms  p99 9.0ms  errors 1  429s 2  in flight 4  dropped 0  done 300',
    );
  });
});
