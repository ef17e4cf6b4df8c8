// One `conformance run`: embedded servers when no target is given, credentials, preflight, the plan, the
// checks, cleanup of everything the run created, the reports and the exit status.
import { DEFAULTS } from '../defaults.ts';
import { TOOL } from '../version.ts';
import { Secrets } from '../http/secrets.ts';
import { HttpClient } from '../http/client.ts';
import { ApiKeyAuth, StaticBearerAuth, type AuthProvider } from '../auth/provider.ts';
import { ApiClient, type InterfaceTarget } from './api.ts';
import { Ledger } from './ledger.ts';
import { runChecks } from './runner.ts';
import { startEmbeddedTarget } from './embedded.ts';
import { assertReachable, assertWritableOutput } from './preflight.ts';
import { matchesOnly } from './registry.ts';
import { UsageError } from './errors.ts';
import { ReporterGroup, createReporters } from '../../reporters/index.ts';
import { suites } from '../../suites/index.ts';
import type { RunConfig } from './config.ts';
import type { CheckDefinition, CheckResult, CleanupSummary, InterfaceId, Reporter, RunInfo, RunReport, RunSummary } from './types.ts';

export { TOOL };

export interface RunHandles {
  /** Aborted on SIGINT/SIGTERM: no new check starts, running ones are stopped, cleanup still runs. */
  interrupt: AbortSignal;
  /** Console output (tests pass their own stream). */
  stream?: NodeJS.WritableStream;
  color?: boolean;
  /** Reporter objects beside the named ones (the programmatic API). */
  reporters?: readonly Reporter[];
}

/** Every check the configuration selects, in catalogue order. */
export function planChecks(config: Pick<RunConfig, 'interfaces' | 'only' | 'load'>): CheckDefinition[] {
  return config.interfaces
    .flatMap((i) => suites[i].registry.all())
    .filter((c) => matchesOnly(c.id, config.only))
    .filter((c) => config.load || (c.phase ?? 'main') !== 'load');
}

export async function executeRun(config: RunConfig, handles: RunHandles): Promise<RunReport> {
  const secrets = new Secrets();
  const stops: (() => Promise<void>)[] = [];
  try {
    assertWritableOutput(config.outputDir, config.reporters);
    if (config.embedded) for (const iface of config.interfaces) stops.push(await startEmbeddedTarget(iface, config, 'conformance-run'));
    secrets.add(config.a.apiKey);
    secrets.addHeaderName(config.a.apiKeyHeader);
    secrets.add(config.b.bearerToken);

    const plan = planChecks(config);
    if (plan.length === 0) throw new UsageError(`--only ${config.only?.join(',')} matches no check (see \`conformance checks\`)`);

    // --concurrency bounds the requests in flight across all checks and property runs; --max-rate their rate.
    const http = new HttpClient({ secrets, requestTimeoutMs: config.requestTimeoutMs, insecure: config.insecure, maxInFlight: config.concurrency, maxRate: config.maxRate });
    stops.push(() => http.destroy());
    const targets: Partial<Record<InterfaceId, InterfaceTarget>> = {};
    for (const iface of config.interfaces) {
      const base = iface === 'a' ? config.a.target! : config.b.target!;
      await assertReachable(base, config.requestTimeoutMs, config.insecure);
      const auth = await authFor(iface, config, secrets);
      targets[iface] = { iface, baseUrl: base, operations: iface === 'a' ? config.a.operations : config.b.operations, auth };
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
    };
    await reporters.onRunStart(info);

    const ledger = new Ledger();
    const started = performance.now();
    let results: CheckResult[];
    let cleanup: CleanupSummary;
    try {
      results = await runChecks(plan, {
        http,
        ledger,
        seed: config.seed,
        runs: config.runs,
        signal: handles.interrupt,
        targets,
        shared: new Map(),
        concurrency: config.concurrency,
        propertyConcurrency: config.concurrency,
        reporters: [reporters],
        settings: { fixtures: config.b.fixtures, materialLink: config.a.materialLink, load: config.loadBounds, embedded: config.embedded },
      });
    } finally {
      // Also when the run itself broke (a reporter could not write): what the run created goes. Cleanup gets
      // a signal of its own, so that it runs after an interruption too.
      const cleanupSignal = AbortSignal.timeout(DEFAULTS.cleanupTimeoutMs);
      cleanup = await ledger.cleanup((entry) => {
        const remove = suites[entry.interface].removers?.[entry.kind];
        const target = targets[entry.interface];
        if (!remove || !target) return undefined;
        const api = new ApiClient(target, http, ledger, cleanupSignal);
        return () => remove(api, entry.id);
      }, DEFAULTS.cleanupTimeoutMs);
    }

    const summary: RunSummary = {
      passed: results.filter((r) => r.status === 'passed').length,
      failed: results.filter((r) => r.status === 'failed').length,
      warnings: results.filter((r) => r.status === 'warning').length,
      skipped: results.filter((r) => r.status === 'skipped').length,
      durationMs: Math.round(performance.now() - started),
      requests: http.stats.requests,
      retries: http.stats.retries,
    };
    const interrupted = handles.interrupt.aborted;
    const report: RunReport = {
      ...info,
      summary,
      checks: results,
      cleanup,
      ...(interrupted ? { interrupted } : {}),
      exitCode: interrupted ? 130 : summary.failed > 0 ? 1 : 0,
    };
    await reporters.onRunEnd(report);
    return report;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}

async function authFor(iface: InterfaceId, config: RunConfig, secrets: Secrets): Promise<AuthProvider> {
  if (iface === 'a') return new ApiKeyAuth(config.a.apiKeyHeader, config.a.apiKey!);
  if (config.b.bearerToken) return new StaticBearerAuth(config.b.bearerToken);
  // Loaded here: a run of interface A alone, or with a bearer token, needs no OAuth client.
  const { OAuthClientCredentials } = await import('../auth/oauth.ts');
  const oauth = new OAuthClientCredentials({ ...config.b.oauth!, requestTimeoutMs: config.requestTimeoutMs, insecure: config.insecure }, secrets);
  // Fetched now so that a token endpoint that refuses us is exit 2 before any check runs.
  await oauth.accessToken();
  return oauth;
}
