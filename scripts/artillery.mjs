// Artillery on demand, for the export's test and for anyone who wants the pinned release without adding
// it to the project: installed once into a cache outside node_modules (so `npm ci` neither pays for it nor
// wipes it), then reused. Artillery is large (about 600 MB, some minutes to install): it is never a
// dependency of the package. `node scripts/artillery.mjs` installs it and prints the path of its CLI.
//
// The cache: $CONFORMANCE_ARTILLERY_CACHE, else $XDG_CACHE_HOME/conformance, else ~/.cache/conformance.
// Install scripts are not run (--ignore-scripts): Artillery's only one downloads a browser for its
// Playwright engine, which the export does not use, from a host other than the npm registry.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Keep in step with load/simulate/export/artillery/defaults.ts (a test holds them equal). */
export const ARTILLERY_VERSION = '2.0.21';

export function artilleryCacheDir(env = process.env) {
  if (env.CONFORMANCE_ARTILLERY_CACHE) return env.CONFORMANCE_ARTILLERY_CACHE;
  const base = env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'conformance', `artillery-${ARTILLERY_VERSION}`);
}

/** The CLI entry of the installed Artillery (run it with `node`). */
export function artilleryBin(dir = artilleryCacheDir()) {
  return join(dir, 'node_modules', 'artillery', 'bin', 'run');
}

function installed(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'node_modules', 'artillery', 'package.json'), 'utf8')).version === ARTILLERY_VERSION && existsSync(artilleryBin(dir));
  } catch {
    return false;
  }
}

/**
 * Installs Artillery into the cache unless it is there; returns the path of its CLI and how long the
 * install took (0 when cached). Throws one line saying what failed and how to fix it.
 */
export function ensureArtillery({ dir = artilleryCacheDir(), log = () => {} } = {}) {
  if (installed(dir)) return { bin: artilleryBin(dir), installMs: 0 };
  // Into a fresh folder, then renamed: two installs at once never see each other's half-done tree.
  const staging = `${dir}.part-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  log(`installing artillery@${ARTILLERY_VERSION} into ${dir} (once; it is large)`);
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['install', '--prefix', staging, `artillery@${ARTILLERY_VERSION}`, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    encoding: 'utf8',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    timeout: 15 * 60_000,
  });
  if (r.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    const why = (r.error?.message ?? r.stderr ?? '').trim().split('\n').filter(Boolean).slice(-1)[0] ?? `exit ${r.status}`;
    throw new Error(`could not install artillery@${ARTILLERY_VERSION} with npm (${why}): check the access to the npm registry, or set CONFORMANCE_ARTILLERY_CACHE to a folder holding it`);
  }
  if (installed(dir)) rmSync(staging, { recursive: true, force: true });
  else {
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }
  return { bin: artilleryBin(dir), installMs: Date.now() - started };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { bin, installMs } = ensureArtillery({ log: (s) => process.stderr.write(`${s}\n`) });
    if (installMs) process.stderr.write(`installed in ${(installMs / 1000).toFixed(1)} s\n`);
    process.stdout.write(`${bin}\n`);
  } catch (err) {
    process.stderr.write(`artillery: ${err.message}\n`);
    process.exitCode = 2;
  }
}
