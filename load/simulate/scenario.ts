// What a scenario (one per interface) offers the simulation: its operations and default mix, one
// iteration of a named operation, and the deletion of everything it created.
import { parseJson } from '../../src/http/json.ts';
import { validate, type SchemaId } from '../../schemas/index.ts';
import type { CallOutcome, SimCaller } from './caller.ts';
import type { Recorder } from './stats.ts';

export interface CleanupResult {
  created: number;
  deleted: number;
  /** Created resources the interface cannot delete (interface A has no delete operation). */
  undeletable: number;
  leftBehind: { id: string; reason: string }[];
  /** Requests the cleanup sent to read back actions never read during the traffic (retries included). */
  readBacks?: number;
  /** Ids a create answered with that read back as records the simulation did not create: never written to. */
  notOurs?: { id: string; reason: string }[];
}

export interface Scenario {
  readonly operations: readonly string[];
  /** Runs one iteration of `operation`; records it (latency from `dueAt`) and returns nothing. */
  iterate(operation: string, dueAt: number, signal: AbortSignal): Promise<void>;
  /** Deletes what the simulation created and still exists; runs also after an interruption. */
  cleanup(signal: AbortSignal): Promise<CleanupResult>;
}

export interface ScenarioContext {
  caller: SimCaller;
  recorder: Recorder;
  random: () => number;
  /** A unique marker of this simulation, put in everything it creates. */
  marker: string;
  /** True for the one response in every N that is checked against its schema. */
  sample(): boolean;
  now: () => number;
}

/**
 * Records one completed operation and, for the sampled responses, checks its body against
 * the schema of a success (when the spec shows one) or the error body of part 7. Returns the parsed body
 * when it was parsed (callers that need the body pass `parse`).
 */
export function finish(
  ctx: ScenarioContext,
  operation: string,
  outcome: CallOutcome,
  dueAt: number,
  successSchema: SchemaId | undefined,
  parse = false,
): unknown {
  const now = ctx.now();
  ctx.recorder.record(operation, outcome, now - dueAt, now);
  const status = outcome.status;
  if (status === undefined || outcome.suppressed) return undefined;
  const sampled = ctx.sample();
  const schema: SchemaId | undefined = status >= 400 ? 'common/errorBody' : status < 300 ? successSchema : undefined;
  if (!parse && !(sampled && schema)) return undefined;
  let json: unknown;
  let problem: string | undefined;
  try {
    json = outcome.body && outcome.body.length ? parseJson(outcome.body.toString('utf8')) : undefined;
    if (json === undefined) problem = 'empty body';
  } catch (err) {
    problem = `body is not JSON: ${(err as Error).message}`;
  }
  if (sampled && schema) ctx.recorder.schema(operation, problem ? [`${status}: ${problem}`] : validate(schema, json).map((p) => `${status} ${schema}: ${p}`));
  return json;
}

/** One in `every` (0: none). */
export function sampler(every: number): () => boolean {
  let n = 0;
  return () => every > 0 && (n = (n + 1) % every) === 0;
}

export function pickOne<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}
