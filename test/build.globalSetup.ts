// Tests spawn bin/conformance.js, which runs the compiled code in dist/, as a user's install does. So that
// no test ever runs an old build, dist/ is brought up to date once before any test file runs, whichever way
// the tests were started (`npm test`, or `npx vitest run <file>`): compiled incrementally, and only when a
// source is newer than the last build. The alternative (tests spawning the TypeScript through tsx) would
// leave the built bin, the thing users run, untested.
import { build, buildIsStale } from '../scripts/build.mjs';

export default function setup(): void {
  if (!buildIsStale()) return;
  const status = build({ clean: false });
  if (status !== 0) throw new Error(`the build failed (tsc exit ${status}): see the diagnostics above; tests would run an old dist/`);
}
