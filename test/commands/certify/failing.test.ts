// A certified run of a holder that breaks a MUST rule: the bundle is valid and says "failed"; edited to
// say "passed" (SHA256SUMS recomputed), verify catches it.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentHolder } from '../../../reference/interface-a/index.ts';
import { mutant } from '../../../reference/mutants/interface-a/create-status-202.ts';
import { runCli, type CliResult } from '../../e2e/cli.ts';
import { editJson, forgeableCopy, resum, scratch } from './bundle.ts';
import type { RunReport } from '../../../src/engine/types.ts';

const KEY = 'cert-mutant-key-Hq4sW8eP1z';
let holder: Awaited<ReturnType<typeof startDocumentHolder>>;
let work: string;
let bundle: string;
let run: CliResult;

beforeAll(async () => {
  holder = await startDocumentHolder({ port: 0, apiKey: KEY, mutation: mutant.mutation });
  work = await scratch('failing');
  bundle = join(work, 'out');
  run = await runCli(['run', '--certify', bundle, '--product', 'Broken Holder 0.9', '--interface', 'a', '--target', holder.url, '--api-key', KEY, '--seed', '7']);
}, 120_000);

afterAll(async () => {
  await holder?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a failed certified run', () => {
  it('is a valid bundle whose verdict is failed', async () => {
    // The key was given as a flag, and the run failed: the case where npm keeps the command line in its log.
    expect(run.stderr).toMatch(/^conformance: warning: --api-key on the command line: npm writes the command line of an npx call that fails into its debug log, secret included; set CONFORMANCE_API_KEY in the environment or put it in the profile instead\n$/);
    expect(run.stderr).not.toContain(KEY);
    expect(run.code).toBe(1);
    const v = await runCli(['verify', `${bundle}.tar.gz`]);
    expect(v.stdout).toContain('verdict of the run: failed');
    expect(v.stdout).toContain('product: Broken Holder 0.9');
    expect(v.code).toBe(0);
    // The README's command carries no key.
    const readme = await readFile(join(bundle, 'README.md'), 'utf8');
    expect(readme).toContain('--interface a');
    expect(readme).not.toContain(KEY);
  });

  it('is caught when edited to say passed, even with SHA256SUMS recomputed', async () => {
    const copy = await forgeableCopy(bundle);
    await editJson(join(copy, 'report.json'), (r: RunReport) => {
      const broken = r.checks.find((c) => c.id === mutant.breaks)!;
      expect(broken.status).toBe('failed');
      broken.status = 'passed';
      r.summary.failed--;
      r.summary.passed++;
      r.exitCode = 0;
    });
    await editJson(join(copy, 'manifest.json'), (m) => {
      m.verdict = 'passed';
    });
    await resum(copy);
    const v = await runCli(['verify', copy]);
    expect(v.code).toBe(1);
    expect(v.stdout).not.toContain('checksum mismatch');
    expect(v.stdout).toContain(`INVALID: ${mutant.breaks}: manifest.json says failed, report.json says passed`);
    const m = /INVALID: junit\.xml: (\d+) failed testcases, report\.json has (\d+) failed checks/.exec(v.stdout);
    expect(m, v.stdout).not.toBeNull();
    expect(Number(m![1]) - Number(m![2])).toBe(1);
  });
});
