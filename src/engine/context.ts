// The CheckContext a check runs with: its own ApiClient (so evidence stays per check), the run's seed and
// runs, and fast-check properties wired to report seed, path and shrunk counterexample.
import fc from 'fast-check';
import { ApiClient, type InterfaceTarget } from './api.ts';
import { CheckFailure, CheckSkip } from './outcome.ts';
import { describe } from '../http/json.ts';
import { UnsafePathSegment } from '../http/pathSegment.ts';
import type { HttpClient } from '../http/client.ts';
import { inChain, joinChains, newChain, type Chain } from './chain.ts';
import { entryKey, type Ledger, type LedgerEntry } from './ledger.ts';
import { DEFAULTS, type OperationName } from '../defaults.ts';
import type { ScriptAuth, ScriptConnection } from './reproduce.ts';
import type { CheckContext, CheckDefinition, Exchange, InterfaceId, PropertyFailure, RunSettings } from './types.ts';

/** What the run gives checks' failures for their evidence: replay flags, scripts, kept resources. */
export interface EvidenceSettings {
  /** Flags of `conformance run` that replay one check (besides credentials). */
  replay(def: CheckDefinition): string[];
  /** --keep-failed: the resources of a failed check's chain stay on the target, listed by id. */
  keepFailed: boolean;
  /** How a reproduction script gets credentials, per interface. */
  auth: Partial<Record<InterfaceId, ScriptAuth>>;
  /** The TLS files and trust a reproduction script's requests to the target need, per interface. */
  connection?: Partial<Record<InterfaceId, ScriptConnection>>;
  /** How a recorded resource is deleted (absent: it cannot be). */
  remover(entry: LedgerEntry): ((api: ApiClient, id: string) => Promise<boolean>) | undefined;
  /** Where reproduction scripts are written (`<output-dir>/reproduce`), when reports are written. */
  scriptDir?: string;
}

export interface ContextEnvironment {
  http: HttpClient;
  ledger: Ledger;
  seed: number;
  runs: number;
  /**
   * false (--no-shrink): a failing property ends at its first failing case, reported as it is. The verdict is
   * the same (it is the first failing case's either way); what is saved is the search for a smaller one.
   */
  shrink?: boolean;
  signal: AbortSignal;
  targets: Partial<Record<'a' | 'b', InterfaceTarget>>;
  shared: Map<string, Promise<unknown>>;
  settings: RunSettings;
  evidence?: EvidenceSettings;
  /** Runs of one property in flight at once (1: one after another); see RunningCheck.property. */
  propertyConcurrency?: number;
}

/** The operations a piece of shared data was made with, once it is made (see RunningCheck.shared). */
const usedFor = new WeakMap<Promise<unknown>, ReadonlySet<OperationName>>();
/** The exchanges that made a piece of shared data and what they created: the start of a reproduction. */
const chainFor = new WeakMap<Promise<unknown>, Chain>();

export class RunningCheck implements CheckContext {
  readonly api: ApiClient;
  readonly notes: string[] = [];
  /** Shared data this check stood on: its verdict depends on the writes that made it too. */
  private readonly sharedUsed: Promise<unknown>[] = [];
  propertyFailure?: PropertyFailure;
  /** The chain of the property case that failed last: after shrinking, that of the counterexample. */
  failingChain?: Chain;

  constructor(
    readonly def: CheckDefinition,
    private readonly env: ContextEnvironment,
    readonly signal: AbortSignal,
  ) {
    const target = env.targets[def.interface];
    if (!target) throw new Error(`no target configured for interface ${def.interface}`);
    this.api = new ApiClient(target, env.http, env.ledger, signal, { deferCleanup: env.evidence?.keepFailed, label: def.id });
  }

  get id(): string {
    return this.def.id;
  }

  get seed(): number {
    return propertySeed(this.env.seed, this.def.id);
  }

  get settings(): RunSettings {
    return this.env.settings;
  }

  get runs(): number {
    return this.env.runs;
  }

