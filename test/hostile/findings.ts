// Runs `conformance run` in-process against one hostile target and reads back its JSON report, so that a
// test can assert that the target's misbehaviour became a finding: a failed check with evidence.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { suites } from '../../suites/index.ts';
import type { CheckResult, InterfaceId, RunReport } from '../../src/engine/types.ts';
import { runInProcess, STACK_TRACE, tempDir, type CliResult } from './harness.ts';

/**
 * The request timeout of a run whose target acts on its own (answers, resets, closes): far above anything a
 * loaded machine needs, so that the target's action, not the timeout, decides the outcome. Tests whose point
 * is the timeout give a short one, against a target that never completes.
 */
export const GENEROUS_TIMEOUT_MS = 30_000;

/** The check every hostile run includes: one request without credentials, whose answer must be a 401. */
export const PROBE_A = 'A.requires-api-key';

/** Up to `n` further checks of the interface (main phase, no property) so that a run holds more than the probe. */
export function companions(iface: InterfaceId, n: number, except: string[] = [PROBE_A]): string[] {
  return suites[iface].registry
    .all()
    .filter((c) => (c.phase ?? 'main') === 'main' && !c.property && !except.includes(c.id))
    .slice(0, n)
    .map((c) => c.id);
}

/** The checks of `wanted` that the suite has (ids are stable once published, but a suite may still be growing). */
export function existing(iface: InterfaceId, wanted: string[]): string[] {
  const ids = new Set(suites[iface].registry.all().map((c) => c.id));
  return wanted.filter((id) => ids.has(id));
}

export interface HostileRun extends CliResult {
  report?: RunReport;
  check(id: string): CheckResult | undefined;
}

export async function runAgainst(target: string, options: { only?: string[]; timeoutMs?: number; extra?: string[]; iface?: InterfaceId } = {}): Promise<HostileRun> {
  const { dir, remove } = tempDir();
  try {
    const iface = options.iface ?? 'a';
    const creds = iface === 'a' ? ['--api-key', 'hostile-test-key'] : ['--bearer-token', 'hostile-test-token'];
    const only = options.only ?? [PROBE_A, ...companions('a', 2)];
    const result = await runInProcess([
      'run',
      '--target',
      target,
      '--interface',
      iface,
      ...creds,
      '--only',
      only.join(','),
      '--runs',
      '2',
      '--request-timeout',
      String(options.timeoutMs ?? GENEROUS_TIMEOUT_MS),
      '--reporter',
      'json',
      '--output-dir',
      dir,
      ...(options.extra ?? []),
    ]);
    const file = join(dir, 'conformance-report.json');
    const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunReport) : undefined;
    return { ...result, report, check: (id) => report?.checks.find((c) => c.id === id) };
  } finally {
    remove();
  }
}

/** Nothing crashed: no stack trace, no internal error, nothing on stderr that is not one clean line. */
export function expectNoCrash(run: CliResult): void {
  expect(run.stderr, 'stderr').not.toMatch(STACK_TRACE);
  expect(run.stdout, 'stdout').not.toMatch(STACK_TRACE);
  expect(run.stderr).not.toMatch(/internal error/i);
  expect(run.stderr.trim().split('\n').length, `stderr: ${run.stderr}`).toBeLessThanOrEqual(1);
}

/**
 * The run ended by itself with exit 1 (a hang would hit the test's own bound and fail it), every planned check has a result (the run went on after the bad
 * exchange), and `id` failed with the evidence of what the target did.
 */
export function expectFinding(run: HostileRun, id: string): CheckResult {
  expectNoCrash(run);
  expect(run.code, `exit code; stderr: ${run.stderr}`).toBe(1);
  expect(run.report, 'JSON report').toBeDefined();
  const report = run.report!;
  expect(report.checks.length).toBe(report.planned);
  const c = run.check(id);
  expect(c, `result of ${id}`).toBeDefined();
  expect(c!.status).toBe('failed');
  expect(c!.message.length).toBeGreaterThan(0);
  expect(c!.evidence?.request, 'evidence of the request').toBeDefined();
  expect(Boolean(c!.evidence?.error || c!.evidence?.response), 'evidence of what came back').toBe(true);
  // One request reproduces as a curl line; a chain (the check sent requests before the one that failed) as a
  // script of curl lines.
  expect(c!.reproduce).toMatch(/^curl |^#!\/bin\/sh\n[\s\S]*\ncurl /);
  return c!;
}
