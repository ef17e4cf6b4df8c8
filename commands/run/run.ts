// One `conformance run`: embedded servers when no target is given, credentials, preflight, the plan, the
// checks, cleanup of everything the run created, the reports and the exit status.
import { join } from 'node:path';
import { DEFAULTS } from '../../src/defaults.ts';
import { TOOL } from '../../src/version.ts';
import { Secrets } from '../../src/http/secrets.ts';
import { HttpClient } from '../../src/http/client.ts';
import { ApiKeyAuth, StaticBearerAuth, type AuthProvider } from '../../src/auth/provider.ts';
import { TOKEN_LABEL } from '../../src/auth/recordedFetch.ts';
import { tokenRequestForm, type OAuthClientCredentials } from '../../src/auth/oauth.ts';
import { ApiClient, type InterfaceTarget } from '../../src/engine/api.ts';
import { Ledger } from '../../src/engine/ledger.ts';
import { runChecks } from '../../src/engine/runner.ts';
import { startEmbeddedTarget } from './embedded.ts';
import { assertReachable, assertWritableOutput } from '../../src/engine/preflight.ts';
import { matchesExclude, matchesOnly } from '../../src/engine/registry.ts';
import { RunStop, type RunStopped } from '../../src/engine/stop.ts';
import { TransportHealth } from '../../src/http/health.ts';
import { describeOperations, describeProfile } from '../../src/engine/describe.ts';
import { probeInterface } from './probe.ts';
import { UsageError } from '../../src/errors.ts';
import { entryMatches, judgeGate } from '../../src/gate/gate.ts';
import { replayFlags } from '../../src/engine/replay.ts';
import { clearScripts, scriptAuth, scriptConnection, SCRIPT_DIR } from '../../src/engine/scripts.ts';
import { interfaceNetwork, proxyOf, registerNetworkSecrets, tokenRequestHeaders } from '../../src/engine/network.ts';
import { ReporterGroup, createReporters } from '../../reporters/index.ts';
import { loadSuites } from '../../suites/load.ts';
import type { Suite } from '../../suites/index.ts';
import type { RunConfig } from '../../src/engine/config.ts';
import type { CheckDefinition, CheckResult, RunSettings, Exchange, CleanupSummary, InterfaceId, Reporter, RunInfo, RunReport, RunStopInfo, RunSummary } from '../../src/engine/types.ts';

export { TOOL };

export interface RunHandles {
  /** Aborted on SIGINT/SIGTERM: no new check starts, running ones are stopped, cleanup still runs. */
  interrupt: AbortSignal;
  /** Console output (tests pass their own stream). */
  stream?: NodeJS.WritableStream;
  color?: boolean;
  /** Reporter objects beside the named ones (the programmatic API). */
  reporters?: readonly Reporter[];
  /** Told of every exchange the run's HTTP client sends, with the check id (or `probe`, `cleanup`) that sent it. */
  onExchange?: (exchange: Exchange, label: string | undefined) => void;
}

/** Every check the configuration selects, in catalogue order (the suites given, or those it loads). */
export async function planChecks(
  config: Pick<RunConfig, 'interfaces' | 'only' | 'load'> & Partial<Pick<RunConfig, 'exclude'>>,
  loaded?: Partial<Record<InterfaceId, Suite>>,
): Promise<CheckDefinition[]> {
  const suites = loaded ?? (await loadSuites(config.interfaces));
  return config.interfaces
    .flatMap((i) => suites[i]!.registry.all())
    .filter((c) => matchesOnly(c.id, config.only) && !matchesExclude(c.id, config.exclude))
    .filter((c) => config.load || (c.phase ?? 'main') !== 'load');
}

