// What the reporters share: grouping checks by interface and operation, and the plain-text account
// of a failure (message, request, response, curl line, property) that console and JUnit both print.
import { shellWord } from '../src/http/curl.ts';
import { DEFAULT_OPERATIONS_A, DEFAULT_OPERATIONS_B } from '../src/defaults.ts';
import type { CheckResult, InterfaceId, RecordedRequest, RecordedResponse, RunReport } from '../src/engine/types.ts';
import { clean, cleanLine, excerpt, toText } from '../src/output/text.ts';

/** The operation of a check is the part of its id before the first dot: `A1`…`A3`, `A`, `B1`…`B5`, `B`. */
export function operationOf(id: string): string {
  const dot = id.indexOf('.');
  return dot < 0 ? id : id.slice(0, dot);
}

const OPERATION_NAMES: Record<string, string> = Object.fromEntries([
  ...Object.keys(DEFAULT_OPERATIONS_A).map((name, i) => [`A${i + 1}`, name]),
  ...Object.keys(DEFAULT_OPERATIONS_B).map((name, i) => [`B${i + 1}`, name]),
  ['A', 'across interface A'],
  ['B', 'across interface B'],
]);

/** `A1` → `createDocument`; unknown operations have no label. */
export function operationLabel(operation: string): string | undefined {
  return OPERATION_NAMES[operation];
}

function operationKey(op: string): [string, number, string] {
  const m = /^([A-Za-z]+)(\d+)?$/.exec(op);
  if (!m) return ['~', Number.MAX_SAFE_INTEGER, op];
  // Numbered operations first, the interface-wide one (bare letter) after them.
  return [m[1], m[2] === undefined ? Number.MAX_SAFE_INTEGER - 1 : Number(m[2]), op];
}

export function compareOperations(a: string, b: string): number {
  const [la, na, ra] = operationKey(a);
  const [lb, nb, rb] = operationKey(b);
  if (la !== lb) return la < lb ? -1 : 1;
  if (na !== nb) return na - nb;
  return ra < rb ? -1 : ra > rb ? 1 : 0;
}

export interface CheckGroup {
  interface: InterfaceId;
  operation: string;
  checks: CheckResult[];
}

/**
 * Checks grouped by interface, then operation, each group sorted by id: checks finish in an order
 * that depends on concurrency, and reports of two runs should compare line by line.
 */
export function groupChecks(checks: readonly CheckResult[]): CheckGroup[] {
  const groups = new Map<string, CheckGroup>();
  for (const check of checks) {
    const operation = operationOf(check.id);
    const key = `${check.interface}\u0000${operation}`;
    let group = groups.get(key);
    if (!group) {
      group = { interface: check.interface, operation, checks: [] };
      groups.set(key, group);
    }
    group.checks.push(check);
  }
  const sorted = [...groups.values()].sort(
    (x, y) => (x.interface < y.interface ? -1 : x.interface > y.interface ? 1 : compareOperations(x.operation, y.operation)),
  );
  for (const g of sorted) g.checks.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return sorted;
}

/** Checks with the MUST level that failed: the ones that make the run exit 1. */
export function mustFailures(report: Pick<RunReport, 'checks'>): number {
  return report.checks.filter((c) => c.status === 'failed' && c.level === 'MUST').length;
}

export interface DetailOptions {
  /** Characters of a body shown before it is cut. */
  bodyLimit: number;
  /** Characters of the curl line shown before it is cut (the JSON report keeps it whole). */
  curlLimit: number;
}

function indentBlock(text: string, prefix: string): string[] {
  return text.split('\n').map((line) => prefix + line);
}

/** `label: first line`, further lines indented under it. */
function labelled(label: string, text: string, prefix = ''): string[] {
  return text.split('\n').map((line, i) => (i === 0 ? `${prefix}${label}: ${line}` : `${prefix}  ${line}`));
}

function headerLines(headers: Record<string, string> | undefined, prefix: string): string[] {
  if (!headers || typeof headers !== 'object') return [];
  return Object.entries(headers).map(([name, value]) => `${prefix}${cleanLine(name)}: ${cleanLine(value)}`);
}

function bodyLines(
  body: unknown,
  bytes: number | undefined,
  truncated: boolean | undefined,
  limit: number,
  prefix: string,
): string[] {
  const text = toText(body);
  if (text === '') return bytes ? [`${prefix}body: ${bytes} bytes, not recorded`] : [];
  const facts = [bytes !== undefined ? `${bytes} bytes` : undefined, truncated ? 'cut at the size limit' : undefined]
    .filter(Boolean)
    .join(', ');
  return [`${prefix}body${facts ? ` (${facts})` : ''}:`, ...indentBlock(clean(excerpt(text, limit)), `${prefix}  `)];
}

