// What a run made of each requirement of the specification: the catalogue (`requirements/`) joined with the
// checks that name each requirement and their statuses in the report. The HTML report shows it as its
// requirements view and the JSON report carries the same array (`requirements`), so both live here.
import type { CheckResult, InterfaceId, RequirementResult, RunReport, Status } from '../../src/engine/types.ts';
import type { Requirement } from '../../requirements/types.ts';

/** Requirement id → ids of the checks that cover it, in registry order. */
export type Coverage = ReadonlyMap<string, readonly string[]>;

/** A requirement's verdict from its checks' statuses: the worst that came to a verdict wins. */
function verdictOf(statuses: readonly (Status | 'not-run')[]): RequirementResult['status'] {
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('warning')) return 'warned';
  if (statuses.includes('passed')) return 'passed';
  return 'not-covered';
}

/**
 * The requirements that concern the run's interfaces (theirs and those of both), in catalogue order, each
 * with its covering checks and their statuses. Pure: the catalogue and the coverage are given.
 */
export function requirementResults(
  report: Pick<RunReport, 'checks' | 'interfaces'>,
  catalogue: readonly Requirement[],
  coverage: Coverage,
): RequirementResult[] {
  const status = new Map<string, Status>(report.checks.map((c: CheckResult) => [c.id, c.status]));
  const ifaces = new Set<InterfaceId | 'both'>([...report.interfaces, 'both']);
  return catalogue
    .filter((r) => ifaces.has(r.interface))
    .map((r) => {
      const checks = (coverage.get(r.id) ?? []).map((id) => ({ id, status: status.get(id) ?? ('not-run' as const) }));
      return {
        id: r.id,
        part: r.part,
        level: r.level,
        text: r.text,
        status: verdictOf(checks.map((c) => c.status)),
        checks,
        ...(r.uncheckable === undefined ? {} : { uncheckable: r.uncheckable }),
      };
    });
}

/**
 * The catalogue and the coverage of the checks of `run` and of `judge-client`, loaded when a report is
 * written (not when the reporters are imported: `conformance --help` should not load every suite).
 */
export async function loadRequirementResults(report: Pick<RunReport, 'checks' | 'interfaces'>): Promise<RequirementResult[]> {
  const [{ requirements }, { suites }, { clientSuites }] = await Promise.all([
    import('../../requirements/index.ts'),
    import('../../suites/index.ts'),
    import('../../suites/client-index.ts'),
  ]);
  const coverage = new Map<string, string[]>();
  const defs = [...suites.a.registry.all(), ...suites.b.registry.all(), ...clientSuites.a.registry.all(), ...clientSuites.b.registry.all()];
  for (const def of defs) {
    for (const r of def.requirements ?? []) coverage.set(r, [...(coverage.get(r) ?? []), def.id]);
  }
  return requirementResults(report, requirements, coverage);
}

/**
 * The report with its requirements view: the one it carries, else computed from the catalogue. The view is
 * an addition: should the catalogue fail to load, the report is still written, without it.
 */
export async function withRequirements(report: RunReport): Promise<RunReport> {
  if (report.requirements) return report;
  try {
    return { ...report, requirements: await loadRequirementResults(report) };
  } catch {
    return report;
  }
}
