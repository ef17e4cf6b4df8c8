// Faults written from the specification alone, by someone who had not read the checks
// (reference/fresh-faults): a default run, as a vendor starts it, must fail against each fault that breaks a
// MUST requirement and fail or warn against each that breaks a SHOULD.
//
// No fault names the check that catches it: the suite is judged on faults it was not written for. What a
// whole run found is recorded apart, in fresh-faults.caught.json (one check per fault: of those a whole run
// failed, the one with the fewest requests that also catches it alone; null where none does, as for a list
// whose wrong order shows only among other checks' actions), so that each fault costs one check, not one whole run:
// every property draws its values from the run's seed and its own check id (src/engine/context.ts), so a run
// of that one check with the same seed sends what the whole run sent it, and fails as it failed there. When
// the recorded check no longer catches its fault, the whole run decides: caught, the test fails until the
// record is made again (CONFORMANCE_RECORD=1, below), so that the cost stays one check; not caught,
// it fails as before. A whole run stops at its first MUST failure (--max-failures 1: up to there it is the
// whole run, so it fails exactly when the whole run does) and does not shrink (--no-shrink: a failure is the
// first failing case's either way).
//
// The faults a whole run does not catch yet are listed in NOT_YET_CAUGHT, and each gets a whole run: the
// test holds that list to the truth both ways, so that a fault on it that is now caught must leave it and
// the figure below stays the one the suite earns.
//
// CONFORMANCE_RECORD=1 npx vitest run test/e2e/fresh-faults.test.ts makes the record again: a whole
// run (every check, no stop) against every fault, and the file rewritten.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDocumentHolder } from '../../reference/interface-a/index.ts';
import { FRESH_FAULTS } from '../../reference/fresh-faults/index.ts';
import type { FreshFault } from '../../reference/fresh-faults/fault.ts';
import { registry as registryA } from '../../suites/interface-a/index.ts';
import { registry as registryB } from '../../suites/interface-b/index.ts';
import { runCli } from './cli.ts';
import { CLIENT_ID, CLIENT_SECRET, startTestPlatform } from './interface-b-run.ts';
import { readRecord, recordAgain, RECORDING, writeRecord } from './record.ts';
import type { CheckResult, RunReport } from '../../src/engine/types.ts';

const KEY = 'fresh-fault-key-5c1e9a0b7d';
const SEED = '20261128';

/** Faults a whole default run does not catch yet, each with what it would take. */
const NOT_YET_CAUGHT: Record<string, string> = {
  'latest-revision-nulls-first':
    "part 4.1 A3 does not say whether a document without a revision takes part in \"the latest revision\"; the model leaves that open and the sequences write none, so a holder that ranks it first passes",
  'query-row-per-description':
    'it shows only with two metaData items of the same key; the specification neither allows nor forbids repeated keys, and the generators keep keys unique (a holder may store metaData as a map)',
  'create-renames-on-name-conflict':
    'A1 of a name its supplier already has is not shown by part 4.1, so the run never sends one (A.model-sequences uses A2 there): what a holder does with it is open',
  'file-name-path-stripped':
    "the run's file names hold no / or \\: the specification does not say which characters a file name may hold, so a holder may refuse them, and a name with a separator is not sent",
  'list-sent-only-own-user':
    "the run has one credential, so every action it makes is its own user's; a colleague's actions made before the run lie outside the time window the B1 checks narrow to",
  'patch-category-name-stale':
    'B.category-name-follows-id warns (a SHOULD: that categoryName names the category of categoryId is implied by part 2.2, not stated), while the fault is a MUST of B4',
  'authorization-header-shadows-api-key':
    'the run sends interface A only the configured API key header; a request that carries an Authorization header beside the right key is not sent yet (whether a holder may refuse one is not shown either)',
  'token-dies-before-expires-in':
    "the run refreshes a token that gets a 401 and goes on; a token refused well before its announced lifetime is not yet reported (a token may also be revoked, so one early refusal proves little)",
  'latest-revision-by-upload-time':
    'part 4.1 A3 says "the latest revision" without saying whether that is the highest revision number or the one written last; the sequences write each material\'s revisions in ascending order, so that both readings agree',
  'list-comment-replies-as-comments':
    'no operation of the specification creates comments or replies, so a run sees them only on actions that were there before it; the reference the run meets here holds none',
  'share-to-business-unit-dropped':
    'the run sends shareTo items with a businessUnitId only when the profile names business units (b.fixtures.businessUnitIds), and the profile of this run names none',
  'unnamed-document-file-name-null':
    'the run names every document it creates: what a holder lists for a document created without a fileName is not judged yet',
  'category-name-by-array-position':
    "every action shows its category's neighbour's name the same way, so no two actions disagree; only a category whose name the profile gives, or the last one's null, would show it, and the run neither knows the names nor uses the last category",
  'title-whitespace-trimmed':
    'part 2.2 types the title "string" only: whether text is stored verbatim is not shown, so the run accepts a title read back without its surrounding whitespace (a platform may trim, as the trimmed-text personality does)',
  'token-expires-in-milliseconds':
    'expires_in 3600000 is a valid lifetime in seconds; only a token refused before its announced end shows the fault, and a run lasts minutes, not the hour the reference gives its tokens',
};

/** The check that catches each fault, as a whole run found it (see the head of the file). */
const CAUGHT_FILE = new URL('./fresh-faults.caught.json', import.meta.url);
const CAUGHT_BY = readRecord<string | null>(CAUGHT_FILE);

