// Checks a certification bundle: checksums (no file missing or extra), the signature, that the manifest,
// the JSON report, the JUnit file and the HAR tell the same story, that no check of the catalogue is
// missing, and that no secret shows anywhere. Every problem is one line.
import { createPublicKey, verify as verifySignature } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TOOL } from '../../src/version.ts';
import { REDACTED } from '../../src/http/secrets.ts';
import { MADE_UP_CREDENTIAL_PREFIXES } from '../../src/defaults.ts';
import { FILES, sumsText } from './bundle.ts';
import { SPEC_SHA256, catalogueChecks, catalogueDigest, sha256 } from './digests.ts';
import { untarGz } from './tar.ts';
import type { InterfaceId } from '../../src/engine/types.ts';
import { TOKEN_LABEL } from '../../src/auth/recordedFetch.ts';

export class UnusableBundle extends Error {}

export interface Verification {
  problems: string[];
  notes: string[];
  verdict?: string;
  product?: string | null;
}

/** The bundle's files (path relative to its directory → bytes), from a directory or a .tar.gz. */
export function loadBundle(path: string): Map<string, Buffer> {
  if (!existsSync(path)) throw new UnusableBundle(`${path}: no such file or directory`);
  const files = new Map<string, Buffer>();
  if (statSync(path).isDirectory()) {
    for (const e of readdirSync(path, { withFileTypes: true, recursive: true })) {
      if (e.isFile()) files.set(relative(path, join(e.parentPath, e.name)).split('\\').join('/'), readFileSync(join(e.parentPath, e.name)));
    }
  } else {
    let entries: Map<string, Buffer>;
    try {
      entries = untarGz(readFileSync(path));
    } catch {
      throw new UnusableBundle(`${path}: not a directory nor a .tar.gz archive`);
    }
    // One top directory: the bundle's own name.
    for (const [name, data] of entries) files.set(name.replace(/^(\.\/)?[^/]+\//, ''), data);
  }
  if (!files.has(FILES.sums) || !files.has(FILES.manifest)) throw new UnusableBundle(`${path}: not a certification bundle (no ${FILES.sums} or ${FILES.manifest})`);
  return files;
}

function parseSums(text: string, problems: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!m) problems.push(`${FILES.sums}: malformed line: ${line.slice(0, 80)}`);
    else out.set(m[2]!, m[1]!);
  }
  return out;
}

function json(files: Map<string, Buffer>, name: string, problems: string[]): any {
  const data = files.get(name);
  if (!data) return undefined;
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    problems.push(`${name}: not valid JSON`);
    return undefined;
  }
}

const xmlText = (s: string) => s.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Check ids and failure count of the JUnit file (testcase name `<id>: <title>`). */
function junitFacts(xml: string): { ids: string[]; failures: number } {
  const ids = [...xml.matchAll(/<testcase\b[^>]*?\bname="([^"]*)"/g)].map((m) => xmlText(m[1]!).split(': ')[0]!);
  const failures = [...xml.matchAll(/<testcase\b[^>]*>(?:(?!<\/testcase>)[\s\S])*?<failure\b/g)].length;
  return { ids, failures };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

function diffIds(what: string, a: readonly string[], b: readonly string[], problems: string[]): void {
  if (sameSet(a, b)) return;
  const sa = new Set(a);
  const sb = new Set(b);
  const only = (x: Set<string>, y: readonly string[]) => y.filter((i) => !x.has(i));
  problems.push(`${what} disagree on the checks (${a.length} vs ${b.length}; only in the second: ${only(sa, b).slice(0, 5).join(', ') || '-'}; only in the first: ${only(sb, a).slice(0, 5).join(', ') || '-'})`);
}

/** Secrets that escaped redaction: credential header values, client_secret values, the API key header's values. */
export function secretProblems(files: Map<string, Buffer>, apiKeyHeader: string | undefined): string[] {
  const problems: string[] = [];
  // `<redacted>` as JSON, HTML (escaped) and URLs carry it, and shell references to the environment.
  // Credentials the run made up to be refused (MADE_UP_CREDENTIAL_PREFIXES) are shown as sent: no secret.
  const madeUp = new RegExp(`^(${Object.values(MADE_UP_CREDENTIAL_PREFIXES).join('|')})`);
  const allowed = (v: string) => v === REDACTED || /^("?\$|<|%3C|&lt;|&#60;|&#x3c;)/i.test(v) || madeUp.test(v);
  const header = (name: string) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?\\s*[:=]\\s*"?([^\\s",'\\\\]+)`, 'gi');
  const patterns: [string, RegExp][] = [
    ['an Authorization value', /\bauthorization"?\s*[:=]\s*(?:"|\\")?((?:Bearer|Basic)\s+[^\s",'\\]+|[^\s",'\\]+)/gi],
    ['a client_secret value', /client_secret(?:=|"\s*:\s*")([^&\s"'\\]+)/gi],
    ['a client secret value', /"clientSecret"\s*:\s*"([^"]+)"/g],
    ['an API key value', /"apiKey"\s*:\s*"([^"]+)"/g],
    ['a bearer token value', /"bearerToken"\s*:\s*"([^"]+)"/g],
  ];
  if (apiKeyHeader) patterns.push([`a ${apiKeyHeader} value`, header(apiKeyHeader)]);
  for (const [name, data] of files) {
    if (name === FILES.sig || name === FILES.publicKey) continue;
    const text = data.toString('utf8');
    for (const [what, re] of patterns) {
      for (const m of text.matchAll(re)) {
        const value = m[1]!.replace(/^(Bearer|Basic)\s+/i, '');
        if (!allowed(value)) {
          problems.push(`${name}: ${what} is not redacted (at byte ${m.index})`);
          break;
        }
      }
    }
  }
  // The HAR's headers one by one: its name/value pairs escape the `name: value` patterns above.
  const har = files.get(FILES.har);
  let entries: { request?: { headers?: { name: string; value: string }[] } }[] = [];
  try {
    entries = har ? (JSON.parse(har.toString('utf8'))?.log?.entries ?? []) : [];
  } catch {
    entries = [];
  }
  const credential = new Set(['authorization', 'proxy-authorization', ...(apiKeyHeader ? [apiKeyHeader.toLowerCase()] : [])]);
  const leak = entries.findIndex((e) => (e.request?.headers ?? []).some((h) => credential.has(String(h.name).toLowerCase()) && h.value !== REDACTED));
  if (leak >= 0) {
    const h = entries[leak]!.request!.headers!.find((x) => credential.has(String(x.name).toLowerCase()) && x.value !== REDACTED)!;
    problems.push(`${FILES.har}: ${/^authorization$/i.test(h.name) ? 'an Authorization value' : `a ${h.name} value`} is not redacted (entry ${leak})`);
  }
  return problems;
}

