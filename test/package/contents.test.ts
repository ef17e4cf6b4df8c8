// What the tarball holds: what a user needs (the bin, the compiled code with its type declarations, the
// mutants the `requirements` command lists, docs, licence, changelog) and nothing of the project's own
// tests, fixtures or benchmarks, within a size budget. Read from `npm pack --dry-run` over the dist/ the
// global setup has just built.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../e2e/cli.ts';

/**
 * Budgets with room for growth (0.1.0: about 250 kB packed, 830 kB unpacked, 670 files; before the first
 * minor release: 600 kB packed, 2.06 MB unpacked, 781 files, three quarters of it compiled code; with 68
 * fresh faults compiled in, since the mutants of the `requirements` command import theirs: 753 kB packed,
 * 2.57 MB unpacked, 1044 files; with 112, of which the build keeps the 33 that mutants import: 760 kB
 * packed, 2.59 MB unpacked, 1038 files).
 */
const BUDGET = { packedBytes: 800_000, unpackedBytes: 2_800_000, files: 1_500 };

interface PackInfo {
  size: number;
  unpackedSize: number;
  files: { path: string }[];
}

function packInfo(): PackInfo {
  // --ignore-scripts: the build is the global setup's; `prepare` here would rebuild dist/ under running tests.
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return (JSON.parse(out) as PackInfo[])[0];
}

describe('the packed package', () => {
  const info = packInfo();
  const paths = info.files.map((f) => f.path);

  it('holds the bin, the compiled entry with its types, the mutants, licence, changelog and readme', () => {
    for (const p of ['bin/conformance.js', 'dist/commands/index.js', 'dist/commands/index.d.ts', 'dist/commands/cli/main.js', 'LICENSE', 'CHANGELOG.md', 'README.md', 'package.json', 'schemas/profile.schema.json']) {
      expect(paths, p).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('dist/reference/mutants/interface-a/') && p.endsWith('.js'))).toBe(true);
    expect(paths.some((p) => p.startsWith('dist/reference/mutants/interface-b/') && p.endsWith('.js'))).toBe(true);
  });

  it('holds no tests, fixtures, benchmarks, TypeScript sources or build state', () => {
    // The README's screenshots are for the repository's page: the package keeps the docs' text only.
    const unwanted = paths.filter((p) => /^(test|bench|fixtures|scripts|dist\/test|dist\/bench)\//.test(p) || /^docs\/.*\.png$/.test(p) || /\.test\.|\.tsbuildinfo$/.test(p) || (p.endsWith('.ts') && !p.endsWith('.d.ts')));
    expect(unwanted).toEqual([]);
  });

  it('holds every type declaration the exports reach (those of suites, reference and reporters stay out: no export reaches them)', async () => {
    const { existsSync, readFileSync } = await import('node:fs');
    const { dirname, join, normalize } = await import('node:path');
    const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { exports: Record<string, { types?: string }> };
    const stack = Object.values(pkg.exports).flatMap((e) => (e.types ? [normalize(e.types)] : []));
    const reached = new Set<string>();
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/(?:from|import\()\s*["'](\.{1,2}\/[^"']+)["']/g)) {
        const target = normalize(join(dirname(file), m[1])).replace(/\.(js|ts)$/, '.d.ts');
        if (existsSync(join(ROOT, target))) stack.push(target);
      }
    }
    expect(reached.size).toBeGreaterThan(10);
    expect([...reached].filter((f) => !paths.includes(f))).toEqual([]);
  });

  it('stays within its size budget', () => {
    expect(info.size).toBeLessThan(BUDGET.packedBytes);
    expect(info.unpackedSize).toBeLessThan(BUDGET.unpackedBytes);
    expect(paths.length).toBeLessThan(BUDGET.files);
  });

  it('declares a publishable licence, the bin and typed exports', async () => {
    const { readFileSync } = await import('node:fs');
    const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as Record<string, unknown>;
    expect(pkg.private).toBeUndefined();
    expect(pkg.license).toBe('Apache-2.0');
    expect(readFileSync(`${ROOT}LICENSE`, 'utf8')).toMatch(/Apache License\s+Version 2\.0/);
    expect(pkg.exports).toMatchObject({ '.': { types: './dist/commands/index.d.ts', default: './dist/commands/index.js' } });
    expect((pkg.dependencies as Record<string, string>).tsx).toBeUndefined();
    expect((pkg.devDependencies as Record<string, string>).tsx).toBeDefined();
  });
});
