// What the processor of an Artillery export runs: the native simulator's scenario (same operations, same
// generators, same client of part 7) inside an Artillery worker, one operation per virtual user.
// Published as `conformance/artillery`, so that the generated processor stays a few lines and the bodies,
// the client rules and the cleanup are those of `conformance simulate`, not a copy that drifts.
//
// Per worker (one Artillery worker thread, one module instance): one HTTP client, one credential (an OAuth
// token fetched once, reused until shortly before it expires, fetched again after a 401), one scenario
// with its pool of the actions this worker created. The first virtual user of a worker stays on as its
// keeper: once the traffic phase is over and every operation under way has ended, it deletes what the
// worker created. Artillery waits for every virtual user before it ends a worker, so the cleanup runs
// inside the test, not in a hook that may be cut off.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { ApiKeyAuth, StaticBearerAuth, type AuthProvider } from '../../../../src/auth/provider.ts';
import { OAuthClientCredentials } from '../../../../src/auth/oauth.ts';
import type { ClientAuthMethod } from '../../../../src/auth/methods.ts';
import { Secrets } from '../../../../src/http/secrets.ts';
import type { HttpClient } from '../../../../src/http/client.ts';
import { parseOperation, type OperationInput } from '../../../../src/profile/operations.ts';
import { DEFAULT_API_KEY_HEADER, DEFAULT_MATERIAL_LINK, DEFAULT_TOKEN_PATH } from '../../../../src/defaults.ts';
import type { FixtureSet } from '../../../../generators/fixtureSet.ts';
import { SimCaller, type CallOutcome } from '../../caller.ts';
import { workerClient } from '../../client.ts';
// Re-exported: the processor's tests and users reach the client through the runtime.
export { GatedHttpClient, workerClient } from '../../client.ts';
import { seededRandom } from '../../mix.ts';
import { ScenarioA } from '../../scenario-a.ts';
import { ScenarioB } from '../../scenario-b.ts';
import { sampler, type CleanupResult, type Scenario, type ScenarioContext } from '../../scenario.ts';
import { Recorder } from '../../stats.ts';

/** What the export writes into the processor: the scenario, never a secret. */
export interface ExportedScenario {
  interface: 'a' | 'b';
  seed: number;
  /** Seconds of the traffic phase: the keeper cleans up after it. */
  trafficSeconds: number;
  operations: Record<string, OperationInput>;
  /** Interface B: the ids the platform knows (the profile's fixtures). */
  fixtures?: FixtureSet;
  /** Interface A: how a document names its material and revision. */
  materialLink?: { materialKey: string; revisionKey: string };
  /** Interface A: the header of the API key. */
  apiKeyHeader?: string;
  /** Interface B: the OAuth client, without its secret. */
  oauth?: {
    tokenUrl?: string;
    issuer?: string;
    clientId?: string;
    scope?: string;
    authMethod?: ClientAuthMethod;
    /** private_key_jwt: the key's kid and algorithm (the key itself comes from CONFORMANCE_CLIENT_KEY). */
    keyId?: string;
    algorithm?: string;
    assertionAudience?: string;
    params?: Record<string, string>;
  };
  requestTimeoutMs: number;
  connections: number;
  /** One response in N is checked against its schema (0: none). */
  schemaSampleEvery: number;
}

/** What Artillery hands a function step: the virtual user's context and the worker's metric emitter. */
export interface ArtilleryContext {
  vars: Record<string, unknown>;
  scenario?: { name?: string };
}
export interface ArtilleryEvents {
  emit(event: 'counter' | 'histogram', name: string, value: number): unknown;
}

/** Replaceable for tests: the environment, the clock, waiting, and the jitter of the client. */
export interface RuntimeHooks {
  env?: NodeJS.ProcessEnv;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** How often the keeper looks whether the operations under way have ended (default 100 ms). */
  pollMs?: number;
  /** How long the keeper waits for them at most before it deletes anyway (default 60 s). */
  drainMs?: number;
  /** False: no virtual user stays on to clean up; the caller calls cleanup() (tests). Default true. */
  keeper?: boolean;
}

/** A setup mistake of the run (a missing variable): one line, no stack. */
export class ArtillerySetupError extends Error {
  override name = 'ConformanceSetupError';
}

export interface ArtilleryProcessor {
  /** The one function step of every scenario: runs the operation the scenario is named after. */
  operation(context: ArtilleryContext, events: ArtilleryEvents): Promise<void>;
  /** Deletes what this worker created (the keeper calls it; exposed for tests). */
  cleanup(): Promise<CleanupResult | undefined>;
  /** Operations under way in this worker. */
  readonly inFlight: number;
}

const realSleep = (ms: number, signal?: AbortSignal) => wait(ms, undefined, { signal });

