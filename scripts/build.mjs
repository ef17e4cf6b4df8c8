// Compiles the TypeScript tree to dist/ (tsconfig.build.json). `node scripts/build.mjs` starts from an empty
// dist/ (no output of a deleted source can ship); `--prepare` (what `prepare` runs on `npm ci`, `npm pack` and
// `npx conformance` in this folder) does the same unless dist/ is already newer than every source;
// `--if-stale` compiles incrementally, and only when a source is newer than the last build (what the tests
// run before they spawn bin/conformance.js, so that they never run an old build).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(ROOT, 'dist');
const STAMP = join(DIST, '.tsbuildinfo');
/** Folders that hold no input of the build (tsconfig.build.json excludes more; this only decides when to look). */
const SKIP = new Set(['node_modules', 'dist', '.git', 'test', 'bench', 'conformance-reports', 'coverage', '.bench-tmp']);

/**
 * The newest modification time of any input: .ts files outside SKIP, the tsconfig files and package.json, and
 * the folders below the root that hold sources (a deleted source changes its folder's time, so that its
 * output is not left in dist/). The root folder's own time is left out: a run writes its reports there.
 */
function newestInput(dir = ROOT) {
  let newest = 0;
  let holdsSources = false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name) && !entry.name.startsWith('.')) newest = Math.max(newest, newestInput(join(dir, entry.name)));
    } else if (entry.name.endsWith('.ts') || (dir === ROOT && /^(tsconfig.*|package)\.json$/.test(entry.name))) {
      holdsSources ||= entry.name.endsWith('.ts');
      newest = Math.max(newest, statSync(join(dir, entry.name)).mtimeMs);
    }
  }
  // Only a folder of sources counts by its own time: other files come and go in other folders (reports, docs).
  return holdsSources && dir !== ROOT ? Math.max(newest, statSync(dir).mtimeMs) : newest;
}

export function buildIsStale() {
  return !existsSync(STAMP) || newestInput() > statSync(STAMP).mtimeMs;
}

/**
 * The fresh faults (reference/fresh-faults) are for the tests, which read the sources: a built one is kept only
 * where a mutant imports it (the mutants ship, for `conformance requirements` and the reference's fault
 * switches). Over a hundred compiled faults would otherwise be a third of what users install. After a clean
 * build only: an incremental one leaves alone what is no longer there.
 */
function pruneFreshFaults() {
  const faults = join(DIST, 'reference', 'fresh-faults');
  const mutants = join(DIST, 'reference', 'mutants');
  if (!existsSync(faults) || !existsSync(mutants)) return;
  const imported = new Set();
  for (const side of readdirSync(mutants)) {
    const dir = join(mutants, side);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/["']\.\.\/\.\.\/fresh-faults\/(interface-[ab]\/[^"']+\.js)["']/g)) imported.add(m[1]);
    }
  }
  for (const side of ['interface-a', 'interface-b']) {
    const dir = join(faults, side);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (!imported.has(`${side}/${file.replace(/\.d\.ts$/, '.js')}`)) rmSync(join(dir, file));
    }
  }
  for (const file of ['index.js', 'index.d.ts']) rmSync(join(faults, file), { force: true });
}

/** Runs tsc; returns its exit status (its diagnostics go to this process's stderr). */
export function build({ clean = true } = {}) {
  if (clean) rmSync(DIST, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, stdio: 'inherit' });
  const status = result.status ?? 1;
  if (status === 0 && clean) pruneFreshFaults();
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
  // `prepare` (npm ci, npm pack, and npx of this package from its own folder, which installs the folder and
  // runs prepare in it): a dist/ newer than every source is left as it is; else it is built from empty. A clean
  // build of a current dist/ would delete it under anything running it meanwhile (a test spawning the bin).
  const prepare = process.argv.includes('--prepare');
  if ((ifStale || prepare) && !buildIsStale()) process.exitCode = 0;
  else process.exitCode = build({ clean: !ifStale });
}
