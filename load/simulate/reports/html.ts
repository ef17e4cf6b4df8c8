// `simulation-report.html`: one self-contained page (inline style and SVG, no script, no external asset):
// settings, the threshold verdicts, a table per operation, latency over time and latency by percentile.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from '../../../src/output/escapeHtml.ts';
import { writeFileAtomic } from '../../../src/output/files.ts';
import { formatMix } from '../mix.ts';
import type { OperationFigures } from '../stats.ts';
import type { SimulationReport } from '../result.ts';
import { lineChart, type ChartSeries } from './chart.ts';

export const SIMULATION_HTML_FILE = 'simulation-report.html';

const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#222;background:#fff;max-width:1100px}
h1{font-size:1.3rem;margin:0 0 .3rem}h2{font-size:1.05rem;margin:1.4rem 0 .4rem}
.meta{color:#555;margin:.2rem 0}.banner{background:#b00;color:#fff;padding:.4rem .6rem;font-weight:bold}
table{border-collapse:collapse;margin:.4rem 0}th,td{border:1px solid #ddd;padding:.2rem .5rem;text-align:right}
th:first-child,td:first-child{text-align:left}thead th{background:#f3f3f3}
.ok{color:#2a2}.failed{color:#c00;font-weight:bold}.none{color:#888}
figure{margin:.6rem 0}figcaption{font-weight:bold;margin:.2rem 0}
code{background:#f6f6f6;padding:0 .2rem}
`;

const sha256 = (s: string): string => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const CSP = `default-src 'none'; style-src ${sha256(STYLE)}`;
const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2'];

/** Percentiles on a scale of nines: 0, 90, 99, 99.9, … equally spaced. */
const nines = (p: number) => -Math.log10(1 - Math.min(p, 99.999) / 100);

function operationRow(f: OperationFigures): string {
  const l = f.latency;
  const statuses = Object.entries(f.statuses)
    .map(([s, n]) => `${escapeHtml(s)}: ${n}`)
    .join(', ');
  const cells = [
    f.count,
    f.throughput,
    l.p50,
    l.p90,
    l.p99,
    l['p99.9'],
    l.max,
    `${f.errors} (${f.errorRate}%)`,
    `${f.throttled} (${f.throttledShare}%)`,
    f.retryAfterHonoured,
    f.backoffRetries,
    f.suppressedResends,
    `${f.schema.broken} / ${f.schema.checked}`,
  ];
  return `<tr><td><code>${escapeHtml(f.name)}</code></td>${cells.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}<td>${statuses}</td></tr>`;
}

export function simulationToHtml(report: SimulationReport): string {
  const s = report.settings;
  const sum = report.summary;
  const points = report.series.points;
  const mid = (p: { t: number; seconds: number }) => p.t + p.seconds / 2;
  const overTime = lineChart({
    title: `Latency over time (ms, per ${report.series.pointSeconds === 1 ? 'second' : `${report.series.pointSeconds} seconds`}, from the intended send time)`,
    xLabel: 'seconds since start',
    yLabel: 'ms',
    xDomain: [0, sum.elapsedSeconds],
    series: [
      { name: 'p50', color: COLORS[0], points: points.filter((p) => p.count).map((p) => [mid(p), p.p50]) },
      { name: 'p99', color: COLORS[1], points: points.filter((p) => p.count).map((p) => [mid(p), p.p99]) },
      { name: 'max', color: '#999', dashed: true, points: points.filter((p) => p.count).map((p) => [mid(p), p.max]) },
    ],
  });
  const throughput = lineChart({
    title: 'Operations completed per second',
    xLabel: 'seconds since start',
    yLabel: 'per second',
    height: 200,
    xDomain: [0, sum.elapsedSeconds],
    series: [
      { name: 'completed', color: COLORS[2], points: points.map((p) => [mid(p), p.seconds ? p.count / p.seconds : 0]) },
      { name: 'errors', color: COLORS[1], points: points.map((p) => [mid(p), p.seconds ? p.errors / p.seconds : 0]) },
      { name: '429', color: COLORS[3], points: points.map((p) => [mid(p), p.seconds ? p.throttled / p.seconds : 0]) },
    ],
  });
  const percentileSeries: ChartSeries[] = [...report.operations, report.total]
    .filter((f) => f.count > 0)
    .map((f, i) => ({
      name: f.name,
      color: f.name === 'total' ? '#000' : COLORS[i % COLORS.length],
      dashed: f.name === 'total',
      points: f.percentiles.filter((p) => p.p < 100).map((p) => [nines(p.p), p.ms] as [number, number]),
    }));
  const byPercentile = lineChart({
    title: 'Latency by percentile (ms)',
    xLabel: 'percentile',
    yLabel: 'ms',
    series: percentileSeries,
    xTicks: [0, 50, 90, 99, 99.9, 99.99].map((p) => ({ value: nines(p), label: String(p) })),
  });
  const verdicts = report.thresholds.length
    ? `<table><thead><tr><th>threshold</th><th>applies to</th><th>observed</th><th>verdict</th></tr></thead><tbody>${report.thresholds
        .map(
          (v) =>
            `<tr><td><code>${escapeHtml(v.expression)}</code></td><td>${escapeHtml(v.scope)}</td><td>${escapeHtml(v.observed ?? '-')}</td>` +
            `<td class="${v.ok === undefined ? 'none' : v.ok ? 'ok' : 'failed'}">${v.ok === undefined ? 'not measured' : v.ok ? 'ok' : 'FAILED'}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="meta">No --threshold given: nothing to fail on.</p>';
  const heads = ['operation', 'count', 'per s', 'p50 ms', 'p90 ms', 'p99 ms', 'p99.9 ms', 'max ms', 'errors', '429', 'Retry-After honoured', '5xx backoffs', '4xx not resent', 'schema broken / checked', 'statuses'];
  const schemaExamples = report.total.schema.examples.length
    ? `<h2>Responses that broke the schemas (first ones)</h2><ul>${report.total.schema.examples.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>`
    : '';
  const c = report.cleanup;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(report.tool.name)} simulation report</title>
<style>${STYLE}</style></head><body>
${report.interrupted ? '<p class="banner">INTERRUPTED: the figures cover the part that ran.</p>' : ''}
<h1>${escapeHtml(report.tool.name)} ${escapeHtml(report.tool.version)} · simulation of interface ${escapeHtml(s.interface.toUpperCase())}</h1>
<p class="meta">Target ${escapeHtml(report.target)}${report.embedded ? ' (embedded reference)' : ''} · started ${escapeHtml(report.startedAt)} · ${escapeHtml(sum.elapsedSeconds)} s · exit status ${escapeHtml(report.exitCode)}</p>
<p class="meta">Rate ${escapeHtml(s.rate)}/s for ${escapeHtml(s.durationSeconds)} s · mix ${escapeHtml(formatMix(s.mix))} · at most ${escapeHtml(s.maxRequests)} requests and ${escapeHtml(s.maxInFlight)} in flight · ${escapeHtml(s.connections)} connections · schema check 1 in ${escapeHtml(s.schemaSampleEvery)} · seed ${escapeHtml(s.seed)}</p>
<p class="meta">${escapeHtml(sum.started)} of ${escapeHtml(sum.due)} due iterations started, ${escapeHtml(sum.dropped)} dropped (too many in flight) · ${escapeHtml(sum.requests)} requests · stopped by ${escapeHtml(sum.stoppedBy)} · generator lag at most ${escapeHtml(sum.maxLagMs)} ms</p>
<h2>Thresholds</h2>
${verdicts}
<h2>Operations</h2>
<table><thead><tr>${heads.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>
${[...report.operations, report.total].map(operationRow).join('\n')}
</tbody></table>
${overTime}
${throughput}
${byPercentile}
${schemaExamples}
<h2>Cleanup</h2>
<p>${escapeHtml(c.created)} created, ${escapeHtml(c.deleted)} deleted, ${escapeHtml(c.leftBehind.length)} left behind${c.undeletable ? `, ${escapeHtml(c.undeletable)} without a delete operation` : ''}${c.notOurs?.length ? `, ${escapeHtml(c.notOurs.length)} not ours (left untouched)` : ''}</p>
${c.leftBehind.length ? `<ul>${c.leftBehind.slice(0, 50).map((l) => `<li><code>${escapeHtml(l.id)}</code>: ${escapeHtml(l.reason)}</li>`).join('')}</ul>` : ''}
${c.notOurs?.length ? `<p>Not ours: left untouched (a create answered with the id of a record the simulation did not make):</p><ul>${c.notOurs.slice(0, 50).map((n) => `<li><code>${escapeHtml(n.id)}</code>: ${escapeHtml(n.reason)}</li>`).join('')}</ul>` : ''}
</body></html>
`;
}

export async function writeSimulationHtml(report: SimulationReport, outputDir: string): Promise<string> {
  await mkdir(outputDir, { recursive: true });
  const file = join(outputDir, SIMULATION_HTML_FILE);
  await writeFileAtomic(file, simulationToHtml(report));
  return file;
}
