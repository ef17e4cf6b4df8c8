// `conformance run --certify out --product "Reference 1.0"` against the embedded reference, then
// `conformance verify` of its archive; the specification digest the checks were written against; the
// archive as GNU tar reads it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, ROOT } from '../../e2e/cli.ts';
import { SPEC_SHA256, sha256 } from '../../../commands/certify/digests.ts';
import { tarGz, untarGz } from '../../../commands/certify/tar.ts';
import { scratch } from './bundle.ts';

const SPEC = join(ROOT, '..', 'shared', 'spec', 'interfaces.md');
let work: string | undefined;
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('certification of the embedded reference', () => {
  it('verifies (exit 0) from its .tar.gz', async () => {
    work = await scratch('embedded');
    const out = join(work, 'out');
    const run = await runCli(['run', '--certify', out, '--product', 'Reference 1.0', '--seed', '11']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const v = await runCli(['verify', `${out}.tar.gz`]);
    expect(v.stdout).toContain('bundle valid');
    expect(v.stdout).toContain('signature: none');
    expect(v.code).toBe(0);
    // GNU tar lists the same files as the directory holds.
    const listed = execFileSync('tar', ['tzf', `${out}.tar.gz`], { encoding: 'utf8' }).trim().split('\n').map((l) => l.replace(/^out\//, '')).sort();
    expect(listed).toEqual((await readdir(out)).sort());
  }, 120_000);
});

describe('digests and archives', () => {
  it.skipIf(!existsSync(SPEC))('the embedded specification digest is that of interfaces.md', () => {
    expect(sha256(readFileSync(SPEC, 'utf8'))).toBe(SPEC_SHA256);
  });

  it('reads back what it writes, and refuses a corrupt header', () => {
    const files = new Map([['a.txt', Buffer.from('alpha\n')], ['dir/b.bin', Buffer.alloc(1025, 7)]]);
    const back = untarGz(tarGz('root', files, 1_700_000_000));
    expect([...back.keys()]).toEqual(['root/a.txt', 'root/dir/b.bin']);
    expect(back.get('root/dir/b.bin')!.equals(files.get('dir/b.bin')!)).toBe(true);
    const raw = execFileSync('gzip', ['-dc'], { input: tarGz('root', files, 1) });
    raw[10] = raw[10]! ^ 1;
    expect(() => untarGz(execFileSync('gzip', ['-c'], { input: raw }))).toThrow(/checksum/);
  });
});
