// `--threshold 'p99<300,errors<1%'` in the manner of k6: each expression is a metric, a comparison and a
// value. Latency metrics (p50, p90, p99, p99.9, max, mean; ms by default, `s` accepted) and errors (a
// percentage) apply to every operation and to all operations together; rate (operations per second)
// applies to all together. `list:p99<200` (or `total:rate>150`) scopes an expression to one of them.
import { UsageError } from '../../src/errors.ts';

export type Metric = 'p50' | 'p90' | 'p99' | 'p99.9' | 'max' | 'mean' | 'errors' | 'rate';
export type Comparison = '<' | '<=' | '>' | '>=';

export interface Threshold {
  expression: string;
  /** An operation name or `total`; undefined: the default scope of the metric. */
  scope?: string;
  metric: Metric;
  comparison: Comparison;
  /** ms for latency, percent for errors, per second for rate. */
  value: number;
}

/** What a threshold is judged against. */
export interface Figures {
  count: number;
  latency: Record<'p50' | 'p90' | 'p99' | 'p99.9' | 'max' | 'mean', number>;
  errorRate: number;
  throughput: number;
}

export interface ThresholdVerdict {
  expression: string;
  scope: string;
  observed?: number;
  /** undefined: nothing to judge (no operation of that kind completed). */
  ok?: boolean;
}

const LATENCY = new Set(['p50', 'p90', 'p99', 'p99.9', 'max', 'mean']);
const EXPR = /^(?:([a-z][a-z0-9-]*):)?\s*(p\(?\d+(?:\.\d+)?\)?|max|mean|avg|errors|error_rate|rate)\s*(<=|>=|<|>)\s*(\d+(?:\.\d+)?)\s*(ms|s|%|\/s)?$/i;

export function parseThresholds(inputs: readonly string[] | undefined, scopes: readonly string[]): Threshold[] {
  const out: Threshold[] = [];
  for (const expression of (inputs ?? []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)) {
    const m = EXPR.exec(expression);
    if (!m) throw new UsageError(`--threshold: "${expression}" is not <metric><op><value> (e.g. p99<300, errors<1%, rate>100)`);
    const scope = m[1]?.toLowerCase();
    if (scope !== undefined && scope !== 'total' && !scopes.includes(scope)) {
      throw new UsageError(`--threshold: "${expression}" names unknown operation "${scope}" (known: ${[...scopes, 'total'].join(', ')})`);
    }
    let metric = m[2].toLowerCase().replace(/[()]/g, '');
    if (metric === 'avg') metric = 'mean';
    if (metric === 'error_rate') metric = 'errors';
    const unit = m[5]?.toLowerCase();
    let value = Number(m[4]);
    if (LATENCY.has(metric)) {
      if (unit !== undefined && unit !== 'ms' && unit !== 's') throw new UsageError(`--threshold: "${expression}": latency is in ms or s`);
      if (unit === 's') value *= 1000;
    } else if (/^p\d/.test(metric)) {
      throw new UsageError(`--threshold: "${expression}": percentiles are p50, p90, p99 and p99.9`);
    } else if (metric === 'errors') {
      if (unit !== '%') throw new UsageError(`--threshold: "${expression}": errors is a percentage, e.g. errors<1%`);
    } else if (unit !== undefined && unit !== '/s') throw new UsageError(`--threshold: "${expression}": rate is per second, e.g. rate>100`);
    out.push({ expression, scope, metric: metric as Metric, comparison: m[3] as Comparison, value });
  }
  return out;
}

/** The scopes a threshold applies to, given the operations that ran. */
export function scopesOf(t: Threshold, operations: readonly string[]): string[] {
  if (t.scope) return [t.scope];
  return t.metric === 'rate' ? ['total'] : [...operations, 'total'];
}

export function judge(t: Threshold, scope: string, figures: Figures | undefined): ThresholdVerdict {
  const verdict: ThresholdVerdict = { expression: t.expression, scope };
  if (!figures || (figures.count === 0 && t.metric !== 'rate')) return verdict;
  const observed = t.metric === 'errors' ? figures.errorRate : t.metric === 'rate' ? figures.throughput : figures.latency[t.metric];
  verdict.observed = observed;
  verdict.ok = compare(observed, t.comparison, t.value);
  return verdict;
}

function compare(a: number, op: Comparison, b: number): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}
