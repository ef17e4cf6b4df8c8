// Flags of `conformance simulate` to validated settings. Rate and duration are required and bounded, and
// every other bound has a default derived from them, so that a simulation always ends and its memory is
// bounded by construction.
import { resolveRunConfig, type RunConfig, type RunFlags } from '../../src/engine/config.ts';
import { UsageError } from '../../src/errors.ts';
import { parseMix, type Mix } from './mix.ts';
import { A_OPERATIONS, DEFAULT_MIX_A } from './scenario-a.ts';
import { B_OPERATIONS, DEFAULT_MIX_B } from './scenario-b.ts';
import { parseThresholds, type Threshold } from './thresholds.ts';
import type { SimulationSettings } from './result.ts';
import { SIMULATE_DEFAULTS, SIMULATE_LIMITS, SIMULATION_REPORTERS, type SimulationReporter } from './defaults.ts';

export { SIMULATE_DEFAULTS, SIMULATE_LIMITS, SIMULATION_REPORTERS, type SimulationReporter };

export interface SimulateFlags extends Pick<
  RunFlags,
  'target' | 'config' | 'profile' | 'apiKey' | 'apiKeyHeader' | 'tokenUrl' | 'clientId' | 'clientSecret' | 'scope' | 'issuer' | 'authMethod' | 'clientKey' | 'clientKeyId' | 'bearerToken' | 'outputDir' | 'requestTimeout' | 'insecure' | 'seed' | 'cert' | 'key' | 'ca'
> {
  interface?: string;
  rate?: number;
  duration?: number;
  maxRequests?: number;
  maxInFlight?: number;
  connections?: number;
  mix?: string;
  threshold?: string[];
  schemaSample?: number;
  reporter?: string[];
}

export interface ResolvedSimulation {
  config: RunConfig;
  settings: SimulationSettings;
  thresholds: Threshold[];
  reporters: SimulationReporter[];
}

export function resolveSimulation(flags: SimulateFlags, env: NodeJS.ProcessEnv = process.env): ResolvedSimulation {
  const iface = String(flags.interface ?? '').trim().toLowerCase();
  if (iface !== 'a' && iface !== 'b') throw new UsageError(`--interface must be a or b${flags.interface ? `, got "${flags.interface}"` : ''}`);
  const rate = positive(flags.rate, '--rate', SIMULATE_LIMITS.maxRate, true);
  const duration = positive(flags.duration, '--duration', SIMULATE_LIMITS.maxDurationSeconds, true);
  const maxRequests = whole(flags.maxRequests, '--max-requests', Number.MAX_SAFE_INTEGER) ?? Math.max(1, Math.ceil(rate * duration * SIMULATE_DEFAULTS.requestCapFactor));
  const maxInFlight = whole(flags.maxInFlight, '--max-in-flight', SIMULATE_LIMITS.maxInFlight) ?? Math.min(SIMULATE_LIMITS.maxInFlight, Math.max(SIMULATE_DEFAULTS.minInFlight, Math.ceil(rate)));
  const connections = whole(flags.connections, '--connections', SIMULATE_LIMITS.maxConnections) ?? SIMULATE_DEFAULTS.connections;
  const schemaSampleEvery = flags.schemaSample === undefined ? SIMULATE_DEFAULTS.schemaSampleEvery : wholeOrZero(flags.schemaSample, '--schema-sample');
  const operations = iface === 'a' ? A_OPERATIONS : B_OPERATIONS;
  const mix: Mix = parseMix(flags.mix, operations, iface === 'a' ? DEFAULT_MIX_A : DEFAULT_MIX_B);
  const thresholds = parseThresholds(flags.threshold, Object.keys(mix).filter((k) => mix[k] > 0));
  const reporters = resolveReporters(flags.reporter);
  const config = resolveRunConfig({ ...flags, interface: [iface], reporter: undefined, load: false }, env);
  return {
    config,
    settings: {
      interface: iface,
      rate,
      durationSeconds: duration,
      maxRequests,
      maxInFlight,
      connections,
      mix,
      thresholds: thresholds.map((t) => t.expression),
      schemaSampleEvery,
      seed: config.seed,
    },
    thresholds,
    reporters,
  };
}

function resolveReporters(names: string[] | undefined): SimulationReporter[] {
  if (!names || names.length === 0) return [...SIMULATION_REPORTERS];
  const wanted = [...new Set(names.flatMap((n) => String(n).split(',')).map((n) => n.trim().toLowerCase()).filter(Boolean))];
  for (const n of wanted) {
    if (!(SIMULATION_REPORTERS as readonly string[]).includes(n)) throw new UsageError(`--reporter ${n} is unknown (known: ${SIMULATION_REPORTERS.join(', ')})`);
  }
  return wanted as SimulationReporter[];
}

function positive(v: number | undefined, name: string, max: number, required: boolean): number {
  if (v === undefined) {
    if (required) throw new UsageError(`${name} is required (a number above 0)`);
    return 0;
  }
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > max) throw new UsageError(`${name} must be a number above 0 and at most ${max}, got ${v}`);
  return v;
}

function whole(v: number | undefined, name: string, max: number): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > max) throw new UsageError(`${name} must be a whole number from 1 to ${max}, got ${v}`);
  return v;
}

function wholeOrZero(v: number, name: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 1_000_000) throw new UsageError(`${name} must be a whole number from 0 (none) to 1000000, got ${v}`);
  return v;
}