export function artilleryProcessor(exported: ExportedScenario, hooks: RuntimeHooks = {}): ArtilleryProcessor {
  const env = hooks.env ?? process.env;
  const now = hooks.now ?? (() => performance.now());
  const sleep = hooks.sleep ?? realSleep;
  const pollMs = hooks.pollMs ?? 100;
  const drainMs = hooks.drainMs ?? 60_000;
  let worker: Promise<Worker> | undefined;
  let inFlight = 0;
  let keeperTaken = hooks.keeper === false;
  let cleaned: Promise<CleanupResult | undefined> | undefined;

  const workerFor = (context: ArtilleryContext) => (worker ??= startWorker(exported, baseUrlOf(context, env), env, { now, sleep, random: hooks.random }));

  const cleanup = (events?: ArtilleryEvents) =>
    (cleaned ??= (async () => {
      const w = await worker?.catch(() => undefined);
      if (!w) return undefined;
      const result = await w.scenario.cleanup(AbortSignal.timeout(Math.max(30_000, exported.requestTimeoutMs * 3)));
      if (events) {
        events.emit('counter', 'conformance.cleanup.created', result.created);
        events.emit('counter', 'conformance.cleanup.deleted', result.deleted);
        events.emit('counter', 'conformance.cleanup.left_behind', result.leftBehind.length);
        if (result.undeletable) events.emit('counter', 'conformance.cleanup.undeletable', result.undeletable);
        if (result.notOurs?.length) events.emit('counter', 'conformance.cleanup.not_ours', result.notOurs.length);
        if (result.readBacks) events.emit('counter', 'conformance.cleanup.read_backs', result.readBacks);
      }
      return result;
    })());

  async function keep(started: number, events: ArtilleryEvents): Promise<void> {
    // The traffic phase started before this first arrival, so it is over by then (plus a little for timers).
    const trafficEnd = started + exported.trafficSeconds * 1000 + 250;
    while (now() < trafficEnd) await sleep(Math.min(pollMs * 10, trafficEnd - now()));
    const drainEnd = now() + drainMs;
    while (inFlight > 0 && now() < drainEnd) await sleep(pollMs);
    await cleanup(events);
  }

  return {
    get inFlight() {
      return inFlight;
    },
    cleanup: () => cleanup(),
    async operation(context, events) {
      const started = now();
      const keeper = !keeperTaken;
      keeperTaken = true;
      const name = context.scenario?.name;
      if (!name) throw new ArtillerySetupError('conformance: every scenario must be named after its operation');
      inFlight++;
      let failure: Error | undefined;
      try {
        const w = await workerFor(context);
        w.recorder.events = events;
        // Seeded per virtual user: its choices (filters, which own action, which patch) replay from the seed.
        w.current = seededRandom((exported.seed + Math.imul(w.index, 1_000_003) + ++w.users) >>> 0);
        const vu: VirtualUser = {};
        await currentUser.run(vu, () => w.scenario.iterate(name, started, AbortSignal.timeout(Math.max(60_000, exported.requestTimeoutMs * 10))));
        failure = vu.failure;
      } finally {
        inFlight--;
        if (keeper) await keep(started, events);
      }
      // A failed operation fails its virtual user: Artillery's vusers.failed (and maxErrorRate) count it.
      if (failure) throw failure;
    },
  };
}

interface Worker {
  index: number;
  users: number;
  current: () => number;
  scenario: Scenario;
  recorder: ArtilleryRecorder;
  http: HttpClient;
}

interface VirtualUser {
  failure?: Error;
}

/** The virtual user an operation runs for: the worker's users run at once, each outcome must reach its own. */
const currentUser = new AsyncLocalStorage<VirtualUser>();

/** Records into Artillery's metrics: per operation counters and a latency histogram, merged across workers. */
class ArtilleryRecorder extends Recorder {
  events: ArtilleryEvents | undefined;

  override record(operation: string, outcome: CallOutcome, latencyMs: number): void {
    const e = this.events;
    if (!e) return;
    const ok = outcome.status !== undefined && outcome.status < 400 && !outcome.suppressed;
    for (const p of [`conformance.${operation}`, 'conformance']) {
      e.emit('counter', `${p}.completed`, 1);
      e.emit('counter', `${p}.errors`, ok ? 0 : 1);
      if (!outcome.suppressed) e.emit('histogram', `${p}.latency`, latencyMs);
    }
    for (const s of outcome.attempts) e.emit('counter', `conformance.${operation}.status.${s ?? 'transport'}`, 1);
    if (outcome.retryAfterHonoured) e.emit('counter', `conformance.${operation}.retry_after_waited`, outcome.retryAfterHonoured);
    if (outcome.backoffRetries) e.emit('counter', `conformance.${operation}.backoff_retries`, outcome.backoffRetries);
    if (outcome.suppressed) e.emit('counter', `conformance.${operation}.suppressed_resends`, 1);
    const vu = currentUser.getStore();
    if (!ok && vu) {
      const what = outcome.suppressed ? `not resent after ${outcome.status}` : outcome.status !== undefined ? `answered ${outcome.status}` : 'no answer';
      vu.failure = new Error(`${operation} ${what}`);
    }
  }

  override schema(operation: string, problems: string[]): void {
    this.events?.emit('counter', `conformance.${operation}.schema_checked`, 1);
    if (problems.length) this.events?.emit('counter', `conformance.${operation}.schema_broken`, 1);
  }
}

