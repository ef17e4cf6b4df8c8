// One `conformance judge-client`: the reference server of the interface behind the fault-injecting front,
// the client run with the environment it needs (or served for a while to be driven by hand), then every
// request it sent judged by the client checks and reported through the reporters of `run`.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JUDGE_DEFAULTS } from '../../src/defaults.ts';
import { TOOL } from '../../src/version.ts';
import { UsageError } from '../../src/errors.ts';
import { assertWritableOutput } from '../../src/engine/preflight.ts';
import { Secrets } from '../../src/http/secrets.ts';
import { ReporterGroup } from '../../reporters/index.ts';
import { bigintReplacer } from '../../src/output/text.ts';
import type { FaultSettings } from '../../reference/faults/plan.ts';
import type { JudgedAuth } from '../../reference/faults/judged.ts';
import type { OperationInput } from '../../src/profile/operations.ts';
import type { InterfaceId, RunInfo, RunReport, RunSummary } from '../../src/engine/types.ts';
import { runClient, type ChildEnd } from '../../src/judge/child.ts';
import { judgeAll } from '../../src/judge/judge.ts';
import type { JudgeSettings, Traffic } from '../../src/judge/types.ts';
import type { ReceivedRequest } from '../../src/judge/traffic.ts';

export const TRAFFIC_FILE = 'client-traffic.json';

export interface JudgeConfig {
  iface: InterfaceId;
  seed: number;
  durationSeconds: number;
  reporters: string[];
  outputDir: string;
  /** The client to run; undefined: serve and print the environment. */
  command?: { command: string; args: string[] };
  faults: Omit<FaultSettings, 'seed' | 'throttling'>;
  /** Where the operations are served, from a profile; default those of the contract. */
  operations?: Record<string, OperationInput>;
  apiKeyHeader?: string;
  settings?: Partial<JudgeSettings>;
  /** Requests recorded at most (default JUDGE_DEFAULTS.maxRequests). */
  maxRequests?: number;
  /** Interface B: how the client authenticates to the token endpoint (default its secret, Basic or post). */
  auth?: JudgedAuth;
}

export interface JudgeHandles {
  stdout: NodeJS.WritableStream;
  /** The client's own output goes here. */
  clientOutput: NodeJS.WritableStream;
  color?: boolean;
  interrupt?: AbortSignal;
}

/** Nothing could be judged: exit 2 with one line. */
export class NothingToJudge extends UsageError {}