export function verifyBundle(files: Map<string, Buffer>, publicKeyPem?: string): Verification {
  const problems: string[] = [];
  const notes: string[] = [];
  // 1. Checksums: every file listed, no file missing, none extra, each digest right.
  const sums = parseSums(files.get(FILES.sums)!.toString('utf8'), problems);
  for (const [name, digest] of sums) {
    const data = files.get(name);
    if (!data) problems.push(`${name}: listed in ${FILES.sums} but missing`);
    else if (sha256(data) !== digest) problems.push(`${name}: checksum mismatch (the file was changed)`);
  }
  for (const name of files.keys()) {
    if (name !== FILES.sums && name !== FILES.sig && name !== FILES.publicKey && !sums.has(name)) problems.push(`${name}: not listed in ${FILES.sums} (an extra file)`);
  }
  // 2. The signature.
  const sig = files.get(FILES.sig);
  if (sig) {
    const source = publicKeyPem !== undefined ? 'the key given with --public-key' : `the key in the bundle (${FILES.publicKey}: it proves integrity, not who signed; pass --public-key to check the signer)`;
    const pem = publicKeyPem ?? files.get(FILES.publicKey)?.toString('utf8');
    if (pem === undefined) problems.push(`${FILES.sig}: present but no public key (neither --public-key nor ${FILES.publicKey})`);
    else {
      let ok = false;
      try {
        ok = verifySignature(null, files.get(FILES.sums)!, createPublicKey(pem), Buffer.from(sig.toString('utf8').trim(), 'base64'));
      } catch {
        ok = false;
      }
      if (ok) notes.push(`signature: valid against ${source}`);
      else problems.push(`${FILES.sig}: the signature does not match ${FILES.sums} under ${source}`);
    }
  } else {
    if (publicKeyPem !== undefined) problems.push(`${FILES.sig}: missing, but --public-key was given (the bundle is not signed)`);
    notes.push('signature: none (the bundle is not signed)');
  }
  // 3. Consistency of the manifest, the reports and the HAR.
  const manifest = json(files, FILES.manifest, problems);
  const report = json(files, FILES.report, problems);
  const har = json(files, FILES.har, problems);
  for (const f of [FILES.report, FILES.junit, FILES.html, FILES.console, FILES.har, FILES.readme]) if (!files.has(f)) problems.push(`${f}: missing from the bundle`);
  if (manifest && report) {
    const reportIds: string[] = (report.checks ?? []).map((c: { id: string }) => c.id);
    const manifestIds: string[] = (manifest.checks ?? []).map((c: { id: string }) => c.id);
    diffIds(`${FILES.manifest} and ${FILES.report}`, manifestIds, reportIds, problems);
    const statuses = new Map<string, string>((report.checks ?? []).map((c: { id: string; status: string }) => [c.id, c.status]));
    for (const c of manifest.checks ?? []) if (statuses.has(c.id) && statuses.get(c.id) !== c.status) problems.push(`${c.id}: ${FILES.manifest} says ${c.status}, ${FILES.report} says ${statuses.get(c.id)}`);
    const counted = { passed: 0, failed: 0, warning: 0, skipped: 0 } as Record<string, number>;
    for (const s of statuses.values()) counted[s] = (counted[s] ?? 0) + 1;
    const verdict = counted.failed! > 0 ? 'failed' : 'passed';
    for (const [where, summary] of [[FILES.manifest, manifest.summary], [FILES.report, report.summary]] as const) {
      if (summary?.passed !== counted.passed || summary?.failed !== counted.failed || summary?.warnings !== counted.warning || summary?.skipped !== counted.skipped)
        problems.push(`${where}: the summary counts do not match the checks of ${FILES.report}`);
    }
    if (manifest.verdict !== verdict && !(manifest.verdict === 'failed' && report.stopped?.kind === 'unresponsive')) problems.push(`${FILES.manifest}: verdict "${manifest.verdict}" but ${FILES.report}'s checks give "${verdict}"`);
    if (manifest.exitCode !== report.exitCode) problems.push(`${FILES.manifest}: exit code ${manifest.exitCode}, ${FILES.report} says ${report.exitCode}`);
    if ((manifest.verdict === 'passed') !== (report.exitCode === 0)) problems.push(`${FILES.report}: exit code ${report.exitCode} does not match the verdict "${manifest.verdict}"`);
    if (manifest.seed !== report.seed || manifest.runs !== report.runs) problems.push(`${FILES.manifest}: seed or runs differ from ${FILES.report}`);
    const junit = files.get(FILES.junit);
    if (junit) {
      const facts = junitFacts(junit.toString('utf8'));
      diffIds(`${FILES.junit} and ${FILES.report}`, facts.ids, reportIds, problems);
      if (facts.failures !== counted.failed) problems.push(`${FILES.junit}: ${facts.failures} failed testcases, ${FILES.report} has ${counted.failed} failed checks`);
    }
    if (har) {
      const entries: { _checkId?: string | null }[] = har?.log?.entries ?? [];
      if (har?.log?.version !== '1.2') problems.push(`${FILES.har}: not HAR 1.2`);
      const burst = Number(manifest.requests?.sentByLoadBurst ?? 0);
      if (burst !== 0 && !manifest.load) problems.push(`${FILES.manifest}: requests sent outside the HAR without the throttling phase`);
      // The OAuth token requests are in the HAR but not among the requests the run counts.
      const token = entries.filter((e) => e._checkId === TOKEN_LABEL).length;
      if (Number(manifest.requests?.token ?? 0) !== token) problems.push(`${FILES.manifest}: says ${manifest.requests?.token ?? 0} token requests, ${FILES.har} holds ${token}`);
      if (entries.length - token + burst !== report.summary?.requests) problems.push(`${FILES.har}: ${entries.length - token} entries besides the token requests, but ${FILES.report} counts ${report.summary?.requests} requests`);
      if (manifest.requests?.recorded !== entries.length) problems.push(`${FILES.manifest}: says ${manifest.requests?.recorded} exchanges recorded, ${FILES.har} holds ${entries.length}`);
      const known = new Set([...reportIds, 'probe', 'cleanup', TOKEN_LABEL]);
      const strangers = [...new Set(entries.map((e) => e._checkId ?? '').filter((id) => !known.has(id)))];
      if (strangers.length) problems.push(`${FILES.har}: entries of checks the report does not hold: ${strangers.slice(0, 5).join(', ')}`);
      // Each check's own count (its attempts) is its number of entries; the throttling burst is counted apart.
      if (!manifest.load) {
        const perCheck = new Map<string, number>();
        for (const e of entries) perCheck.set(e._checkId ?? '', (perCheck.get(e._checkId ?? '') ?? 0) + 1);
        const off = (report.checks ?? []).filter((c: { id: string; requests: number }) => (perCheck.get(c.id) ?? 0) !== c.requests);
        for (const c of off.slice(0, 5)) problems.push(`${c.id}: ${FILES.report} counts ${c.requests} requests, ${FILES.har} holds ${perCheck.get(c.id) ?? 0}`);
      }
    }
    // 4. Completeness against this tool version's catalogue.
    if (manifest.tool?.version !== TOOL.version) problems.push(`${FILES.manifest}: made by ${manifest.tool?.name} ${manifest.tool?.version}, this is ${TOOL.version}: verify with the same version`);
    else {
      if (manifest.catalogue?.sha256 !== catalogueDigest()) problems.push(`${FILES.manifest}: the catalogue digest does not match this version's catalogue`);
      if (manifest.specification?.sha256 !== SPEC_SHA256) problems.push(`${FILES.manifest}: the specification digest does not match this version's`);
      const ifaces = (manifest.interfaces ?? []).filter((i: string): i is InterfaceId => i === 'a' || i === 'b');
      if (ifaces.length === 0) problems.push(`${FILES.manifest}: no interface certified`);
      const have = new Set(reportIds);
      const missing = catalogueChecks(ifaces, Boolean(manifest.load)).filter((id) => !have.has(id));
      if (missing.length) problems.push(`${FILES.report}: ${missing.length} check(s) of the catalogue missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`);
    }
  }
  // 5. Secrets.
  const apiKeyHeader = manifest?.profile?.a?.apiKeyHeader as string | undefined;
  problems.push(...secretProblems(files, apiKeyHeader));
  return { problems, notes, verdict: manifest?.verdict, product: manifest?.product };
}

export { sumsText };