function baseUrlOf(context: ArtilleryContext, env: NodeJS.ProcessEnv): string {
  // CONFORMANCE_TARGET first: `conformance judge-client -- npx artillery run …` hands the target that way.
  const target = env.CONFORMANCE_TARGET || (typeof context.vars.target === 'string' ? context.vars.target : '');
  if (!/^https?:\/\//.test(target)) throw new ArtillerySetupError(`conformance: no target: set config.target, --target or CONFORMANCE_TARGET (got "${target}")`);
  return target.replace(/\/+$/, '');
}

function required(env: NodeJS.ProcessEnv, name: string, what: string): string {
  const v = env[name];
  if (!v) throw new ArtillerySetupError(`conformance: ${name} is not set (${what})`);
  return v;
}

async function startWorker(
  exported: ExportedScenario,
  baseUrl: string,
  env: NodeJS.ProcessEnv,
  hooks: { now: () => number; sleep: (ms: number, signal?: AbortSignal) => Promise<void>; random?: () => number },
): Promise<Worker> {
  const index = Number(env.LOCAL_WORKER_ID ?? 0) || 0;
  const secrets = new Secrets();
  const auth = await authOf(exported, baseUrl, env, secrets);
  const http = workerClient(
    { secrets, requestTimeoutMs: exported.requestTimeoutMs, connections: exported.connections, random: hooks.random ?? seededRandom((exported.seed ^ 0x5eed) + index) },
    hooks,
  );
  const operations = Object.fromEntries(Object.entries(exported.operations).map(([k, v]) => [k, parseOperation(v)]));
  const caller = new SimCaller({ baseUrl, operations, auth }, http);
  const recorder = new ArtilleryRecorder(hooks.now(), Object.keys(operations));
  const w: Omit<Worker, 'scenario'> & { scenario?: Scenario } = { index, users: 0, current: seededRandom(exported.seed), http, recorder };
  const ctx: ScenarioContext = {
    caller,
    recorder,
    random: () => w.current(),
    marker: `art-${(exported.seed >>> 0).toString(36)}-${randomBytes(3).toString('hex')}`,
    sample: sampler(exported.schemaSampleEvery),
    now: hooks.now,
  };
  const workerSeed = (exported.seed + index) >>> 0;
  const scenario = exported.interface === 'b' ? new ScenarioB(ctx, exported.fixtures ?? { categoryIds: [1], userIds: [], companyIds: [] }, workerSeed) : new ScenarioA(ctx, exported.materialLink ?? DEFAULT_MATERIAL_LINK);
  return Object.assign(w, { scenario });
}

async function authOf(exported: ExportedScenario, baseUrl: string, env: NodeJS.ProcessEnv, secrets: Secrets): Promise<AuthProvider> {
  if (exported.interface === 'a') {
    const key = required(env, 'CONFORMANCE_API_KEY', 'the API key of interface A');
    secrets.add(key);
    return new ApiKeyAuth(env.CONFORMANCE_API_KEY_HEADER || exported.apiKeyHeader || DEFAULT_API_KEY_HEADER, key);
  }
  if (env.CONFORMANCE_BEARER_TOKEN) {
    secrets.add(env.CONFORMANCE_BEARER_TOKEN);
    return new StaticBearerAuth(env.CONFORMANCE_BEARER_TOKEN);
  }
  const o = exported.oauth ?? {};
  const clientId = env.CONFORMANCE_CLIENT_ID || o.clientId;
  if (!clientId) throw new ArtillerySetupError('conformance: CONFORMANCE_CLIENT_ID is not set (the OAuth client of interface B)');
  const method = o.authMethod;
  if (method === 'tls_client_auth' || method === 'self_signed_tls_client_auth')
    throw new ArtillerySetupError(`conformance: ${method} is not available in the Artillery export (its workers hold no client certificate): give CONFORMANCE_BEARER_TOKEN`);
  const withKey = method === 'private_key_jwt';
  const clientSecret = withKey ? undefined : required(env, 'CONFORMANCE_CLIENT_SECRET', 'the OAuth client secret of interface B');
  const privateKey = withKey ? { text: required(env, 'CONFORMANCE_CLIENT_KEY', 'the private key (PEM or JWK) of interface B\'s client'), source: 'CONFORMANCE_CLIENT_KEY' } : undefined;
  const tokenUrl = env.CONFORMANCE_TOKEN_URL || o.tokenUrl || (o.issuer ? undefined : `${new URL(baseUrl).origin}${DEFAULT_TOKEN_PATH}`);
  const oauth = new OAuthClientCredentials(
    {
      tokenUrl,
      ...(o.issuer ? { issuer: o.issuer } : {}),
      clientId,
      clientSecret,
      scope: env.CONFORMANCE_SCOPE || o.scope,
      authMethod: method,
      privateKey,
      keyId: o.keyId,
      algorithm: o.algorithm,
      assertionAudience: o.assertionAudience,
      params: o.params,
      requestTimeoutMs: exported.requestTimeoutMs,
    },
    secrets,
  );
  // Once per worker, before the first operation: every virtual user of the worker reuses it.
  await oauth.accessToken();
  return oauth;
}
