// Every mutant of the reference document holder must be caught: the check the mutant names has failed (the
// run exits 1), or warned for a SHOULD rule (the run exits 1 only if another check failed), with evidence of the request and response and a curl line that carries no
// API key (only the variable that holds it).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDocumentHolder } from '../../reference/interface-a/index.ts';
import { registry } from '../../suites/interface-a/index.ts';
import { WRONG_KEY_PREFIX } from '../../suites/interface-a/a-rejects-wrong-api-key.ts';
import { mutants } from '../../reference/mutants/interface-a/index.ts';
import { runCli } from './cli.ts';
import { notReproduced, replayReproduction } from './replayReproduction.ts';
import type { RunReport } from '../../src/engine/types.ts';

const KEY = 'mutant-key-3b9f0c7e21d4a8';
const KEY_HEADER = 'X-API-KEY';

describe('interface A mutants', () => {
  it('are named for a check of the suite, once each', () => {
    const ids = new Set(registry.all().map((c) => c.id));
    expect(mutants.length).toBeGreaterThanOrEqual(14);
    expect(new Set(mutants.map((m) => m.name)).size).toBe(mutants.length);
    for (const m of mutants) {
      expect(ids.has(m.breaks), `${m.name} names unknown check ${m.breaks}`).toBe(true);
      expect(registry.all().find((c) => c.id === m.breaks)?.level, `${m.name} expects ${m.expect ?? 'failed'} of ${m.breaks}`).toBe(m.expect === 'warning' ? 'SHOULD' : 'MUST');
    }
  });

  // A bound, not a measure: a run and the replay of its script, five at a time on a machine that may be busy.
  it.concurrent.for(mutants)('$name is caught by $breaks', { timeout: 180_000 }, async (mutant, { expect }) => {
    const dir = await mkdtemp(join(tmpdir(), `conformance-mutant-${mutant.name}-`));
    const holder = await startDocumentHolder({ port: 0, apiKey: KEY, mutation: mutant.mutation, operations: mutant.operations });
    try {
      // The check the mutant names, as the interface B mutants are run: each check builds its own scenario, so
      // the other checks of a whole run add nothing to this proof (the whole suite runs in root-cause, cost
      // and personality tests, where the checks' interplay is the point).
      // The key in the profile, as the README tells users (a key given as a flag is warned about).
      const profile = join(dir, 'profile.json');
      await writeFile(profile, JSON.stringify({ a: { apiKey: KEY, ...(mutant.operations ? { operations: mutant.operations } : {}) } }));
      // The sequences of A.model-sequences come one per twelve runs: at the default 100 a run has 8, at 25 only 2,
      // too few to stand for what a run of that check does.
      const runs = mutant.breaks === 'A.model-sequences' ? '100' : '25';
      const args = ['run', '--target', holder.url, '--interface', 'a', '--config', profile, '--only', mutant.breaks, '--reporter', 'json', '--output-dir', dir, '--runs', runs, '--seed', '20240611'];
      const res = await runCli(args);
      expect(res.stderr).toBe('');

      const text = await readFile(join(dir, 'conformance-report.json'), 'utf8');
      expect(text).not.toContain(KEY);
      const report = JSON.parse(text) as RunReport;
      const check = report.checks.find((c) => c.id === mutant.breaks);
      expect(check, `${mutant.breaks} is in the report`).toBeDefined();
      expect(check!.status, check!.message).toBe(mutant.expect === 'warning' ? 'warning' : 'failed');
      // A warning never fails the run by itself: exit 1 exactly when some check failed.
      expect(res.code).toBe(report.checks.some((c) => c.status === 'failed') ? 1 : 0);
      if (mutant.expect !== 'warning') expect(res.code).toBe(1);
      expect(check!.message).not.toBe('');
      expect(check!.evidence?.request?.method).toMatch(/^(GET|POST|PUT)$/);
      expect(check!.evidence?.response?.status).toBeGreaterThanOrEqual(100);

      // A curl line for a single request, a script for a chain of them.
      const curl = check!.reproduce!;
      expect(curl).toMatch(/^(curl |#!\/bin\/sh\n)/);
      expect(check!.evidence?.chain?.length).toBeGreaterThan(0);
      expect(check!.replay?.slice(0, 6)).toEqual(['--seed', '20240611', '--only', mutant.breaks, '--interface', 'a']);
      expect(curl).not.toContain(KEY);
      expect(curl).toContain(report.targets.a!);
      // The key header, where the failing request had one, holds the variable or a deliberately wrong key.
      // In a request's -H argument only: a script also quotes the failure's message, which may name the header.
      for (const m of curl.matchAll(new RegExp(`-H ["']${KEY_HEADER}: ([^"']*)`, 'gi'))) {
        // A near miss of the key is rebuilt from the variable by a shell expression, `$(printf %s "$CONFORMANCE_API_KEY" | …)`.
        expect(m[1] === '$CONFORMANCE_API_KEY' || m[1].startsWith(WRONG_KEY_PREFIX) || m[1].startsWith('$(printf %s '), `key header value ${m[1]}`).toBe(true);
      }
      // The reproduction, pasted into sh against the same mutant, gets every answer the run got: the failure again
      // (unless the fault is bound to a reused connection, which separate curl processes do not reuse).
      if (mutant.replayable === false) return;
      const replay = await replayReproduction(curl, { CONFORMANCE_API_KEY: KEY }, check!.reproduceFile);
      expect(notReproduced(replay, check!.evidence?.response?.status), replay.stdout.slice(-2000)).toEqual([]);
    } finally {
      await holder.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
