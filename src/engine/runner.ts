// Runs a plan of checks with bounded concurrency, turns each ending into a result, and tells the reporters.
// Each target server has a lane of its own: its concurrent checks first, then its exclusive checks (those that
// only read together, then the others one at a time). Lanes run side by side, so that the exclusive checks of
// one server (a chain of one request at a time) overlap the other server's work. The load phase last, so that
// its bursts do not skew the rest.
import { RunningCheck, yieldToIo, type ContextEnvironment } from './context.ts';
import { CheckFailure, CheckSkip } from './outcome.ts';
import { TransportError } from '../http/client.ts';
import { UnsafePathSegment } from '../http/pathSegment.ts';
import { operationOf } from './registry.ts';
import { failureEvidence } from './failureEvidence.ts';
import { byCause } from './causes.ts';
import { OPERATION_LABELS } from '../profile/parameters.ts';
import { DEFAULTS } from '../defaults.ts';
import { plural } from '../output/text.ts';
import { RunStopped, type RunStop } from './stop.ts';
import type { CheckDefinition, CheckResult, Exchange, Reporter, Status } from './types.ts';

export interface RunnerOptions extends ContextEnvironment {
  concurrency: number;
  reporters: Reporter[];
  /** Ends the run early; `signal` must be its signal. Checks a bound kept from starting are skipped with its reason. */
  stop?: RunStop;
  /** Stop the run once this many MUST checks failed (--max-failures). */
  maxFailures?: number;
  /**
   * A failure the run's baseline holds (known): it does not count towards maxFailures. A known failure
   * does not fail the run, so it must not end the run either: a baseline of ten accepted failures and
   * `--max-failures 5` would otherwise stop every run before the new failures it exists to find.
   */
  isKnown?: (result: CheckResult) => boolean;
}

export async function runChecks(plan: CheckDefinition[], options: RunnerOptions): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const main = plan.filter((c) => (c.phase ?? 'main') === 'main');
  // With one request at a time (a polite run), one check at a time too: its log reads as what happened.
  const checksAtOnce = options.concurrency === 1 ? 1 : options.concurrency * DEFAULTS.checksPerSlot;
  const state: PoolState = { running: 0 };
  const lanes = options.concurrency === 1 ? [main] : byServer(main, options);
  await allEnded(lanes.map((lane) => runLane(lane, checksAtOnce, options, results, state)));
  await runPool(plan.filter((c) => c.phase === 'load'), 1, options, results, state);
  const stopped = options.stop?.reason;
  if (stopped && stopped.kind !== 'interrupted') {
    // A bound ended the run: every check it kept from starting is listed, skipped with the reason, so that
    // the report shows what was not judged. (An interruption lists only what finished.)
    const done = new Set(results.map((r) => r.id));
    for (const def of plan.filter((c) => !done.has(c.id))) {
      const result = notRun(def, `not run: ${stopped.message}`);
      results.push(result);
      for (const r of options.reporters) await r.onCheckResult?.(result);
    }
  }
  // Report in catalogue order, whatever order they finished in; a failure caused by another comes right after it.
  const order = new Map(plan.map((c, i) => [c.id, i]));
  return byCause(results.sort((a, b) => order.get(a.id)! - order.get(b.id)!));
}

/** What the pools of a run share: a reporter that broke stops every lane; the bound on checks once throttled is over all lanes. */
interface PoolState {
  broken?: { error: unknown };
  /** Checks running now, in every lane. */
  running: number;
}

/**
 * The checks of each target server, in plan order. Exclusive checks keep other writes away from their server
 * only (a write to the document holder clears no cache of the platform), so interfaces whose targets have
 * different origins run side by side; two interfaces on one origin may be one server, and share a lane.
 */
function byServer(checks: CheckDefinition[], options: RunnerOptions): CheckDefinition[][] {
  const lanes = new Map<string, CheckDefinition[]>();
  for (const c of checks) {
    const key = originOf(options.targets[c.interface]?.baseUrl) ?? '';
    const lane = lanes.get(key);
    if (lane) lane.push(c);
    else lanes.set(key, [c]);
  }
  return [...lanes.values()];
}

function originOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Waits for every promise to settle, then throws the first rejection: a pool left running when another threw
 * would go on creating after the run's cleanup.
 */
async function allEnded(running: Promise<void>[]): Promise<void> {
  for (const e of await Promise.allSettled(running)) if (e.status === 'rejected') throw e.reason;
}

/**
 * One server's checks: the concurrent ones, then the exclusive readers together, then the exclusive writers
 * alone; beside them from the start, the checks that ask only the token endpoint, which no exclusive check
 * waits for (one of them waits seconds between its two token requests).
 */
async function runLane(checks: CheckDefinition[], checksAtOnce: number, options: RunnerOptions, results: CheckResult[], state: PoolState): Promise<void> {
  // With one request at a time (a polite run), one check at a time: those go in the concurrent phase.
  const isBeside = (c: CheckDefinition) => options.concurrency > 1 && c.tokenEndpointOnly === true && !c.exclusive;
  const beside = checks.filter(isBeside);
  await allEnded([runPool(beside, beside.length, options, results, state), runPhases(checks.filter((c) => !isBeside(c)), checksAtOnce, options, results, state)]);
}

async function runPhases(checks: CheckDefinition[], checksAtOnce: number, options: RunnerOptions, results: CheckResult[], state: PoolState): Promise<void> {
  // Long chains first (catalogue order otherwise): a chain that starts last is the run's tail.
  const concurrent = checks.filter((c) => !c.exclusive);
  await runPool([...concurrent.filter((c) => c.startEarly), ...concurrent.filter((c) => !c.startEarly)], checksAtOnce, options, results, state);
  // Reads cannot disturb each other's view: exclusive readers share the quiet time, writers have it alone.
  await runPool(checks.filter((c) => c.exclusive && c.readsOnly), checksAtOnce, options, results, state);
  await runPool(checks.filter((c) => c.exclusive && !c.readsOnly), 1, options, results, state);
}

async function runPool(checks: CheckDefinition[], concurrency: number, options: RunnerOptions, results: CheckResult[], state: PoolState): Promise<void> {
  let next = 0;
  // Checks beyond one per request slot keep the wire busy while others wait; once a target throttles (a 429),
  // they only add requests waiting out a Retry-After, each of which may be refused again: a worker then takes
  // no new check while as many run as there are slots (in every lane together), and the run goes on with one
  // check per slot.
  const extra = () => options.http.stats.throttled > 0 && state.running >= options.concurrency;
  // The first checks start one event-loop turn apart, each after the one before has sent its first request:
  // started in the same turn, every check built its values (Base64 documents, fast-check's tables) before any
  // request left, and the slots stayed empty for the first tenth of a second of a run of interface A.
  let turns = Promise.resolve();
  const worker = async (i: number) => {
    if (i > 0) await (turns = turns.then(yieldToIo));
    while (next < checks.length && !options.signal.aborted && !state.broken && !extra()) {
      const def = checks[next++];
      state.running++;
      try {
        for (const r of options.reporters) await r.onCheckStart?.(def);
        const result = await runOne(def, options);
        results.push(result);
        const counted = (r: CheckResult) => r.status === 'failed' && r.level === 'MUST' && !options.isKnown?.(r);
        if (options.stop && options.maxFailures !== undefined && counted(result)) {
          const failures = results.filter(counted).length;
          const what = plural(failures, options.isKnown ? 'new MUST failure' : 'MUST failure');
          const note = options.isKnown ? '; failures the baseline holds are not counted' : '';
          if (failures >= options.maxFailures) options.stop.stop('max-failures', `the run stopped after ${what} (--max-failures ${options.maxFailures}${note})`);
        }
        for (const r of options.reporters) await r.onCheckResult?.(result);
      } catch (error) {
        // A reporter broke: start nothing more, but let the running checks end before the caller cleans up,
        // or what they create after the cleanup would stay on the target.
        state.broken ??= { error };
      } finally {
        state.running--;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, checks.length)) }, (_, i) => worker(i)));
  if (state.broken) throw state.broken.error;
}

