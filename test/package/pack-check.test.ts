// The proof a release runs: scripts/pack-check.sh packs the package, installs the tarball in an empty
// folder, runs `npx conformance --version` and `npx conformance run`, and imports the API. Slow (it builds
// and installs), so it has a timeout of its own.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../e2e/cli.ts';

it('installs from its tarball in an empty folder, runs and imports', () => {
  const r = spawnSync('bash', [join(ROOT, 'scripts/pack-check.sh')], { cwd: ROOT, encoding: 'utf8', timeout: 480_000 });
  const output = `${r.stdout}\n${r.stderr}`;
  expect(r.status, output).toBe(0);
  expect(r.stdout).toMatch(/passed, 0 failed/);
  expect(r.stdout).toMatch(/pack-check: import ok: \d+ checks; \d+ passed of interface A/);
  expect(r.stdout).toMatch(/pack-check: ok/);
}, 500_000);
