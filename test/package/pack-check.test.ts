// The proof a release runs: scripts/pack-check.sh packs the package, installs the tarball in an empty
// folder, runs `npx conformance --version` and `npx conformance run`, and imports the API. Slow (it packs
// and installs), so it has a timeout of its own.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { registry as registryA } from '../../suites/interface-a/index.ts';
import { registry as registryB } from '../../suites/interface-b/index.ts';
import { ROOT } from '../e2e/cli.ts';

it('installs from its tarball in an empty folder, runs and imports', () => {
  // The dist/ the global setup built goes into the package as it is (see the script): the build from empty
  // is proven by `npm ci` in a fresh clone (.ci/run), and a second whole tsc here would prove it again.
  // Five runs a property: every check of the installed package runs (the figure below counts them); a run of
  // the default hundred is what `npx conformance run` in .ci/run's fresh clone is.
  const r = spawnSync('bash', [join(ROOT, 'scripts/pack-check.sh')], { cwd: ROOT, encoding: 'utf8', timeout: 480_000, env: { ...process.env, PACK_CHECK_REUSE_DIST: '1', PACK_CHECK_RUNS: '5' } });
  const output = `${r.stdout}\n${r.stderr}`;
  expect(r.status, output).toBe(0);
  // Every check of the run phase ran: passed, or skipped for a reason of its own.
  const [, passed, skipped] = /(\d+) passed, 0 failed, 0 warnings, (\d+) skipped/.exec(r.stdout) ?? [];
  expect(Number(passed) + Number(skipped)).toBe([...registryA.all(), ...registryB.all()].filter((c) => c.phase !== 'load').length);
  expect(r.stdout).toContain('pack-check: npx conformance run --runs 5 (the embedded reference servers)');
  expect(r.stdout).toMatch(/pack-check: import ok: \d+ checks; \d+ passed of interface A/);
  expect(r.stdout).toMatch(/pack-check: ok/);
}, 500_000);
