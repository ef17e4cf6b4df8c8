// Writes a certification bundle: the run's reports under fixed names, the manifest, every exchange as HAR,
// how to reproduce it, SHA256SUMS over all of it (and, with a key, an Ed25519 signature of SHA256SUMS), then
// `<dir>.tar.gz` of the same files.
import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { TOOL } from '../../src/version.ts';
import { UsageError } from '../../src/errors.ts';
import { JSON_REPORT_FILE } from '../../reporters/json.ts';
import { JUNIT_REPORT_FILE } from '../../reporters/junit.ts';
import { HTML_REPORT_FILE } from '../../reporters/html.ts';
import type { RunConfig } from '../../src/engine/config.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { TOKEN_LABEL } from '../../src/auth/recordedFetch.ts';
import { SPEC_SHA256, catalogueDigest, sha256 } from './digests.ts';
import { toHar, type CollectedExchange } from './har.ts';
import { tarGz } from './tar.ts';

export const BUNDLE_FORMAT = 'conformance-certification/1';
export const FILES = { manifest: 'manifest.json', report: 'report.json', junit: 'junit.xml', html: 'report.html', console: 'console.log', har: 'exchanges.har', readme: 'README.md', sums: 'SHA256SUMS', sig: 'SHA256SUMS.sig', publicKey: 'public-key.pem' } as const;

/** The reports as the reporters name them, and their names in the bundle. */
const RENAMED: readonly (readonly [string, string])[] = [
  [JSON_REPORT_FILE, FILES.report],
  [JUNIT_REPORT_FILE, FILES.junit],
  [HTML_REPORT_FILE, FILES.html],
];

/**
 * Rewrites the reporters' paths of the reports in `dir` into the paths the bundle gives them: the console
 * names each report where its reporter wrote it, and the bundle renames them once the run has ended.
 */
export function bundlePaths(dir: string): (text: string) => string {
  return (text) => RENAMED.reduce((t, [from, to]) => t.split(join(dir, from)).join(join(dir, to)), text);
}

export interface BundleInput {
  dir: string;
  report: RunReport;
  config: RunConfig;
  product: string | undefined;
  exchanges: readonly CollectedExchange[];
  consoleText: string;
  endedAt: string;
  /** The command that reproduces the run, secrets as environment variables. */
  command: string;
  signKeyPem?: string;
}

export function verdictOf(report: Pick<RunReport, 'exitCode'>): 'passed' | 'failed' {
  return report.exitCode === 0 ? 'passed' : 'failed';
}

export function manifestOf(input: BundleInput): Record<string, unknown> {
  const { report, config } = input;
  const recorded = input.exchanges.length;
  // The OAuth token requests are recorded but not counted among the run's requests (they are the
  // credentials' cost, not the checks'): they are told apart so that the counts still add up.
  const token = input.exchanges.filter((x) => x.label === TOKEN_LABEL).length;
  return {
    format: BUNDLE_FORMAT,
    tool: { name: TOOL.name, version: TOOL.version },
    specification: { file: 'interfaces.md', sha256: SPEC_SHA256 },
    catalogue: { version: TOOL.version, sha256: catalogueDigest() },
    product: input.product ?? null,
    interfaces: report.interfaces,
    embedded: report.embedded,
    targets: report.targets,
    profile: report.profile,
    seed: report.seed,
    runs: report.runs,
    load: config.load,
    startedAt: report.startedAt,
    endedAt: input.endedAt,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    verdict: verdictOf(report),
    exitCode: report.exitCode,
    summary: report.summary,
    requests: { counted: report.summary.requests, recorded, token, sentByLoadBurst: report.summary.requests - (recorded - token) },
    checks: report.checks.map((c) => ({ id: c.id, status: c.status })),
    skipped: report.checks.filter((c) => c.status === 'skipped').map((c) => ({ id: c.id, reason: c.message })),
    signed: input.signKeyPem !== undefined,
  };
}

function readme(input: BundleInput, manifest: Record<string, unknown>): string {
  return `# Conformance certification bundle

Product: ${input.product ?? '(not given)'}
Tool: ${TOOL.name} ${TOOL.version}, seed ${input.report.seed}, ${input.report.runs} runs per property
Verdict: ${manifest.verdict}

## Reproduce

Credentials are read from the environment (CONFORMANCE_API_KEY, CONFORMANCE_CLIENT_SECRET or
CONFORMANCE_BEARER_TOKEN); they are not part of this bundle.

\`\`\`sh
${input.command}
\`\`\`

## Verify

\`\`\`sh
conformance verify ${basename(input.dir)}${input.signKeyPem ? ` --public-key <the vendor's public key>` : ''}
\`\`\`

Files: ${FILES.manifest} (what was run), ${FILES.report}, ${FILES.junit}, ${FILES.html}, ${FILES.console} (the reports),
${FILES.har} (every request and response, HAR 1.2, secrets redacted), ${FILES.sums}${input.signKeyPem ? `, ${FILES.sig}, ${FILES.publicKey}` : ''}.
`;
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) out.push(relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
  }
  return out.sort();
}

export function sumsText(files: ReadonlyMap<string, Buffer>): string {
  return [...files].filter(([n]) => n !== FILES.sums && n !== FILES.sig && n !== FILES.publicKey).map(([n, d]) => `${sha256(d)}  ${n}\n`).join('');
}

/** Writes the bundle into `input.dir` (where the run's reporters already wrote) and `<dir>.tar.gz`; returns the archive's path. */
export async function writeBundle(input: BundleInput): Promise<string> {
  const { dir } = input;
  let key;
  if (input.signKeyPem !== undefined) {
    try {
      key = createPrivateKey(input.signKeyPem);
    } catch {
      throw new UsageError('--sign-key is not a private key in PEM format (make one: openssl genpkey -algorithm ed25519 -out key.pem)');
    }
    if (key.asymmetricKeyType !== 'ed25519') throw new UsageError(`--sign-key must be an Ed25519 key, got ${key.asymmetricKeyType}`);
  }
  for (const [from, to] of RENAMED) await rename(join(dir, from), join(dir, to));
  const manifest = manifestOf(input);
  await writeFile(join(dir, FILES.console), bundlePaths(dir)(input.consoleText));
  await writeFile(join(dir, FILES.har), `${JSON.stringify(toHar(input.exchanges, TOOL), null, 2)}\n`);
  await writeFile(join(dir, FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(dir, FILES.readme), readme(input, manifest));
  const files = new Map<string, Buffer>();
  for (const name of await listFiles(dir)) if (name !== FILES.sums && name !== FILES.sig && name !== FILES.publicKey) files.set(name, await readFile(join(dir, name)));
  const sums = Buffer.from(sumsText(files));
  files.set(FILES.sums, sums);
  await writeFile(join(dir, FILES.sums), sums);
  if (key) {
    const sig = Buffer.from(`${sign(null, sums, key).toString('base64')}\n`);
    const pub = Buffer.from(createPublicKey(key).export({ type: 'spki', format: 'pem' }) as string);
    files.set(FILES.sig, sig);
    files.set(FILES.publicKey, pub);
    await writeFile(join(dir, FILES.sig), sig);
    await writeFile(join(dir, FILES.publicKey), pub);
  }
  const archive = join(dirname(dir), `${basename(dir)}.tar.gz`);
  await writeFile(archive, tarGz(basename(dir), files, Date.parse(input.endedAt) / 1000));
  return archive;
}
