// Figures in words, shared by the console summary and the JUnit details.
import type { OperationFigures } from '../stats.ts';
import type { ThresholdVerdict } from '../thresholds.ts';

export function describeFigures(f: OperationFigures): string {
  const l = f.latency;
  const statuses = Object.entries(f.statuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  return [
    `${f.name}: ${f.count} operations, ${f.throughput}/s`,
    `  latency ms: p50 ${l.p50}, p90 ${l.p90}, p99 ${l.p99}, p99.9 ${l['p99.9']}, max ${l.max}`,
    `  statuses: ${statuses || 'none'}; errors ${f.errors} (${f.errorRate}%)`,
    `  429: ${f.throttled} (${f.throttledShare}% of ${f.attempts} attempts), Retry-After honoured ${f.retryAfterHonoured}, 5xx backoffs ${f.backoffRetries}, 4xx not resent ${f.suppressedResends}`,
    `  schema: ${f.schema.checked} responses checked, ${f.schema.broken} broke it${f.schema.examples.length ? ` (${f.schema.examples.join(' | ')})` : ''}`,
    ...(f.transportErrors.length ? [`  transport errors: ${f.transportErrors.join(' | ')}`] : []),
  ].join('\n');
}

export function describeVerdict(v: ThresholdVerdict): string {
  const state = v.ok === undefined ? 'not measured' : v.ok ? 'ok' : 'FAILED';
  return `${v.scope} ${v.expression}: ${state}${v.observed !== undefined ? ` (observed ${v.observed})` : ''}`;
}