function requestLines(req: RecordedRequest, opts: DetailOptions): string[] {
  return [
    `request: ${cleanLine(req.method)} ${cleanLine(req.url)}`,
    ...headerLines(req.headers, '  '),
    ...bodyLines(req.body, req.bodyBytes, false, opts.bodyLimit, '  '),
  ];
}

function responseLines(res: RecordedResponse, opts: DetailOptions): string[] {
  const time = typeof res.timeMs === 'number' ? ` in ${Math.round(res.timeMs)}ms` : '';
  return [
    `response: ${cleanLine(res.status)}${time}`,
    ...headerLines(res.headers, '  '),
    ...bodyLines(res.body, res.bodyBytes, res.truncated, opts.bodyLimit, '  '),
  ];
}


/**
 * The command line that replays one check with the run's seed: the same failure, the same counterexample.
 * Pasted as printed it runs, in a clone of the tool and where the package is installed (npx finds its bin);
 * the credentials come from where the run took them (the environment or the profile).
 */
export function replayHint(check: Pick<CheckResult, 'replay'>): string | undefined {
  if (!check.replay?.length) return undefined;
  return `npx conformance run ${check.replay.map((f) => shellWord(cleanLine(f))).join(' ')}`;
}

/**
 * Everything a reader needs to understand and reproduce a failure or warning, as plain lines
 * (unsafe characters already escaped): message, request, response, curl line, property.
 */
export function detailLines(check: CheckResult, opts: DetailOptions): string[] {
  const lines: string[] = [];
  const message = clean(check.message);
  if (check.causedBy) {
    const { check: cause, operation } = check.causedBy;
    lines.push(`probable cause: ${cleanLine(cause)} failed, and this check stood on ${cleanLine(operation)}: look at ${cleanLine(cause)} first`);
  }
  if (message) lines.push(...labelled('message', message));
  const ev = check.evidence;
  if (ev?.request) lines.push(...requestLines(ev.request, opts));
  if (ev?.response) lines.push(...responseLines(ev.response, opts));
  if (ev?.error) lines.push(`transport error: ${cleanLine(ev.error)}`);
  if (ev?.exchanges !== undefined && ev.exchanges > 1) lines.push(`exchanges in this check: ${ev.exchanges}`);
  if (ev?.chain && ev.chain.length > 1) {
    const steps = ev.chain.map((x) => `${cleanLine(x.request.method)} ${x.response ? cleanLine(x.response.status) : 'no answer'}`);
    // A chain that first makes a data set (a list check's) is long: its start and its end say enough here.
    const shown = steps.length > 12 ? [...steps.slice(0, 4), `… ${steps.length - 8} more …`, ...steps.slice(-4)] : steps;
    lines.push(`chain: ${shown.join(', ')}${ev.chainCut ? ` (${cleanLine(ev.chainCut)})` : ''}`);
  }
  // A written script is referenced by its path; otherwise the script or curl line is shown.
  if (check.reproduceFile) lines.push(`reproduce: sh ${shellWord(cleanLine(check.reproduceFile))}`);
  // A script is shown whole (cut, it would not run); a curl line within the limit.
  else if (check.reproduce) lines.push(...labelled('reproduce', clean(check.reproduce.startsWith('#!') ? check.reproduce : excerpt(check.reproduce, opts.curlLimit))));
  const replay = replayHint(check);
  if (replay) lines.push(`replay: ${replay}`);
  const p = check.property;
  if (p) {
    // fast-check's path (`17:0:0:0:…`: the failing run's index, then one index per shrink step) is for
    // fast-check; a reader wants which run failed and how far it was shrunk (the path stays in the JSON).
    const run = /^\d+/.exec(String(p.path))?.[0];
    const facts = [`seed ${cleanLine(p.seed)}`, run === undefined ? `${cleanLine(p.numRuns)} runs` : `failed on run ${Number(run) + 1}`];
    if (p.shrinks !== undefined) facts.push(`shrunk ${cleanLine(p.shrinks)} ${p.shrinks === 1 ? 'time' : 'times'}`);
    lines.push(`property: ${facts.join(', ')}`);
    lines.push(...labelled('counterexample', clean(excerpt(toText(p.counterexample), opts.bodyLimit)), '  '));
  }
  return lines;
}
