// One `conformance simulate`: the target (the embedded reference without --target), credentials, the
// simulation, the reports. Used by the CLI and by the bench.
import { ApiKeyAuth, StaticBearerAuth, type AuthProvider } from '../../src/auth/provider.ts';
import { OAuthClientCredentials } from '../../src/auth/oauth.ts';
import { assertReachable } from '../../src/engine/preflight.ts';
import { TOOL } from '../../src/version.ts';
import type { HttpClientOptions } from '../../src/http/client.ts';
import { sleep as realSleep } from '../../src/http/sleep.ts';
import { workerClient } from '../../load/simulate/client.ts';
import { seededRandom } from '../../load/simulate/mix.ts';
import { Secrets } from '../../src/http/secrets.ts';
import { startEmbeddedTarget } from '../run/embedded.ts';
import { interfaceNetwork, proxyOf, registerNetworkSecrets, tokenRequestHeaders } from '../../src/engine/network.ts';
import { writeSimulationHtml } from '../../load/simulate/reports/html.ts';
import { writeSimulationJson } from '../../load/simulate/reports/json.ts';
import { writeSimulationJunit } from '../../load/simulate/reports/junit.ts';
import { ProgressLine, progressEveryMs, startLine, summaryText } from '../../load/simulate/reports/console.ts';
import { runSimulation } from '../../load/simulate/simulation.ts';
import type { ResolvedSimulation } from '../../load/simulate/config.ts';
import type { SimulationReport } from '../../load/simulate/result.ts';

export interface SimulateIo {
  stdout: NodeJS.WritableStream;
  /** A terminal: the progress line is rewritten in place. */
  tty: boolean;
  interrupt: AbortSignal;
  /** Overrides of the HTTP client (tests fix the jitter or shorten the waits). */
  http?: Partial<Omit<HttpClientOptions, 'secrets'>>;
}

export async function executeSimulation(resolved: ResolvedSimulation, io: SimulateIo): Promise<SimulationReport> {
  const { config, settings, thresholds, reporters } = resolved;
  const iface = settings.interface;
  const stops: (() => Promise<void>)[] = [];
  const secrets = new Secrets();
  try {
    if (config.embedded) stops.push(await startEmbeddedTarget(iface, config, 'conformance-simulate'));
    secrets.add(config.a.apiKey);
    secrets.addHeaderName(config.a.apiKeyHeader);
    secrets.add(config.b.bearerToken);
    registerNetworkSecrets(config, secrets);
    const base = iface === 'a' ? config.a.target! : config.b.target!;
    await assertReachable(base, config.requestTimeoutMs, config.insecure, { proxy: proxyOf(config, base), tls: config[iface].tls });
    const auth = await authFor(iface, resolved, secrets);
    // The simulator's client: part 7's rules kept as the server sees them, across every iteration.
    const { sleep, random, backoffBaseMs: _base, evidence: _evidence, ...httpOptions } = io.http ?? {};
    const http = workerClient(
      { secrets, requestTimeoutMs: config.requestTimeoutMs, insecure: config.insecure, connections: settings.connections, proxy: !config.embedded, ...httpOptions, random: random ?? seededRandom(settings.seed ^ 0x5eed) },
      { now: () => performance.now(), sleep: sleep ?? realSleep },
    );
    stops.push(() => http.destroy());

    const console = reporters.includes('console');
    if (console) io.stdout.write(startLine(settings, secrets.redact(base), config.embedded));
    const progress = console ? new ProgressLine(io.stdout, io.tty) : undefined;
    const report = await runSimulation({
      settings,
      thresholds,
      target: { baseUrl: base, operations: iface === 'a' ? config.a.operations : config.b.operations, auth, ...interfaceNetwork(config, iface) },
      targetUrl: secrets.redact(base),
      embedded: config.embedded,
      http,
      fixtures: config.b.fixtures,
      materialLink: config.a.materialLink,
      tool: TOOL,
      interrupt: io.interrupt,
      onProgress: progress ? (p) => progress.update(p) : undefined,
      progressEveryMs: progressEveryMs(io.tty),
    });
    progress?.done();
    // Reports are written from redacted text only: a server may echo a credential in a body.
    const safe = JSON.parse(secrets.redact(JSON.stringify(report))) as SimulationReport;
    const files: string[] = [];
    if (reporters.includes('json')) files.push(await writeSimulationJson(safe, config.outputDir));
    if (reporters.includes('junit')) files.push(await writeSimulationJunit(safe, config.outputDir));
    if (reporters.includes('html')) files.push(await writeSimulationHtml(safe, config.outputDir));
    if (console) io.stdout.write(summaryText(safe, files));
    return safe;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}

async function authFor(iface: 'a' | 'b', { config }: ResolvedSimulation, secrets: Secrets): Promise<AuthProvider> {
  if (iface === 'a') return new ApiKeyAuth(config.a.apiKeyHeader, config.a.apiKey!);
  if (config.b.bearerToken) return new StaticBearerAuth(config.b.bearerToken);
  const oauth = new OAuthClientCredentials(
    { ...config.b.oauth!, requestTimeoutMs: config.requestTimeoutMs, insecure: config.insecure, tls: config.b.tls, proxy: !config.embedded, headers: tokenRequestHeaders(config) },
    secrets,
  );
  // Fetched before the first iteration: a token endpoint that refuses us is bad usage (exit 2), not traffic.
  await oauth.accessToken();
  return oauth;
}