export async function judgeClient(config: JudgeConfig, handles: JudgeHandles): Promise<RunReport> {
  assertWritableOutput(config.outputDir, config.reporters);
  const reporters = ReporterGroup.of(config.reporters, { outputDir: config.outputDir, stream: handles.stdout, color: handles.color });
  const [{ startJudgedServer }, { clientSuites }] = await Promise.all([import('../../reference/faults/judged.ts'), import('../../suites/client-index.ts')]);
  const suite = clientSuites[config.iface];
  const server = await startJudgedServer({
    iface: config.iface,
    faults: { ...config.faults, seed: config.seed, throttling: config.iface === 'b' },
    inspect: suite.inspect,
    ...(config.operations ? { operations: config.operations } : {}),
    ...(config.apiKeyHeader ? { apiKeyHeader: config.apiKeyHeader } : {}),
    maxRequests: config.maxRequests ?? JUDGE_DEFAULTS.maxRequests,
    ...(config.auth ? { auth: config.auth } : {}),
  });
  // Ctrl-C and the request bound both end the client's time early.
  const stopSignals = [server.front.full, ...(handles.interrupt ? [handles.interrupt] : [])];
  const stop = AbortSignal.any(stopSignals);
  const secrets = new Secrets();
  for (const s of server.secrets) secrets.add(s);
  const durationMs = config.durationSeconds * 1000;
  let end: ChildEnd;
  const startedAt = new Date().toISOString();
  try {
    if (config.command) {
      end = await runClient({ ...config.command, env: server.env, durationMs, output: handles.clientOutput, signal: stop });
      if (server.front.full.aborted) handles.clientOutput.write(`conformance: the client was stopped after ${server.front.traffic.length} requests, the most one judgement records\n`);
      if (end.kind === 'timed-out') handles.clientOutput.write(`conformance: the client was stopped at the --duration bound (${config.durationSeconds} s)\n`);
      if (end.kind === 'exited' && end.code !== 0) handles.clientOutput.write(`conformance: the client exited with ${end.code ?? end.signal}\n`);
    } else {
      const out = (s: string) => handles.stdout.write(`${s}\n`);
      out(`interface ${config.iface.toUpperCase()} reference with fault injection (seed ${config.seed}) for ${config.durationSeconds} s; give your client:`);
      for (const [k, v] of Object.entries(server.shownEnv)) out(`  ${k}=${v}`);
      end = await new Promise<ChildEnd>((resolve) => {
        const timer = setTimeout(() => resolve({ kind: 'timed-out' }), durationMs);
        stop.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve({ kind: 'interrupted' });
        }, { once: true });
      });
    }
  } finally {
    await server.close();
  }
  if (end.kind === 'not-found') throw new NothingToJudge(`${end.message} (check the command after --)`);
  const requests = server.front.traffic;
  if (requests.length === 0) {
    const how = end.kind === 'exited' ? `the client exited with ${end.code ?? end.signal}` : `within ${config.durationSeconds} s`;
    throw new NothingToJudge(`nothing to judge: the client sent no request to ${server.url} (${how}); it must read CONFORMANCE_TARGET`);
  }
  const tokenRequests = requests.filter((r) => r.kind === 'token');
  const refused = (r: ReceivedRequest) => r.status !== undefined && r.status >= 400 && r.status < 500 && r.status !== 429;
  if (tokenRequests.length === requests.length && tokenRequests.every(refused)) {
    // Refused at the token endpoint and never at the API: no client rule had occasion to show (faults injected
    // on the token endpoint are not refusals: how the client met them is judged).
    const refusals = [...new Set(tokenRequests.map((r) => r.refusal ?? `${r.status}`))];
    throw new NothingToJudge(`nothing to judge: the client never got a token (${tokenRequests.length} token request${tokenRequests.length === 1 ? '' : 's'} refused: ${secrets.redact(refusals.slice(0, 3).join('; '))}) and sent no request to the API`);
  }

  const traffic: Traffic = {
    requests,
    t0: requests[0].arrivedAt,
    settings: {
      retryAfterToleranceMs: JUDGE_DEFAULTS.retryAfterToleranceMs,
      inFlightGraceMs: JUDGE_DEFAULTS.inFlightGraceMs,
      minBackoffMs: JUDGE_DEFAULTS.minBackoffMs,
      maxRetries5xx: JUDGE_DEFAULTS.maxRetries5xx,
      ...config.settings,
    },
  };
  const defs = suite.registry.all();
  const info: RunInfo = {
    tool: TOOL,
    seed: config.seed,
    // No property runs here; the report's shape asks for at least one.
    runs: 1,
    startedAt,
    targets: { [config.iface]: server.url },
    embedded: true,
    interfaces: [config.iface],
    planned: defs.length,
  };
  await reporters.onRunStart(info);
  const results = judgeAll(defs, traffic).map((r) => ({ ...r, message: secrets.redact(r.message) }));
  for (const r of results) await reporters.onCheckResult(r);
  const summary: RunSummary = {
    passed: results.filter((r) => r.status === 'passed').length,
    failed: results.filter((r) => r.status === 'failed').length,
    warnings: results.filter((r) => r.status === 'warning').length,
    skipped: results.filter((r) => r.status === 'skipped').length,
    durationMs: Date.now() - Date.parse(startedAt),
    requests: requests.length,
    retries: 0,
  };
  const report: RunReport = { ...info, summary, checks: results, exitCode: summary.failed > 0 ? 1 : 0 };
  await reporters.onRunEnd(report);
  if (config.reporters.some((r) => r.split(',').map((s) => s.trim()).includes('json'))) {
    // Every request received, for a team that wants to look beyond the verdicts (secrets already out).
    await mkdir(config.outputDir, { recursive: true });
    const clientEnd = end.kind === 'exited' ? { exitCode: end.code, signal: end.signal } : { stopped: end.kind };
    await writeFile(join(config.outputDir, TRAFFIC_FILE), `${JSON.stringify({ seed: config.seed, target: server.url, client: clientEnd, requests }, bigintReplacer, 2)}\n`);
  }
  return report;
}