/**
 * A check that ended with a failure of its own making while a bound stopped the run (the failures that made
 * the target count as unresponsive, a property that failed before the stop) keeps its verdict; one whose
 * last exchange the stop cut off was stopped, not judged.
 */
function reachedVerdict(err: unknown, why: unknown, t: RunningCheck | undefined): boolean {
  if (!(why instanceof RunStopped) || why.kind === 'interrupted') return false;
  if (!(err instanceof CheckFailure || err instanceof TransportError)) return false;
  if (err instanceof TransportError && err.exchange.cutOff) return false;
  return t?.api.last !== undefined && !t.api.last.cutOff;
}

/** What every result of a check says about the check itself. */
function describedBy(def: CheckDefinition): Pick<CheckResult, 'id' | 'interface' | 'operation' | 'title' | 'level' | 'specRef'> {
  return { id: def.id, interface: def.interface, operation: operationOf(def.id), title: def.title, level: def.level, specRef: def.specRef };
}

function notRun(def: CheckDefinition, message: string): CheckResult {
  return { ...describedBy(def), status: 'skipped', message, durationMs: 0, requests: 0, retries: 0 };
}

export async function runOne(def: CheckDefinition, env: ContextEnvironment): Promise<CheckResult> {
  const started = performance.now();
  let t: RunningCheck | undefined;
  let status: Status = 'passed';
  let message = '';
  let exchange: Exchange | undefined;
  try {
    t = new RunningCheck(def, env, env.signal);
    await def.run(t);
    message = t.notes.join('; ');
  } catch (err) {
    if (env.signal.aborted && !reachedVerdict(err, env.signal.reason, t)) {
      status = 'skipped';
      const why: unknown = env.signal.reason;
      message = why instanceof RunStopped && why.kind !== 'interrupted' ? `stopped before it finished: ${why.message}` : 'interrupted before the check finished';
    } else if (err instanceof CheckSkip) {
      status = 'skipped';
      message = err.message;
    } else if (err instanceof CheckFailure) {
      status = def.level === 'SHOULD' || err.warningOnly ? 'warning' : 'failed';
      message = err.message;
      exchange = err.exchange;
    } else if (err instanceof TransportError) {
      status = def.level === 'SHOULD' ? 'warning' : 'failed';
      message = `the request failed: ${err.message}`;
      exchange = err.exchange;
    } else {
      status = def.level === 'SHOULD' ? 'warning' : 'failed';
      const e = err as Error;
      // An answer that named an id no path can carry is a finding of that answer (the last exchange), not a
      // crash of the check: the request it would have gone into was never sent.
      message = err instanceof UnsafePathSegment ? err.message : `the check could not complete: ${e?.message ?? String(err)}`;
      exchange = t?.api.last;
    }
  }
  const redact = (s: string) => env.http.secrets.redact(s);
  const result: CheckResult = {
    ...describedBy(def),
    status,
    message: redact(message),
    durationMs: Math.round(performance.now() - started),
    requests: t?.api.requests ?? 0,
    retries: t?.api.retries ?? 0,
  };
  if (exchange && status !== 'passed') {
    result.evidence = { request: exchange.request, response: exchange.response, error: exchange.error, exchanges: t?.api.exchanges.length };
    result.reproduce = exchange.reproduce;
  }
  if (t?.propertyFailure && status !== 'passed') result.property = t.propertyFailure;
  if (t && (status === 'failed' || status === 'warning')) {
    await failureEvidence(def, t, result, env);
    const standsOn = [...t.standsOn].map((op) => OPERATION_LABELS[op]).sort();
    if (standsOn.length) result.dependsOn = standsOn;
  }
  return result;
}
