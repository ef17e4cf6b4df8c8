// What test/setup.ts gives every test file: a temporary folder of its own, which the processes it starts
// inherit, and the fixed seed of every property.
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('each test file', () => {
  it('has a temporary folder of its own, removed when the file ends', () => {
    expect(basename(tmpdir())).toMatch(/^conformance-test-/);
    // One level below the machine's temporary folder, not nested in another file's.
    expect(basename(dirname(tmpdir()))).not.toMatch(/^conformance-test-/);
  });

  it('hands that folder to the processes it starts', () => {
    const seen = execFileSync(process.execPath, ['-e', 'process.stdout.write(require("node:os").tmpdir())'], { encoding: 'utf8' });
    expect(seen).toBe(tmpdir());
    expect(execFileSync('sh', ['-c', 'mktemp -d'], { encoding: 'utf8' }).startsWith(`${tmpdir()}/`)).toBe(true);
  });

  it('draws every property from the fixed seed', () => {
    expect(fc.readConfigureGlobal().seed).toBe(20261124);
  });
});
