// The tool's name and version, read once from package.json (kept light: `--version` loads nothing else).
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export const TOOL = { name: 'conformance', version: pkg.version } as const;
