// The Artillery script of an export: the traffic phase (the rate divided among the machines), one
// weighted scenario per operation of the mix, and `ensure` checks mapped from the simulator's thresholds.
import { UsageError } from '../../../../src/errors.ts';
import type { Mix } from '../../mix.ts';
import type { Threshold } from '../../thresholds.ts';
import type { YamlValue } from './yaml.ts';

export interface ScriptInput {
  target: string;
  processorFile: string;
  /** Operations started per second in all, over every machine. */
  rate: number;
  durationSeconds: number;
  /** Machines (`run-fargate --count N`) the rate is divided among. */
  workers: number;
  mix: Mix;
  thresholds: readonly Threshold[];
}

/** Arrivals per second on one machine: Artillery takes whole numbers only (it divides them among its threads). */
export function arrivalRatePerWorker(rate: number, workers: number): number {
  const share = rate / workers;
  if (share < 1) {
    throw new UsageError(`--rate ${rate} over --workers ${workers} leaves ${share.toFixed(2)} arrivals per second per machine; Artillery needs at least 1: lower --workers or raise --rate`);
  }
  return Math.round(share);
}

/** Artillery's names of the aggregates of a summary metric. */
const AGGREGATE: Record<string, string> = { p50: 'p50', p90: 'p90', p99: 'p99', 'p99.9': 'p999', max: 'max', mean: 'mean' };

export interface EnsureConfig {
  thresholds?: Record<string, number>[];
  conditions?: { expression: string; strict: boolean }[];
  maxErrorRate?: number;
}

/**
 * `p99<300` becomes a threshold on the latency of every operation and of all together (as the simulator
 * judges it); other comparisons and scoped error rates become conditions; `errors<1%` without a scope is
 * Artillery's maxErrorRate (failed virtual users, one per failed operation; Artillery's test is "at most").
 */
export function ensureOf(thresholds: readonly Threshold[], operations: readonly string[], durationSeconds: number): EnsureConfig | undefined {
  const out: Required<EnsureConfig> = { thresholds: [], conditions: [], maxErrorRate: Number.NaN };
  const prefix = (scope: string) => (scope === 'total' ? 'conformance' : `conformance.${scope}`);
  for (const t of thresholds) {
    if (t.metric === 'rate') {
      out.conditions.push({ expression: `conformance.completed / ${durationSeconds} ${t.comparison} ${t.value}`, strict: true });
      continue;
    }
    if (t.metric === 'errors') {
      if (!t.scope && (t.comparison === '<' || t.comparison === '<=')) {
        out.maxErrorRate = Number.isNaN(out.maxErrorRate) ? t.value : Math.min(out.maxErrorRate, t.value);
        continue;
      }
      for (const scope of t.scope ? [t.scope] : [...operations, 'total']) {
        const p = prefix(scope);
        out.conditions.push({ expression: `${p}.errors / ${p}.completed * 100 ${t.comparison} ${t.value}`, strict: true });
      }
      continue;
    }
    for (const scope of t.scope ? [t.scope] : [...operations, 'total']) {
      const metric = `${prefix(scope)}.latency.${AGGREGATE[t.metric]}`;
      if (t.comparison === '<') out.thresholds.push({ [metric]: t.value });
      else out.conditions.push({ expression: `${metric} ${t.comparison} ${t.value}`, strict: true });
    }
  }
  const ensure: EnsureConfig = {};
  if (out.thresholds.length) ensure.thresholds = out.thresholds;
  if (out.conditions.length) ensure.conditions = out.conditions;
  if (!Number.isNaN(out.maxErrorRate)) ensure.maxErrorRate = out.maxErrorRate;
  return Object.keys(ensure).length ? ensure : undefined;
}

export function artilleryScript(input: ScriptInput): { [key: string]: YamlValue } {
  const operations = Object.keys(input.mix).filter((op) => input.mix[op] > 0);
  const ensure = ensureOf(input.thresholds, operations, input.durationSeconds);
  const weights = wholeWeights(input.mix);
  return {
    config: {
      target: input.target,
      processor: `./${input.processorFile}`,
      phases: [{ name: 'traffic', duration: input.durationSeconds, arrivalRate: arrivalRatePerWorker(input.rate, input.workers) }],
      // `ensure` ships with Artillery; it runs only when named among the plugins (config.ensure alone is ignored).
      ...(ensure ? { plugins: { ensure: ensure as unknown as YamlValue } } : {}),
    },
    // One scenario per operation, weighted as the mix; the operation is the scenario's name.
    scenarios: operations.map((op) => ({ name: op, weight: weights[op], flow: [{ function: 'operation' }] })),
  };
}

/** Artillery reads scenario weights as whole numbers: fractional weights are scaled, keeping their ratios. */
export function wholeWeights(mix: Mix): Mix {
  const scale = Object.values(mix).every((w) => Number.isInteger(w)) ? 1 : 100;
  return Object.fromEntries(Object.entries(mix).map(([op, w]) => [op, Math.round(w * scale)]));
}