  fail(message: string, exchange?: Exchange): never {
    throw new CheckFailure(message, exchange ?? this.api.last);
  }

  warn(message: string, exchange?: Exchange): never {
    throw new CheckFailure(message, exchange ?? this.api.last, true);
  }

  skip(reason: string): never {
    throw new CheckSkip(reason);
  }

  note(message: string): void {
    this.notes.push(message);
  }

  shared<T>(key: string, make: () => Promise<T>): Promise<T> {
    let p = this.env.shared.get(key) as Promise<T> | undefined;
    if (!p) {
      // Made in a chain of its own: a check that stands on the data reproduces by making it again.
      const making = newChain(this.api);
      const made: Promise<T> = inChain(making, make).then((value) => {
        // Made through this check's client: the operations it had used by then (the check that makes shared
        // data does nothing else first) are what the data stands on.
        usedFor.set(made, new Set(this.api.used));
        return value;
      });
      chainFor.set(made, making);
      p = made;
      this.env.shared.set(key, p);
    }
    this.sharedUsed.push(p);
    return p;
  }

  /** The chains that made the shared data this check used, in the order it first asked for them. */
  get sharedChains(): Chain[] {
    return [...new Set(this.sharedUsed)].map((p) => chainFor.get(p)).filter((c): c is Chain => c !== undefined && c.exchanges.length > 0);
  }

  /** The operations this check's verdict stands on: those it called and those that made the shared data it used. */
  get standsOn(): Set<OperationName> {
    const all = new Set(this.api.used);
    for (const p of this.sharedUsed) for (const op of usedFor.get(p) ?? []) all.add(op);
    return all;
  }

  /** The check's requests so far, as the start of a later reproduction: what its items or cases stand on. */
  private prefixUntilNow(): () => Chain {
    const before = this.api.whole.exchanges.length;
    return () => {
      const whole = this.api.whole;
      const chain = newChain(this.api);
      chain.exchanges.push(...whole.exchanges.slice(0, before));
      chain.created.push(...whole.created.filter((c) => c.after < before));
      return chain;
    };
  }

  /** The requests that created what the check made so far and has not deleted, as the start of a later reproduction. */
  private keptUntilNow(): () => Chain {
    const whole = this.api.whole;
    const before = whole.exchanges.length;
    const removed = new Set(whole.removed);
    // Taken now, exchanges and all: what the check sends later does not change what it had made by here.
    const kept = whole.created
      .filter((c) => c.after >= 0 && c.after < before && !removed.has(entryKey(c.entry)))
      .map((c) => ({ entry: c.entry, exchange: whole.exchanges[c.after] }))
      .filter((c): c is { entry: LedgerEntry; exchange: Exchange } => c.exchange !== undefined);
    return () => {
      const chain = newChain(this.api);
      const at = new Map<Exchange, number>();
      for (const c of kept) {
        if (!at.has(c.exchange)) {
          at.set(c.exchange, chain.exchanges.length);
          chain.exchanges.push(c.exchange);
        }
        chain.created.push({ entry: c.entry, after: at.get(c.exchange)! });
      }
      return chain;
    };
  }

