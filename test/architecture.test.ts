// The layers of the tree (.dependency-cruiser.cjs): the real tree breaks none of its rules, and each rule
// catches the import it forbids in a small tree planted for the purpose (so that a rule that silently
// stopped matching, say after a folder was renamed, fails here too).
import { describe, expect, it, onTestFinished } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DEPCRUISE = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const LAYERS = ['schemas', 'requirements', 'model', 'src', 'generators', 'suites', 'reference', 'reporters', 'load', 'commands'];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

function cruise(cwd: string, folders: string[]): { violations: Violation[]; modules: number } {
  const result = spawnSync(process.execPath, [DEPCRUISE, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...folders], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (!result.stdout) throw new Error(`dependency-cruiser gave no output: ${result.stderr}`);
  const out = JSON.parse(result.stdout) as { summary: { violations: Violation[]; totalCruised: number } };
  return { violations: out.summary.violations, modules: out.summary.totalCruised };
}

const readable = (v: Violation) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(' → ')})` : ''}`;

describe('the layers of the tree', () => {
  it('hold for every import of the code that ships, type-only imports included, with no exception listed', () => {
    const { violations, modules } = cruise(ROOT, LAYERS);
    expect(modules).toBeGreaterThan(400);
    expect(violations.map(readable)).toEqual([]);
  });

  it('each rule catches the import it forbids', () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-layers-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    copyFileSync(join(ROOT, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'planted', type: 'module', devDependencies: { vitest: '*' } }));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', allowImportingTsExtensions: true, noEmit: true } }));
    const files: Record<string, string> = {
      'requirements/catalogue.ts': "import type { Check } from '../src/engine/check.ts';\nexport type C = Check;\n",
      'src/engine/check.ts': "import { suite } from '../../suites/suite.ts';\nexport type Check = typeof suite;\n",
      'src/http/client.ts': "import type { Check } from '../engine/check.ts';\nexport type X = Check;\n",
      'src/engine/leak.ts': "import { describe } from 'vitest';\nimport './gone.ts';\nexport const d = describe;\n",
      'suites/suite.ts': "import { report } from '../reporters/report.ts';\nexport const suite = report;\n",
      'reporters/report.ts': "import { gen } from '../generators/gen.ts';\nexport const report = gen;\n",
      'generators/gen.ts': "import { run } from '../commands/run.ts';\nexport const gen = run;\n",
      'generators/pick.ts': "import { other } from '../load/other.ts';\nexport const pick = other;\n",
      'reference/server.ts': "import { suite } from '../suites/suite.ts';\nexport const server = suite;\n",
      'load/burst.ts': "import { suite } from '../suites/suite.ts';\nimport { other } from './other.ts';\nexport const burst = [suite, other];\n",
      'load/other.ts': "import { burst } from './burst.ts';\nexport const other = () => burst;\n",
      'commands/run.ts': 'export const run = 1;\n',
      'model/interface-a/state.ts': "import type { Check } from '../../src/engine/check.ts';\nexport type S = Check;\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const { violations } = cruise(dir, ['requirements', 'model', 'src', 'suites', 'reporters', 'generators', 'reference', 'load', 'commands']);
    const fired = (rule: string) => violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);
    expect(fired('spec-is-data')).toEqual(['requirements/catalogue.ts → src/engine/check.ts']);
    expect(fired('foundation-imports-nothing-above')).toEqual(['src/engine/check.ts → suites/suite.ts']);
    expect(fired('http-knows-no-checks')).toEqual(['src/http/client.ts → src/engine/check.ts']);
    expect(fired('suites-know-no-reporters')).toEqual(['suites/suite.ts → reporters/report.ts']);
    expect(fired('reporters-read-no-generators-reference-or-load')).toEqual(['reporters/report.ts → generators/gen.ts']);
    expect(fired('built-layer-imports-no-command')).toEqual(['generators/gen.ts → commands/run.ts']);
    expect(fired('generators-stand-alone')).toEqual(['generators/pick.ts → load/other.ts']);
    expect(fired('reference-stands-alone')).toEqual(['reference/server.ts → suites/suite.ts']);
    expect(fired('load-uses-no-suites-reference-or-reporters')).toEqual(['load/burst.ts → suites/suite.ts']);
    expect(fired('model-imports-only-the-spec')).toEqual(['model/interface-a/state.ts → src/engine/check.ts']);
    // A circle is reported once, with its members.
    const circles = violations.filter((v) => v.rule.name === 'no-circular');
    expect(circles).toHaveLength(1);
    expect([circles[0]!.from, ...circles[0]!.cycle!.map((c) => c.name)].sort()).toEqual(['load/burst.ts', 'load/burst.ts', 'load/other.ts']);
    // (The symlinked node_modules resolves to its real path.)
    expect(fired('shipped-code-uses-no-dev-dependency')).toEqual([expect.stringMatching(/^src\/engine\/leak\.ts → .*node_modules\/vitest\//)]);
    expect(fired('no-unresolvable-import')).toEqual(['src/engine/leak.ts → ./gone.ts']);
  });
});