/** A whole run, stopped at its first MUST failure and unshrunk (see the head of the file). */
const WHOLE = ['--max-failures', '1'];

/** A default run of the fault's interface (with `selection`: of what it selects) against the reference with the fault switched on. */
async function runAgainst(fault: FreshFault, selection: string[]): Promise<{ code: number; report: RunReport }> {
  const dir = await mkdtemp(join(tmpdir(), `conformance-fresh-${fault.name}-`));
  const profile = join(dir, 'profile.json');
  const run = async (iface: string) => {
    const res = await runCli(['run', '--interface', iface, '--config', profile, '--reporter', 'json', '--output-dir', dir, '--seed', SEED, '--no-shrink', ...selection]);
    return { code: res.code, report: JSON.parse(await readFile(join(dir, 'conformance-report.json'), 'utf8')) as RunReport };
  };
  if (fault.interface === 'a') {
    const holder = await startDocumentHolder({ ...fault.options, port: 0, apiKey: KEY });
    try {
      await writeFile(profile, JSON.stringify({ a: { target: holder.url, apiKey: KEY, ...(fault.options.operations ? { operations: fault.options.operations } : {}) } }));
      return await run('a');
    } finally {
      await holder.close();
    }
  }
  const platform = await startTestPlatform(fault.options);
  try {
    await writeFile(profile, JSON.stringify({ b: { target: platform.p.url, oauth: { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } } }));
    return await run('b');
  } finally {
    await platform.close();
  }
}

describe('faults written from the specification alone', () => {
  it('name only faults that exist, once each', () => {
    const names = FRESH_FAULTS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(NOT_YET_CAUGHT).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('record a check of the suite for faults that exist and are caught', () => {
    const ids = new Set([...registryA.all(), ...registryB.all()].map((c) => c.id));
    const names = new Set(FRESH_FAULTS.map((f) => f.name));
    expect(Object.keys(CAUGHT_BY).filter((n) => !names.has(n) || NOT_YET_CAUGHT[n])).toEqual([]);
    expect(Object.values(CAUGHT_BY).filter((id) => id !== null && !ids.has(id))).toEqual([]);
    expect(FRESH_FAULTS.filter((f) => !NOT_YET_CAUGHT[f.name] && !Object.hasOwn(CAUGHT_BY, f.name)).map((f) => f.name)).toEqual([]);
  });

  /** The checks that caught the fault in a run: a MUST fault needs a MUST failure (exit 1), a SHOULD one a failure or a warning. */
  const catchers = (fault: FreshFault, { code, report }: { code: number; report: RunReport }): CheckResult[] =>
    report.checks.filter((c) => (fault.level === 'MUST' ? code === 1 && c.status === 'failed' && c.level === 'MUST' : c.status === 'failed' || c.status === 'warning'));

  const recorded: Record<string, string | null> = {};
  afterAll(() => {
    if (RECORDING) writeRecord(CAUGHT_FILE, recorded, new Set(FRESH_FAULTS.map((f) => f.name).filter((n) => !NOT_YET_CAUGHT[n])));
  });

  // A bound against a hang, not a measure: runs, several at a time on a machine that may be busy.
  it.concurrent.for(FRESH_FAULTS)('$interface $name ($requirement, $level)', { timeout: 900_000 }, async (fault, { expect }) => {
    if (NOT_YET_CAUGHT[fault.name]) {
      const caughtBy = catchers(fault, await runAgainst(fault, WHOLE));
      expect(caughtBy.map((c) => c.id), 'caught now: take it off NOT_YET_CAUGHT').toEqual([]);
      return;
    }
    if (RECORDING) {
      // Every check, none stopped; then, of those that caught it, fewest requests first, the first that
      // catches it alone too. A fault that shows only through what other checks did to the server (a list
      // that needs their actions to be out of order) has none: null, a whole run each time.
      const caughtBy = catchers(fault, await runAgainst(fault, []));
      expect(caughtBy.length, `not caught by a whole run: ${fault.fault}`).toBeGreaterThan(0);
      recorded[fault.name] = null;
      for (const c of caughtBy.sort((a, b) => a.requests - b.requests || a.id.localeCompare(b.id))) {
        if (!catchers(fault, await runAgainst(fault, ['--only', c.id])).some((d) => d.id === c.id)) continue;
        recorded[fault.name] = c.id;
        break;
      }
      return;
    }
    const check = CAUGHT_BY[fault.name];
    if (check) {
      const caughtBy = catchers(fault, await runAgainst(fault, ['--only', check]));
      if (caughtBy.some((c) => c.id === check)) {
        // Caught as a finding with the exchange that shows it, not as a crash of the run.
        expect(caughtBy.some((c) => c.evidence?.request !== undefined && c.evidence.response !== undefined)).toBe(true);
        return;
      }
    }
    const caughtBy = catchers(fault, await runAgainst(fault, WHOLE));
    expect(caughtBy.length, `not caught by a whole run: ${fault.fault}`).toBeGreaterThan(0);
    expect(caughtBy.some((c) => c.evidence?.request !== undefined && c.evidence.response !== undefined)).toBe(true);
    // Caught, but the record is wrong: it names a check that no longer catches the fault alone, or nothing.
    if (check !== null) {
      expect.fail(
        `caught by a whole run (by ${caughtBy.map((c) => c.id).join(', ')}), but the record names ${check ?? 'nothing'}: ${recordAgain('test/e2e/fresh-faults.test.ts')}`,
      );
    }
  });
});