  async each<T>(items: Iterable<T>, fn: (item: T, index: number) => Promise<void>): Promise<void> {
    const list = [...items];
    // What the check did before: the start of every item's reproduction (the document its probes aim at).
    const prefix = this.prefixUntilNow();
    // As many at a time as a property's runs: a request waits for its slot after it got its credentials, and
    // a queue of every probe at once could outlast a short-lived token.
    const outcomes: ({ error: unknown; chain: Chain } | undefined)[] = [];
    let next = 0;
    const worker = async () => {
      while (next < list.length) {
        const i = next++;
        // Each item in a chain of its own, so that items sent at the same time never mix their exchanges.
        const chain = newChain(this.api);
        try {
          await inChain(chain, () => fn(list[i], i));
        } catch (error) {
          outcomes[i] = { error, chain };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(list.length, this.env.propertyConcurrency ?? 1)) }, worker));
    const failed = outcomes.find((o) => o !== undefined);
    if (!failed) return;
    if (this.signal.aborted && failed.error === this.signal.reason) throw failed.error;
    this.failingChain = joinChains(this.api, [prefix(), failed.chain]);
    throw failed.error;
  }

  async property<T>(arb: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, options: { runs?: number; sequential?: boolean } = {}): Promise<void> {
    const numRuns = Math.max(1, options.runs ?? this.runs);
    // What the check made before the property and kept (the action its cases write to): the start of the
    // reproduction. Only those creates: the rest of what it sent before (probes of every kind) is no part of
    // a case, and would be replayed for nothing.
    const prefix = this.keptUntilNow();
    // The last failure thrown is that of the final, shrunk counterexample: shrinking stops on it.
    let lastFailure: unknown;
    // An id the target answered that cannot go into a path ends the property as it is: shrinking would only
    // create more records whose ids the run cannot use, so every later run passes without a request.
    let unusable: UnsafePathSegment | undefined;
    // Cases tried since this search's first failure: past the bound, a candidate passes without a request,
    // so fast-check ends its shrinking on the smallest counterexample found so far.
    let shrinking = { failed: false, tried: 0, stopped: false };
    const property = fc.asyncProperty(arb, async (value) => {
      if (this.signal.aborted) throw this.signal.reason;
      if (unusable) return;
      if (shrinking.failed && ++shrinking.tried > DEFAULTS.shrinkAttempts) {
        shrinking.stopped = true;
        return;
      }
      // Each case in a chain of its own: the failing case's requests are its reproduction.
      const chain = newChain(this.api);
      try {
        await inChain(chain, () => predicate(value));
      } catch (err) {
        if (err instanceof CheckSkip) throw err;
        if (err instanceof UnsafePathSegment) unusable = err;
        shrinking.failed = true;
        lastFailure = err;
        this.failingChain = joinChains(this.api, [prefix(), chain]);
        throw err;
      }
    });
    const parallel = Math.min(numRuns, options.sequential ? 1 : (this.env.propertyConcurrency ?? 1));
    // --no-shrink: fast-check ends at the first failing case instead of searching for a smaller one.
    const endOnFailure = this.env.shrink === false;
    let details: fc.RunDetails<[T]>;
    if (parallel <= 1) {
      details = await fc.check(property, { seed: this.seed, numRuns, endOnFailure, interruptAfterTimeLimit: undefined });
    } else {
      // Cases sent at the same time each keep their own chain, so that their exchanges never mix.
      const inOwnChain = (value: T) => inChain(newChain(this.api), () => predicate(value));
      const first = await firstFailingRun(arb, inOwnChain, this.seed, numRuns, parallel, this.signal);
      if (first === undefined) return;
      // Replayed alone from the first run that failed: fast-check draws the same value there and shrinks it
      // one step after another, so seed, path, counterexample and shrinks are those of a sequential run.
      lastFailure = undefined;
      shrinking = { failed: false, tried: 0, stopped: false };
      details = await fc.check(property, { seed: this.seed, numRuns, path: String(first), endOnFailure, interruptAfterTimeLimit: undefined });
      if (!details.failed) {
        // The run failed among others and passed alone: the target is not deterministic (or other runs
        // disturbed it). Still a failure, reported unshrunk at the run where it happened.
        shrinking = { failed: false, tried: 0, stopped: false };
        details = await fc.check(property, { seed: this.seed, numRuns, endOnFailure, interruptAfterTimeLimit: undefined });
        if (!details.failed) return;
      } else {
        // A sequential run counts the runs up to and including the failing one.
        details = { ...details, numRuns: first + 1 };
      }
    }
    if (unusable) throw unusable;
    if (!details.failed) return;
    // Stopped before any run failed on its own: the run's stop, not a counterexample.
    if (lastFailure === undefined && this.signal.aborted && details.errorInstance === this.signal.reason) throw this.signal.reason;
    if (details.errorInstance instanceof CheckSkip) throw details.errorInstance;
    const failure: PropertyFailure = {
      seed: details.seed,
      path: details.counterexamplePath ?? '',
      counterexample: describe(details.counterexample?.[0], 2000),
      numRuns: details.numRuns,
      shrinks: details.numShrinks,
    };
    this.propertyFailure = failure;
    if (lastFailure instanceof CheckFailure) {
      const bound = shrinking.stopped ? `, shrinking stopped at its bound of ${DEFAULTS.shrinkAttempts} cases` : '';
      const found = endOnFailure ? 'counterexample, not shrunk (--no-shrink)' : `counterexample after ${failure.shrinks} shrinks${bound}`;
      throw new CheckFailure(`${lastFailure.message} (${found}: ${failure.counterexample})`, lastFailure.exchange, lastFailure.warningOnly);
    }
    const reason = lastFailure instanceof Error ? lastFailure.message : String(lastFailure);
    throw new CheckFailure(`${reason} (counterexample: ${failure.counterexample})`, (lastFailure as { exchange?: Exchange })?.exchange ?? this.api.last);
  }
}

