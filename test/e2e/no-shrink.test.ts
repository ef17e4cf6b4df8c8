// --no-shrink: a failing property reports its first failing case as it is, with the same verdict, fewer
// requests, a message that says so, the flag in the report's settings and in the replay flags, and a replay
// that shows the same counterexample again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutants } from '../../reference/mutants/interface-b/index.ts';
import { runAgainst, startTestPlatform, type TestPlatform } from './interface-b-run.ts';

const patchIgnored = mutants.find((m) => m.name === 'patch-ignored')!;
const CHECK = patchIgnored.breaks;
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform(patchIgnored.options);
});
afterAll(() => platform.close());

describe('--no-shrink', () => {
  it('keeps the verdict, sends fewer requests, says so and replays the same counterexample', async () => {
    const args = ['--only', CHECK, '--runs', '20', '--seed', '7'];
    const shrunk = await runAgainst(platform, args);
    const first = await runAgainst(platform, [...args, '--no-shrink']);
    for (const r of [shrunk, first]) {
      expect(r.res.code, r.res.stderr).toBe(1);
      expect(r.check(CHECK)?.status).toBe('failed');
    }
    const s = shrunk.check(CHECK)!;
    const f = first.check(CHECK)!;
    expect(s.property?.shrinks).toBeGreaterThan(0);
    expect(s.message).not.toContain('not shrunk');
    expect(f.property?.shrinks).toBe(0);
    expect(f.message).toContain('counterexample, not shrunk (--no-shrink)');
    // The first failing case is the one shrinking starts from: the same run of the property.
    expect(f.property?.numRuns).toBe(s.property?.numRuns);
    expect(f.requests).toBeLessThan(s.requests);
    expect((first.report.profile as { run?: { shrink?: boolean } }).run?.shrink).toBe(false);
    expect((shrunk.report.profile as { run?: Record<string, unknown> }).run).not.toHaveProperty('shrink');
    expect(f.replay).toContain('--no-shrink');
    expect(s.replay).not.toContain('--no-shrink');

    // The replay flags as printed, after seed, check and interface; the profile is given again by runAgainst.
    expect(f.replay!.slice(0, 6)).toEqual(['--seed', '7', '--only', CHECK, '--interface', 'b']);
    const rest = f.replay!.slice(6);
    const flags = rest.filter((_, i) => rest[i] !== '--config' && rest[i - 1] !== '--config');
    expect(flags).toEqual(['--runs', '20', '--no-shrink']);
    const again = await runAgainst(platform, f.replay!.slice(0, 6).concat(flags));
    expect(again.check(CHECK)?.status).toBe('failed');
    // The same case, but for the run's own marker in its names.
    const unmarked = (s?: string) => s?.replace(/\bcf-[a-z0-9]+-[0-9a-f]{8}\b/g, '<marker>');
    expect(unmarked(again.check(CHECK)?.property?.counterexample)).toBe(unmarked(f.property?.counterexample));
    expect(unmarked(again.check(CHECK)?.property?.counterexample)).not.toBe(unmarked(s.property?.counterexample));
  });
});
