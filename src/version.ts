// The tool's name and version, read once from package.json (kept light: `--version` loads nothing else).
// This file runs from src/ (tests, tsx) and from dist/src/ (the built package): package.json is one or two
// folders up, and the first one found that names this package is ours.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function readPackage(): { name: string; version: string; root: string } {
  for (const rel of ['../package.json', '../../package.json']) {
    try {
      const url = new URL(rel, import.meta.url);
      const pkg = JSON.parse(readFileSync(url, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'conformance' && typeof pkg.version === 'string') return { name: pkg.name, version: pkg.version, root: fileURLToPath(new URL('./', url)) };
    } catch {
      // not there: the next candidate
    }
  }
  throw new Error('package.json of conformance not found beside the code');
}

const pkg = readPackage();
export const TOOL = { name: 'conformance', version: pkg.version } as const;
/** The folder of the package (the repository, or node_modules/conformance): files shipped beside the code. */
export const PACKAGE_ROOT = pkg.root;
