// Reading a V8 .cpuprofile (`node --cpu-prof`): self time by any key (a function, a file, an area of the
// tool), and a table of it per unit of work (an answer, a request). Shared by profile-server.ts (a server
// under load) and ../profile.ts (a whole run).
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time in ms per key, from the samples and the time between them, over the last `lastMs` of the
 * profile only (a server stops as soon as the load ends, so that window is the load, not the start-up).
 */
export function selfTimes(profile: CpuProfile, key: (n: ProfileNode) => string, lastMs = Infinity): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  const end = profile.timeDeltas.reduce((a, b) => a + b, 0);
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const node = byId.get(id);
    if (!node || end - at > lastMs * 1000) return;
    const k = key(node);
    out.set(k, (out.get(k) ?? 0) + delta / 1000);
  });
  return out;
}

/** A profile's URL as a path inside the repository when it is one. */
export function place(url: string): string {
  if (url === '') return '';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  return path.startsWith(ROOT) ? relative(ROOT, path) : path;
}

/** Time the process waited for work: not part of the cost of an answer. */
const IDLE = '(idle)';

/** Rows of self time, with the microseconds each costs per unit (`units` of work in the window, named `unit`). */
export function table(title: string, times: Map<string, number>, top: number, units: number, unit = 'answer'): string {
  const busy = [...times.entries()].filter(([k]) => !k.startsWith(IDLE));
  const total = busy.reduce((a, [, ms]) => a + ms, 0);
  const rows = busy.sort((a, b) => b[1] - a[1]).slice(0, top);
  const per = (ms: number) => ((ms * 1000) / units).toFixed(1).padStart(6);
  return [
    `${title}: ${total.toFixed(0)} ms busy, ${per(total).trim()} µs per ${unit}`,
    ...rows.map(([k, ms]) => `${((ms / total) * 100).toFixed(1).padStart(5)}%  ${per(ms)} µs  ${k}`),
  ].join('\n');
}

/**
 * The area of the tool a profile node belongs to, by the file its function is in: what a request's CPU is
 * spent on (the HTTP client, generation, validation, evidence and redaction, reporting...).
 */
export function areaOf(n: ProfileNode): string {
  const url = n.callFrame.url;
  if (url === '') {
    const name = n.callFrame.functionName;
    if (name === '(garbage collector)') return 'garbage collection';
    if (name === '(idle)' || name === '(program)' || name === '(root)') return name;
    // Natives that node's own code calls: socket writes, module compilation and file reads.
    if (/^(writev|writeLatin1String|writeUtf8String|writeBuffer|writeAsciiString|readStop|readStart)$/.test(name)) return 'node sockets and streams';
    if (/^(compileSourceTextModule|wrapSafe|compileFunction|readFileUtf8|openFileHandle|internalModuleStat|readPackageJSON|realpath|lstat|stat|open|read|close)$/.test(name)) return 'module loading and files';
    return 'V8 built-ins';
  }
  const path = place(url);
  const within = (dir: string) => path.includes(`node_modules/${dir}/`);
  if (within('undici') || /^dist\/src\/http\/(client|attempt|boundedFetch|dispatcher|exchange|inFlight|rateLimit|retryAfter|retryHold|requestHeaders|proxy|sleep|health)\.js$/.test(path)) return 'HTTP client';
  if (/^node:(net|_http|http|https|tls|stream|internal\/(stream|net|http|tls|streams|webstreams|deps\/undici|dns))/.test(path)) return 'node sockets and streams';
  if (/^node:internal\/(modules|vm|process\/esm)/.test(path) || path.startsWith('node:internal/fs')) return 'module loading and files';
  if (within('fast-check') || path.startsWith('dist/generators/')) return 'generation (fast-check, generators/)';
  if (within('ajv') || within('ajv-formats') || path.startsWith('dist/schemas/')) return 'validation (ajv, schemas/)';
  if (within('lossless-json') || path === 'dist/src/http/json.js' || path === 'dist/src/http/literals.js') return 'JSON';
  if (/^dist\/src\/(http\/(secrets|curl)|engine\/(evidence|failureEvidence|reproduce|scripts|chain|causes|largeBodies))\.js$/.test(path)) return 'evidence and redaction';
  if (path.startsWith('dist/reporters/') || within('junit-report-builder') || within('xmlbuilder2')) return 'reporting';
  if (path.startsWith('dist/suites/')) return 'checks (suites/)';
  if (path.startsWith('dist/src/')) return 'engine (src/)';
  if (path.startsWith('dist/')) return `tool: ${path.split('/').slice(1, 2).join('')}/`;
  if (path.includes('node_modules/')) return `dependency: ${path.split('node_modules/').pop()!.split('/').slice(0, path.split('node_modules/').pop()!.startsWith('@') ? 2 : 1).join('/')}`;
  return path.startsWith('node:') ? 'node internals (events, timers, buffers, async hooks)' : 'other';
}
