// One simulation: the scenario of the interface driven at a constant arrival rate until the duration or
// the request cap is reached (or an interruption), then what it created is deleted and the figures are
// put together. Memory stays flat: histograms, counters and a capped series, nothing per request.
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { HttpClient } from '../../src/http/client.ts';
import type { FixtureSet } from '../../generators/fixtureSet.ts';
import { SimCaller, type CallOutcome, type SimTarget } from './caller.ts';
import { seededRandom, WeightedPicker } from './mix.ts';
import { ScenarioA } from './scenario-a.ts';
import { ScenarioB } from './scenario-b.ts';
import { sampler, type Scenario, type ScenarioContext } from './scenario.ts';
import { startSchedule } from './scheduler.ts';
import { Recorder, type ProgressSnapshot } from './stats.ts';
import { judge, scopesOf, type Threshold } from './thresholds.ts';
import type { SimulationReport, SimulationSettings } from './result.ts';

export interface SimulationInput {
  settings: SimulationSettings;
  thresholds: Threshold[];
  target: SimTarget;
  targetUrl: string;
  embedded: boolean;
  http: HttpClient;
  fixtures: FixtureSet;
  materialLink: { materialKey: string; revisionKey: string };
  tool: { name: string; version: string };
  /** Aborted on Ctrl-C: no new iteration starts; those under way get a short grace, then cleanup runs. */
  interrupt: AbortSignal;
  onProgress?: (snapshot: ProgressSnapshot) => void;
  progressEveryMs?: number;
  /** How long iterations still under way may finish after the schedule ended (default 30 s, 5 s after Ctrl-C). */
  drainMs?: number;
  cleanupTimeoutMs?: number;
  /** Another scenario than the interface's own (the bench drives one fixed request to compare with autocannon). */
  scenario?: (ctx: ScenarioContext) => Scenario;
}

const INTERRUPT_DRAIN_MS = 5_000;
const RUNNING_PER_CONNECTION = 2;
/** Never fewer: an iteration may also wait without holding a connection (a token, a Retry-After, a backoff). */
const MIN_RUNNING = 16;

export async function runSimulation(input: SimulationInput): Promise<SimulationReport> {
  const { settings, http } = input;
  const operations = Object.keys(settings.mix).filter((op) => settings.mix[op] > 0);
  const startedAt = new Date();
  const now = () => performance.now();
  const random = seededRandom(settings.seed);
  const ctx: ScenarioContext = {
    caller: new SimCaller(input.target, http),
    // Set below, once the scenario is ready: preparing its bodies is not part of the measured time.
    recorder: undefined as unknown as Recorder,
    random,
    marker: `sim-${(settings.seed >>> 0).toString(36)}-${randomBytes(3).toString('hex')}`,
    sample: sampler(settings.schemaSampleEvery),
    now,
  };
  const scenario: Scenario = input.scenario
    ? input.scenario(ctx)
    : settings.interface === 'b'
      ? new ScenarioB(ctx, input.fixtures, settings.seed)
      : new ScenarioA(ctx, input.materialLink);
  const start = now();
  const recorder = new Recorder(start, operations);
  ctx.recorder = recorder;
  const picker = new WeightedPicker(settings.mix);
  const requestsBefore = http.stats.requests;
  const retriesBefore = http.stats.retries;
  const throttledBefore = http.stats.throttled;
  // Iterations get their own signal: an interruption stops new ones at once, the running ones a bit later.
  const iterations = new AbortController();
  // Every iteration waiting out a Retry-After or a backoff listens on it until its wait ends: under
  // throttling that is hundreds at once, not a leak, and Node's warning at 11 would only alarm the user.
  setMaxListeners(0, iterations.signal);

  const schedule = startSchedule(
    {
      rate: settings.rate,
      durationMs: settings.durationSeconds * 1000,
      maxInFlight: settings.maxInFlight,
      // Two per connection: every connection has its next request ready in the client's queue the moment it
      // frees up, and a backlog beyond that waits as due times (see ScheduleOptions.running).
      running: Math.max(RUNNING_PER_CONNECTION * settings.connections, MIN_RUNNING),
      // Each iteration sends one request, plus any retry the client rules make: counted when they happen,
      // so that iterations starting together cannot overshoot the cap.
      mayStart: (started) => started + (http.stats.retries - retriesBefore) < settings.maxRequests,
      signal: input.interrupt,
      now,
    },
    async (dueAt) => {
      const op = picker.pick(random);
      try {
        await scenario.iterate(op, dueAt, iterations.signal);
      } catch (err) {
        if (iterations.signal.aborted) return;
        const failed: CallOutcome = { error: (err as Error)?.message ?? String(err), attempts: [undefined], retryAfterHonoured: 0, backoffRetries: 0, suppressed: false };
        recorder.record(op, failed, now() - dueAt, now());
      }
    },
  );

  const progress = input.onProgress
    ? setInterval(() => {
        // 429s as they come: an operation waiting out Retry-After after Retry-After is counted by the
        // recorder only when it ends, and under heavy throttling few end while the line is shown.
        const snapshot = recorder.snapshot(now(), schedule.inFlight, schedule.dropped);
        input.onProgress!({ ...snapshot, throttled: http.stats.throttled - throttledBefore });
      }, input.progressEveryMs ?? 1000)
    : undefined;
  progress?.unref();
  let result;
  try {
    result = await schedule.ended;
    const drain = input.interrupt.aborted ? INTERRUPT_DRAIN_MS : (input.drainMs ?? 30_000);
    const timer = setTimeout(() => iterations.abort(new Error('the simulation ended')), drain);
    const onInterrupt = () => {
      clearTimeout(timer);
      setTimeout(() => iterations.abort(new Error('interrupted')), INTERRUPT_DRAIN_MS).unref();
    };
    input.interrupt.addEventListener('abort', onInterrupt, { once: true });
    await schedule.settled();
    clearTimeout(timer);
    input.interrupt.removeEventListener('abort', onInterrupt);
  } finally {
    if (progress) clearInterval(progress);
  }
  const end = now();
  const points = recorder.finish(end);
  const requests = http.stats.requests - requestsBefore;
  const cleanup = await scenario.cleanup(AbortSignal.timeout(input.cleanupTimeoutMs ?? 30_000));

  const elapsedSeconds = (end - start) / 1000;
  const figures = recorder.operations(elapsedSeconds);
  const total = recorder.totals(elapsedSeconds);
  const byScope = new Map([...figures.map((f) => [f.name, f] as const), ['total', total] as const]);
  const thresholds = input.thresholds.flatMap((t) => scopesOf(t, operations).map((scope) => judge(t, scope, byScope.get(scope))));
  const interrupted = input.interrupt.aborted;
  return {
    tool: input.tool,
    kind: 'simulation',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    target: input.targetUrl,
    embedded: input.embedded,
    settings,
    summary: {
      due: result.due,
      started: result.started,
      dropped: result.dropped,
      requests,
      elapsedSeconds: Math.round(elapsedSeconds * 1000) / 1000,
      stoppedBy: result.stoppedBy === 'cap' ? 'max-requests' : result.stoppedBy,
      maxLagMs: result.maxLagMs,
    },
    total,
    operations: figures,
    series: { pointSeconds: recorder.series.seconds, points },
    thresholds,
    cleanup,
    ...(interrupted ? { interrupted } : {}),
    exitCode: interrupted ? 130 : thresholds.some((t) => t.ok === false) ? 1 : 0,
  };
}