/**
 * Sends the runs of a property `parallel` at a time and returns the index of the first one that failed
 * (undefined when all passed). The values are those fast-check's own run draws from the same seed, in the
 * same order (fc.sample and fc.check walk one generator), so the index is a path fast-check replays. Once a
 * run fails, no later run starts; the earlier ones still finish, since one of them may fail first.
 * Values are drawn as runs start (the path `i` of the seed is the i-th value, without drawing the ones
 * before it), a few at a time, not all up front: drawing large bodies takes CPU, which then overlaps the
 * requests already on the wire instead of keeping the first one back.
 */
async function firstFailingRun<T>(arb: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, seed: number, numRuns: number, parallel: number, signal: AbortSignal): Promise<number | undefined> {
  // fast-check's path `i` with `k` runs gives the values i to i+k-1. One fc.sample a value cost about 9 µs
  // plus a generator step for each value skipped (a property of 100 runs: 2 ms); a batch of as many values
  // as the runs before it, up to one per worker, keeps what the first runs wait for small (the first request
  // waits for one value) and the skipping to a few walks.
  const drawn = new Map<number, T>();
  const valueAt = (i: number): T => {
    if (!drawn.has(i)) {
      const batch = Math.max(1, Math.min(i, parallel, numRuns - i));
      fc.sample(arb, { seed, numRuns: batch, path: String(i) }).forEach((v, k) => drawn.set(i + k, v));
    }
    const value = drawn.get(i) as T;
    drawn.delete(i);
    return value;
  };
  let next = 0;
  let first: number | undefined;
  const worker = async () => {
    while (next < numRuns && (first === undefined || next < first)) {
      if (signal.aborted) throw signal.reason;
      const i = next++;
      // Drawn after the event loop has had its turn, so that the requests of the runs that drew before are
      // on the wire while this one draws.
      if (i > 0) {
        await yieldToIo();
        if (signal.aborted) throw signal.reason;
        // A run before this one failed meanwhile: no later run starts.
        if (first !== undefined && i > first) break;
      }
      const value = valueAt(i);
      try {
        await predicate(value);
      } catch {
        if (first === undefined || i < first) first = i;
      }
    }
  };
  // Every worker ends before the property does, also when the run stops: a run still waiting on its create
  // would otherwise record what it created after the run's cleanup, and leave it on the target.
  const ended = await Promise.allSettled(Array.from({ length: parallel }, worker));
  if (signal.aborted) throw signal.reason;
  const broke = ended.find((e): e is PromiseRejectedResult => e.status === 'rejected');
  if (broke) throw broke.reason;
  return first;
}

/** Resolves after the event loop's next turn: what was sent meanwhile is on the wire, and answers that came are read. */
export const yieldToIo = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Each property's seed derives from the run's seed and the check id, so `--seed N --only id` replays it alone.
 * The one place a property's seed is made: whatever draws its values must take it from here.
 */
export function propertySeed(runSeed: number, id: string): number {
  let h = runSeed | 0;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x9e3779b1) | 0;
  return h;
}
