// `conformance simulate --export artillery <dir> [--workers N]`: instead of simulating, writes an Artillery
// script, its processor and a README carrying the same scenario. Nothing secret is written: the settings
// are resolved with stand-ins for the secrets, and only named, public fields reach the files.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { UsageError } from '../../../../src/errors.ts';
import { TOOL } from '../../../../src/version.ts';
import { resolveSimulation, type SimulateFlags } from '../../config.ts';
import { formatOperation } from '../../../../src/profile/operations.ts';
import { EXPORT_FILES, SERVE_CLIENT_ID, SERVE_TARGETS } from './defaults.ts';
import { exportReadme } from './readme.ts';
import { arrivalRatePerWorker, artilleryScript, type EnsureConfig } from './script.ts';
import { toYaml } from './yaml.ts';
import type { ExportedScenario } from './runtime.ts';

export const EXPORT_FORMATS = ['artillery'] as const;

export interface ExportRequest {
  format: string;
  dir: string;
  workers?: number;
}

export interface ExportResult {
  dir: string;
  files: string[];
  script: string;
  perWorker: number;
}

/** A stand-in for a secret the export needs to resolve the settings but never writes. */
const STAND_IN = 'secret-read-from-the-environment-at-run-time';

export function resolveExport(flags: SimulateFlags, request: ExportRequest, env: NodeJS.ProcessEnv = process.env) {
  if (!(EXPORT_FORMATS as readonly string[]).includes(request.format)) throw new UsageError(`--export: unknown format "${request.format}" (known: ${EXPORT_FORMATS.join(', ')})`);
  if (!request.dir) throw new UsageError('--export artillery needs a folder: --export artillery <dir>');
  const workers = request.workers ?? 1;
  if (!Number.isInteger(workers) || workers < 1 || workers > 10_000) throw new UsageError(`--workers must be a whole number from 1 to 10000, got ${request.workers}`);
  // Secrets are only needed when the test runs: stand-ins let the settings resolve without them.
  const resolved = resolveSimulation(
    {
      ...flags,
      apiKey: flags.apiKey ?? env.CONFORMANCE_API_KEY ?? STAND_IN,
      clientSecret: flags.clientSecret ?? env.CONFORMANCE_CLIENT_SECRET ?? STAND_IN,
    },
    env,
  );
  const perWorker = arrivalRatePerWorker(resolved.settings.rate, workers);
  return { resolved, workers, perWorker, dir: resolve(request.dir) };
}

export async function writeArtilleryExport(flags: SimulateFlags, request: ExportRequest, env: NodeJS.ProcessEnv = process.env): Promise<ExportResult> {
  const { resolved, workers, perWorker, dir } = resolveExport(flags, request, env);
  const { config, settings, thresholds } = resolved;
  const iface = settings.interface;
  const target = config.embedded ? SERVE_TARGETS[iface] : iface === 'a' ? config.a.target! : config.b.target!;
  const operations = iface === 'a' ? config.a.operations : config.b.operations;
  const exported: ExportedScenario = {
    interface: iface,
    seed: settings.seed,
    trafficSeconds: settings.durationSeconds,
    operations: Object.fromEntries(Object.entries(operations).map(([name, op]) => [name, Object.keys(op.headers).length ? { ...op } : `${op.method} ${op.path}`])),
    ...(iface === 'b'
      ? {
          fixtures: config.b.fixtures,
          oauth: config.embedded
            ? { clientId: SERVE_CLIENT_ID }
            : {
                ...(config.b.oauth?.tokenUrl ? { tokenUrl: config.b.oauth.tokenUrl } : {}),
                ...(config.b.oauth?.clientId ? { clientId: config.b.oauth.clientId } : {}),
                ...(config.b.oauth?.scope ? { scope: config.b.oauth.scope } : {}),
                ...(config.b.oauth?.issuer ? { issuer: config.b.oauth.issuer } : {}),
                ...(config.b.oauth?.authMethod ? { authMethod: config.b.oauth.authMethod } : {}),
                ...(config.b.oauth?.keyId ? { keyId: config.b.oauth.keyId } : {}),
                ...(config.b.oauth?.algorithm ? { algorithm: config.b.oauth.algorithm } : {}),
                ...(config.b.oauth?.assertionAudience ? { assertionAudience: config.b.oauth.assertionAudience } : {}),
                ...(config.b.oauth?.params ? { params: config.b.oauth.params } : {}),
              },
        }
      : { materialLink: config.a.materialLink, apiKeyHeader: config.a.apiKeyHeader }),
    requestTimeoutMs: config.requestTimeoutMs,
    connections: settings.connections,
    schemaSampleEvery: settings.schemaSampleEvery,
  };
  const scriptFile = EXPORT_FILES.script(iface);
  const script = artilleryScript({ target, processorFile: EXPORT_FILES.processor, rate: settings.rate, durationSeconds: settings.durationSeconds, workers, mix: settings.mix, thresholds });
  const ensure = (((script.config as Record<string, unknown>).plugins as { ensure?: EnsureConfig } | undefined)?.ensure ?? {}) as EnsureConfig;
  const header = [
    `# Written by ${TOOL.name} ${TOOL.version} (simulate --export artillery): interface ${iface.toUpperCase()}, ${settings.rate}/s for ${settings.durationSeconds} s`,
    `# over ${workers} machine${workers === 1 ? '' : 's'} (${perWorker}/s each). How to run it and what the figures mean: README.md beside this file.`,
    '# Credentials come from the environment (CONFORMANCE_*), never from this file.',
    '',
  ].join('\n');
  const processor = [
    `// Written by ${TOOL.name} ${TOOL.version} (simulate --export artillery): the processor of ${scriptFile}.`,
    '// The scenario of `conformance simulate`, without any secret: credentials come from the environment',
    '// (README.md). Operations, body generators, client rules and cleanup are imported, not copied.',
    '// Operations (where their parameters go): ' + Object.entries(operations).map(([n, op]) => `${n} ${formatOperation(op)}`).join('; '),
    "import { artilleryProcessor } from 'conformance/artillery';",
    '',
    `const processor = artilleryProcessor(${JSON.stringify(exported, null, 2)});`,
    '',
    '// The one function step of every scenario: the operation the scenario is named after.',
    'export const operation = processor.operation;',
    '',
  ].join('\n');
  const readme = exportReadme({
    iface,
    script: scriptFile,
    processor: EXPORT_FILES.processor,
    target,
    embedded: config.embedded,
    rate: settings.rate,
    perWorker,
    workers,
    durationSeconds: settings.durationSeconds,
    operations: Object.keys(settings.mix).filter((op) => settings.mix[op] > 0),
    ensure: [
      ...(ensure.thresholds ?? []).map((t) => Object.entries(t).map(([k, v]) => `${k} < ${v}`)[0]),
      ...(ensure.conditions ?? []).map((c) => c.expression),
      ...(ensure.maxErrorRate !== undefined ? [`maxErrorRate: ${ensure.maxErrorRate} (failed operations, percent, at most)`] : []),
    ],
    tool: `${TOOL.name} ${TOOL.version}`,
  });
  await mkdir(dir, { recursive: true });
  const files = [join(dir, scriptFile), join(dir, EXPORT_FILES.processor), join(dir, EXPORT_FILES.readme)];
  await writeFile(files[0], header + toYaml(script));
  await writeFile(files[1], processor);
  await writeFile(files[2], readme);
  return { dir, files, script: files[0], perWorker };
}
