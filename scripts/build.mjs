// Compiles the TypeScript tree to dist/ (tsconfig.build.json). `node scripts/build.mjs` starts from an empty
// dist/ (what `prepare` runs on `npm ci` and `npm pack`: no output of a deleted source can ship);
// `--if-stale` compiles incrementally, and only when a source is newer than the last build (what the tests
// run before they spawn bin/conformance.js, so that they never run an old build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(ROOT, 'dist');
const STAMP = join(DIST, '.tsbuildinfo');
/** Folders that hold no input of the build (tsconfig.build.json excludes more; this only decides when to look). */
const SKIP = new Set(['node_modules', 'dist', '.git', 'test', 'bench', 'conformance-reports', 'coverage', '.bench-tmp']);

/** The newest modification time of any input: .ts files outside SKIP, the tsconfig files and package.json. */
function newestInput(dir = ROOT) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) newest = Math.max(newest, newestInput(join(dir, entry.name)));
    } else if (entry.name.endsWith('.ts') || (dir === ROOT && /^(tsconfig.*|package)\.json$/.test(entry.name))) {
      newest = Math.max(newest, statSync(join(dir, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export function buildIsStale() {
  return !existsSync(STAMP) || newestInput() > statSync(STAMP).mtimeMs;
}

/** Runs tsc; returns its exit status (its diagnostics go to this process's stderr). */
export function build({ clean = true } = {}) {
  if (clean) rmSync(DIST, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, stdio: 'inherit' });
  const status = result.status ?? 1;
  // tsc leaves its build info as it was when no output changed (a source touched, not edited): the stamp is
  // then older than that source, and every later check would call the build stale and run tsc again.
  if (status === 0 && existsSync(STAMP)) {
    const now = new Date();
    utimesSync(STAMP, now, now);
  }
  return status;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ifStale = process.argv.includes('--if-stale');
  process.exitCode = ifStale && !buildIsStale() ? 0 : build({ clean: !ifStale });
}
