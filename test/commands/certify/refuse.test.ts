// What would make a certified result partial is refused before anything runs (exit 2, the reason); what
// verify cannot read at all is exit 2 as well.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../e2e/cli.ts';
import { scratch } from './bundle.ts';

let work: string;
beforeAll(async () => {
  work = await scratch('refuse');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('run --certify refuses a partial run', () => {
  it.for([
    [['--only', 'B2.*'], '--only leaves checks out'],
    [['--exclude', 'B.throttling-*'], '--exclude leaves checks out'],
    [['--runs', '99'], '--runs 99 is below the default 100'],
    [['--max-time', '600'], '--max-time may stop the run'],
    [['--max-failures', '3'], '--max-failures may stop the run'],
  ] as const)('%s', async ([flags, reason]) => {
    const dir = join(work, `out-${flags[0]!.slice(2)}`);
    const res = await runCli(['run', '--certify', dir, '--product', 'Reference 1.0', ...flags]);
    expect(res.code).toBe(2);
    expect(res.stderr).toBe(`conformance: --certify needs a complete run: ${reason}${res.stderr.slice(`conformance: --certify needs a complete run: ${reason}`.length)}`);
    expect(res.stderr).toContain(reason);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stdout).toBe('');
    await expect(readdir(dir)).rejects.toThrow(); // nothing written
  });

  it('refuses --product without --certify, --certify without --product, and a directory that is not empty', async () => {
    const lone = await runCli(['run', '--product', 'Reference 1.0', '--only', 'none']);
    expect(lone.code).toBe(2);
    expect(lone.stderr).toContain('--product and --sign-key go with --certify <dir>');
    const bare = await runCli(['run', '--certify', join(work, 'bare'), '--product', 'Reference']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('--product must be "<name> <version>", got "Reference"');
    const unnamed = await runCli(['run', '--certify', join(work, 'unnamed')]);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toBe('conformance: --certify needs --product "<name> <version>": the product the bundle certifies\n');
    await expect(readdir(join(work, 'unnamed'))).rejects.toThrow(); // nothing written
    const empty = await runCli(['run', '--certify', '']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('--certify needs a directory');
    const full = join(work, 'full');
    await mkdir(full);
    await writeFile(join(full, 'old.txt'), 'x');
    const res = await runCli(['run', '--certify', full, '--product', 'Reference 1.0']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('the directory is not empty');
  });
});

describe('verify of unusable input', () => {
  it('exit 2 for no such file and for a file that is no bundle', async () => {
    const none = await runCli(['verify', join(work, 'nothing-here')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/nothing-here: no such file or directory/);
    const junk = join(work, 'junk.tar.gz');
    await writeFile(junk, 'not an archive');
    const bad = await runCli(['verify', junk]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('not a directory nor a .tar.gz archive');
    const empty = join(work, 'empty');
    await mkdir(empty);
    const e = await runCli(['verify', empty]);
    expect(e.code).toBe(2);
    expect(e.stderr).toContain('not a certification bundle');
  });
});
