// Run before every test file, in its worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll } from 'vitest';

// Every property a test runs draws from one fixed seed, so that a test cannot pass on one run and fail on
// the next: a property given its own seed keeps it, every other one starts from this.
fc.configureGlobal({ seed: 20261124 });

// A temporary folder of the file's own, for it and every process it starts (os.tmpdir() and the shell's
// mktemp read TMPDIR): test files run side by side, and a test that looks at what appeared in the
// temporary folder (a key folder handed out and removed, a report left behind) must see its own files
// only. Removed with everything in it when the file ends.
const sharedTmp = process.env.TMPDIR;
const ownTmp = mkdtempSync(join(tmpdir(), 'conformance-test-'));
process.env.TMPDIR = ownTmp;
afterAll(() => {
  if (sharedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = sharedTmp;
  rmSync(ownTmp, { recursive: true, force: true });
});
