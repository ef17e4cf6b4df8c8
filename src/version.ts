// The tool's name and version, read once from package.json (kept light: `--version` loads nothing else).
// This file runs from src/ (tests, tsx) and from dist/src/ (the built package): package.json is one or two
// folders up, and the first one found that names this package is ours.
import { readFileSync } from 'node:fs';

function readPackage(): { name: string; version: string } {
  for (const rel of ['../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'conformance' && typeof pkg.version === 'string') return { name: pkg.name, version: pkg.version };
    } catch {
      // not there: the next candidate
    }
  }
  throw new Error('package.json of conformance not found beside the code');
}

export const TOOL = { name: 'conformance', version: readPackage().version } as const;
