// What the interface B end-to-end tests share: a reference platform started with a known client (and any
// other options), a run of the command line against it, its JSON report, and the access tokens the
// platform accepted, so that a test can prove none of them reached a report.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform, type PlatformOptions, type StartedPlatform } from '../../reference/interface-b/index.ts';
import { runCli, type CliResult } from './cli.ts';
import type { CheckResult, RunReport } from '../../src/engine/types.ts';

export const CLIENT_ID = 'e2e-client';
export const CLIENT_SECRET = 'e2e-secret-7Qm2xVb9LkR4';

export interface TestPlatform {
  p: StartedPlatform;
  /** Every access token the platform's token endpoint issued. */
  issuedTokens: Set<string>;
  /** Requests to the token endpoint. */
  tokenRequests: number;
  close(): Promise<void>;
}

export async function startTestPlatform(options: PlatformOptions = {}): Promise<TestPlatform> {
  const p = await startPlatform({ ...options, clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, userId: 1 }] });
  const issuedTokens = new Set<string>();
  const state = { tokenRequests: 0 };
  const tokenPath = new URL(p.tokenUrl).pathname;
  p.server.prependListener('request', (req, res) => {
    if (!(req.url ?? '').startsWith(tokenPath)) return;
    state.tokenRequests++;
    // The token endpoint answers in one piece: catch the access token on its way out.
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const chunk = args[0];
      if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) {
        const token = (JSON.parse(chunk.toString()) as { access_token?: string }).access_token;
        if (token) issuedTokens.add(token);
      }
      return end(...args);
    }) as ServerResponse['end'];
  });
  return {
    p,
    issuedTokens,
    get tokenRequests() {
      return state.tokenRequests;
    },
    close: () => p.close(),
  };
}

export interface RunOutcome {
  res: CliResult;
  report: RunReport;
  /** The JSON report as written. */
  text: string;
  check(id: string): CheckResult | undefined;
  /** The run's output folder, there only while kept (`keepOutput`): the reproduction scripts and the bodies beside them. */
  outputDir: string;
}

/**
 * `conformance run --interface b` against the platform, the credentials in a profile, a JSON report. The
 * output folder is removed at once, unless `keepOutput`: then the caller removes `outputDir`.
 */
export async function runAgainst(
  platform: TestPlatform,
  args: string[],
  profile: Record<string, unknown> = {},
  { keepOutput = false }: { keepOutput?: boolean } = {},
): Promise<RunOutcome> {
  const dir = await mkdtemp(join(tmpdir(), 'conformance-e2e-b-'));
  try {
    const file = join(dir, 'profile.json');
    await writeFile(
      file,
      JSON.stringify({
        b: { target: platform.p.url, oauth: { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }, ...profile },
      }),
    );
    const res = await runCli(['run', '--interface', 'b', '--config', file, '--reporter', 'json', '--output-dir', dir, ...args]);
    let text: string;
    try {
      text = await readFile(join(dir, 'conformance-report.json'), 'utf8');
    } catch {
      throw new Error(`no report was written (exit ${res.code}): ${res.stderr}`);
    }
    const report = JSON.parse(text) as RunReport;
    return { res, report, text, check: (id) => report.checks.find((c) => c.id === id), outputDir: dir };
  } finally {
    if (!keepOutput) await rm(dir, { recursive: true, force: true });
  }
}

/** The MUST checks that did not pass, as readable lines (empty when the run conforms). */
export function mustProblems(report: RunReport): string[] {
  return report.checks.filter((c) => c.level === 'MUST' && c.status !== 'passed').map((c) => `${c.id}: ${c.status}: ${c.message}`);
}
