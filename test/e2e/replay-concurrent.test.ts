// `--seed` replays a property failure exactly whether its runs were sent one after another (--concurrency 1)
// or several at a time (the default): the same check fails with the same counterexample, path and shrinks.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startDocumentHolder } from '../../reference/interface-a/index.ts';
import { mutants } from '../../reference/mutants/interface-a/index.ts';
import { runCli } from './cli.ts';
import type { RunReport } from '../../src/engine/types.ts';

const KEY = 'replay-key-5d1c9e';

it.for(['accepts-invalid-base64', 'accepts-malformed-metadata'])('the counterexample of %s is the same at --concurrency 1 and 8', async (name) => {
  const mutant = mutants.find((m) => m.name === name)!;
  const dir = await mkdtemp(join(tmpdir(), 'conformance-replay-'));
  const holder = await startDocumentHolder({ port: 0, apiKey: KEY, mutation: mutant.mutation });
  try {
    const property = async (concurrency: string) => {
      const out = join(dir, concurrency);
      const res = await runCli(['run', '--target', holder.url, '--interface', 'a', '--api-key', KEY, '--only', mutant.breaks, '--seed', '424242', '--concurrency', concurrency, '--reporter', 'json', '--output-dir', out]);
      expect(res.code).toBe(1);
      const report = JSON.parse(await readFile(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
      const check = report.checks.find((c) => c.id === mutant.breaks)!;
      expect(check.status).toBe('failed');
      // Ids the run makes up (cf-<run marker>-...) are random per run by design; everything else must match.
      const fresh = (s: string | undefined) => s?.replace(/cf-[a-z0-9]+-[0-9a-f]+[-a-z0-9]*/g, 'cf-…');
      return { property: { ...check.property, counterexample: fresh(check.property?.counterexample) }, message: fresh(check.message) };
    };
    const sequential = await property('1');
    expect(sequential.property?.counterexample).toBeTruthy();
    expect(await property('8')).toEqual(sequential);
  } finally {
    await holder.close();
    await rm(dir, { recursive: true, force: true });
  }
});