export async function executeRun(config: RunConfig, handles: RunHandles): Promise<RunReport> {
  const secrets = new Secrets();
  const stops: (() => Promise<void>)[] = [];
  // One stop for the whole run: Ctrl-C, the time bound, an unresponsive target, the failure bound.
  const stop = new RunStop(handles.interrupt);
  const timer =
    config.maxTimeMs === undefined
      ? undefined
      : setTimeout(() => stop.stop('max-time', `the run's time bound was reached (--max-time ${config.maxTimeMs! / 1000} s)`), config.maxTimeMs);
  stops.push(async () => clearTimeout(timer));
  try {
    assertWritableOutput(config.outputDir, config.reporters);
    if (config.embedded) for (const iface of config.interfaces) stops.push(await startEmbeddedTarget(iface, config, 'conformance-run'));
    secrets.add(config.a.apiKey);
    secrets.addHeaderName(config.a.apiKeyHeader);
    secrets.add(config.b.bearerToken);
    registerNetworkSecrets(config, secrets);

    const suites = await loadSuites(config.interfaces);
    const plan = await planChecks(config, suites);
    const requirementsOf = new Map(plan.map((d) => [d.id, d.requirements]));
    if (plan.length === 0) {
      const given = [config.only?.length ? `--only ${config.only.join(',')}` : '', config.exclude?.length ? `--exclude ${config.exclude.join(',')}` : ''].filter(Boolean);
      throw new UsageError(`${given.join(' with ')} ${given.length > 1 ? 'match' : 'matches'} no check (see \`conformance checks\`)`);
    }

    // --concurrency bounds the requests in flight across all checks and property runs; --max-rate their rate.
    const health = new TransportHealth(config.unresponsiveAfter);
    const http = new HttpClient({ secrets, requestTimeoutMs: config.requestTimeoutMs, insecure: config.insecure, proxy: !config.embedded, health, maxInFlight: config.concurrency, maxRate: config.maxRate, onExchange: handles.onExchange });
    health.onUnresponsive = (failures, last) => {
      stop.stop('unresponsive', `the target is unresponsive: ${failures} requests in a row got no answer (last: ${last})`);
      http.abortInFlight('cut off: the target is unresponsive');
    };
    stops.push(() => http.destroy());
    const targets: Partial<Record<InterfaceId, InterfaceTarget>> = {};
    for (const iface of config.interfaces) {
      const base = iface === 'a' ? config.a.target! : config.b.target!;
      await assertReachable(base, config.requestTimeoutMs, config.insecure, { proxy: proxyOf(config, base), tls: config[iface].tls });
      const auth = await authFor(iface, config, secrets, (line) => (handles.stream ?? process.stdout).write(`${line}\n`), handles.onExchange && ((x) => handles.onExchange!(x, TOKEN_LABEL)));
      targets[iface] = { iface, baseUrl: base, operations: iface === 'a' ? config.a.operations : config.b.operations, auth, ...interfaceNetwork(config, iface) };
      // Setup mistakes (credentials refused everywhere, no operation where the profile puts them) are exit 2.
      const probe = await probeInterface(targets[iface]!, http, config, handles.interrupt);
      if (probe.problem) throw new UsageError(probe.problem);
    }

    // One group: a reporter that fails does not keep the others from writing.
    const named = createReporters(config.reporters, { outputDir: config.outputDir, stream: handles.stream, color: handles.color });
    const reporters = new ReporterGroup([...named, ...(handles.reporters ?? [])]);
    const info: RunInfo = {
      tool: TOOL,
      seed: config.seed,
      runs: config.runs,
      startedAt: new Date().toISOString(),
      targets: Object.fromEntries(config.interfaces.map((i) => [i, targets[i]!.baseUrl])),
      embedded: config.embedded,
      interfaces: config.interfaces,
      planned: plan.length,
      profile: describeProfile(config, secrets),
      operations: describeOperations(config),
    };
    await reporters.onRunStart(info);
    // An interruption is announced by the command itself; a bound is announced here, as it happens.
    stop.onStop((why) => {
      if (why.kind !== 'interrupted') void reporters.onStop(why.message).catch(() => undefined);
    });

    const ledger = new Ledger();
    // Scripts go beside the report files; those of an earlier run would pass for this run's.
    const scriptDir = config.reporters.some((r) => r !== 'console') ? join(config.outputDir, SCRIPT_DIR) : undefined;
    if (scriptDir) await clearScripts(scriptDir);
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    let results: CheckResult[];
    let cleanup: CleanupSummary;
    let why: RunStopped | undefined;
    try {
      results = await runChecks(plan, {
        http,
        ledger,
        seed: config.seed,
        runs: config.runs,
        shrink: config.shrink,
        signal: stop.signal,
        stop,
        maxFailures: config.maxFailures,
        ...(config.baseline ? { isKnown: knownTo(config.baseline, requirementsOf) } : {}),
        targets,
        shared: new Map(),
        concurrency: config.concurrency,
        propertyConcurrency: config.concurrency,
        reporters: [reporters],
        settings: {
          fixtures: config.b.fixtures,
          materialLink: config.a.materialLink,
          load: config.loadBounds,
          embedded: config.embedded,
          ...(config.b.oauth?.tokenUrl ? { oauth: oauthSettings(config, secrets, targets.b?.auth) } : {}),
        },
        evidence: {
          replay: (def) => replayFlags(config, def),
          keepFailed: config.keepFailed,
          auth: Object.fromEntries(config.interfaces.map((i) => [i, scriptAuth(i, config, secrets)])),
          connection: Object.fromEntries(config.interfaces.map((i) => [i, scriptConnection(i, config)])),
          remover: (entry) => suites[entry.interface]?.removers?.[entry.kind],
          ...(scriptDir ? { scriptDir } : {}),
        },
      });
    } finally {
      // The bounds are over the checks: a time bound that runs out during cleanup stops nothing.
      why = stop.reason;
      clearTimeout(timer);
      // Also when the run itself broke (a reporter could not write): what the run created goes. Cleanup gets
      // a signal of its own, so that it runs after an interruption too; a target that stops answering during
      // cleanup ends it as it ends the checks (what is left is listed by id).
      // A check abandoned by the stop may still have a create on the wire: its answer first, then cleanup.
      await http.quiet(config.requestTimeoutMs);
      const unresponsive = new AbortController();
      health.reset((failures, last) => unresponsive.abort(new Error(`the target is unresponsive: ${failures} requests in a row got no answer (last: ${last})`)));
      const cleanupSignal = AbortSignal.any([AbortSignal.timeout(DEFAULTS.cleanupTimeoutMs), unresponsive.signal]);
      cleanup = await ledger.cleanup((entry) => {
        const remove = suites[entry.interface]?.removers?.[entry.kind];
        const target = targets[entry.interface];
        if (!remove || !target) return undefined;
        const api = new ApiClient(target, http, ledger, cleanupSignal, { label: 'cleanup' });
        return () => remove(api, entry.id);
      }, DEFAULTS.cleanupTimeoutMs, undefined, cleanupSignal, (entry) => {
        const prove = suites[entry.interface]?.provers?.[entry.kind];
        const target = targets[entry.interface];
        if (!prove || !target) return undefined;
        const api = new ApiClient(target, http, ledger, cleanupSignal, { label: 'cleanup' });
        return () => prove(api, entry);
      });
    }

    const summary: RunSummary = {
      passed: results.filter((r) => r.status === 'passed').length,
      failed: results.filter((r) => r.status === 'failed').length,
      warnings: results.filter((r) => r.status === 'warning').length,
      skipped: results.filter((r) => r.status === 'skipped').length,
      durationMs: Math.round(performance.now() - started),
      requests: http.stats.requests,
      retries: http.stats.retries,
      cpuMs: cpuMsSince(cpuAtStart),
    };
    const interrupted = handles.interrupt.aborted;
    const stopped: RunStopInfo | undefined = why && why.kind !== 'interrupted' ? { kind: why.kind, reason: why.message } : undefined;
    // The gate: failures (and warnings with --fail-on should) fail the run unless the baseline holds them.
    const gate = judgeGate(results, (id) => requirementsOf.get(id) ?? [], config.failOn, config.baseline);
    const report: RunReport = {
      ...info,
      summary,
      checks: results,
      cleanup,
      ...(interrupted ? { interrupted } : {}),
      ...(stopped ? { stopped } : {}),
      gate,
      // A target that stopped answering has not shown it conforms: exit 1 even when nothing failed before.
      exitCode: interrupted ? 130 : gate.new.length > 0 || stopped?.kind === 'unresponsive' ? 1 : 0,
    };
    await reporters.onRunEnd(report);
    // Where each report went, also when the console reporter is not among them.
    const out = handles.stream ?? process.stdout;
    for (const file of reporters.files) out.write(`report: ${file}\n`);
    return report;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}

/** Does the baseline hold this failure? The gate's own matching (check, operation, a requirement in common). */
function knownTo(baseline: NonNullable<RunConfig['baseline']>, requirementsOf: ReadonlyMap<string, readonly string[]>): (result: CheckResult) => boolean {
  return (result) => baseline.entries.some((e) => entryMatches(e, result, requirementsOf.get(result.id) ?? []));
}

export async function authFor(iface: InterfaceId, config: RunConfig, secrets: Secrets, onNotice?: (line: string) => void, onExchange?: (exchange: Exchange) => void): Promise<AuthProvider> {
  if (iface === 'a') return new ApiKeyAuth(config.a.apiKeyHeader, config.a.apiKey!);
  if (config.b.bearerToken) return new StaticBearerAuth(config.b.bearerToken);
  // Loaded here: a run of interface A alone, or with a bearer token, needs no OAuth client.
  const { OAuthClientCredentials } = await import('../../src/auth/oauth.ts');
  const oauth = new OAuthClientCredentials(
    { ...config.b.oauth!, requestTimeoutMs: config.requestTimeoutMs, insecure: config.insecure, tls: config.b.tls, proxy: !config.embedded, headers: tokenRequestHeaders(config), onNotice, onExchange },
    secrets,
  );
  // Fetched now so that a token endpoint that refuses us is exit 2 before any check runs.
  await oauth.accessToken();
  // With an issuer, the token endpoint is known now: the checks, the evidence and the scripts name it.
  config.b.oauth!.tokenUrl = oauth.tokenEndpoint;
  if (!config.b.oauth!.authMethod && oauth.method !== 'client_secret_basic') config.b.oauth!.authMethod = oauth.method;
  return oauth;
}

/** What the checks know of the run's OAuth client: never a secret, but how its assertions are made. */
function oauthSettings(config: RunConfig, secrets: Secrets, provider?: AuthProvider): NonNullable<RunSettings['oauth']> {
  const oauth = config.b.oauth!;
  // The script's choice of algorithm, kid and audience (the run's own); read only when B runs with assertions.
  const auth = oauth.authMethod === 'private_key_jwt' && config.interfaces.includes('b') ? scriptAuth('b', config, secrets) : undefined;
  const assertion = auth?.kind === 'oauth' ? auth.assertion : undefined;
  const form = tokenRequestForm(oauth);
  return {
    tokenUrl: oauth.tokenUrl!,
    clientId: oauth.clientId,
    authMethod: oauth.authMethod,
    ...(assertion ? { assertion: { alg: assertion.alg, aud: assertion.aud, ...(assertion.kid !== undefined ? { kid: assertion.kid } : {}), ...(assertion.x5t ? { x5t: assertion.x5t } : {}) } } : {}),
    ...(Object.keys(form).length > 0 ? { form } : {}),
    ...(provider && 'authenticateTokenRequest' in provider ? { authenticate: (provider as OAuthClientCredentials).authenticateTokenRequest.bind(provider) } : {}),
  };
}

/** The process's CPU time (user and system) since `start`, in whole ms. */
function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return Math.round((used.user + used.system) / 1000);
}
