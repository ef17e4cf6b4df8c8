// The simulator's interface B scenario writes only to what it proved its own: for any sequence of operations,
// run in overlapping batches, against a server whose creates answer now a new record and now the id of a
// record someone else made, no PATCH or DELETE reaches an id before a read of it carried the marker, no
// foreign record is ever written to, the cleanup deletes every record the scenario made and lists every
// foreign id it met as not ours, and its counts add up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { B_OPERATIONS, ScenarioB } from '../../../load/simulate/scenario-b.ts';
import { Recorder } from '../../../load/simulate/stats.ts';
import { seededRandom } from '../../../load/simulate/mix.ts';
import type { CallInput, CallOutcome, SimCaller } from '../../../load/simulate/caller.ts';

const MARKER = 'sim-m1';
const FOREIGN = ['9001', '9002'];

/** An in-memory platform: creates answer a new id, or (when the script says so) a foreign one. */
class FakePlatform {
  readonly records = new Map<string, { title: string }>(FOREIGN.map((id) => [id, { title: 'a partner plan' }]));
  readonly sent: string[] = [];
  /** Ids whose read answered a record with the marker, in the order they were read. */
  private readonly readOwn = new Set<string>();
  readonly violations: string[] = [];
  /** Foreign ids creates answered with, and how many records of its own the platform made. */
  readonly foreignAnswered = new Set<string>();
  ownMade = 0;
  private next = 1;
  private creates = 0;

  constructor(private readonly foreignAt: (n: number) => string | undefined) {}

  async call(operation: string, input: CallInput): Promise<CallOutcome> {
    await Promise.resolve();
    const id = input.params?.id === undefined ? undefined : String(input.params.id);
    this.sent.push(`${operation}${id === undefined ? '' : ` ${id}`}`);
    const answer = (status: number, json?: unknown): CallOutcome => ({
      status,
      body: json === undefined ? undefined : Buffer.from(JSON.stringify(json)),
      attempts: [status],
      retryAfterHonoured: 0,
      backoffRetries: 0,
      suppressed: false,
    });
    if ((operation === 'updateAction' || operation === 'deleteAction') && id !== undefined) {
      if (FOREIGN.includes(id)) this.violations.push(`${operation} of foreign ${id}`);
      if (!this.readOwn.has(id)) this.violations.push(`${operation} of ${id} before a read of it carried the marker`);
    }
    switch (operation) {
      case 'listActions':
        return answer(200, { data: [], totalCount: 0 });
      case 'createAction': {
        const foreign = this.foreignAt(this.creates++);
        if (foreign) {
          this.foreignAnswered.add(foreign);
          return answer(201, { id: Number(foreign) });
        }
        this.ownMade++;
        const own = String(this.next++);
        this.records.set(own, { title: (JSON.parse(input.json!) as { title: string }).title });
        return answer(201, { id: Number(own) });
      }
      case 'getAction': {
        const record = this.records.get(id!);
        if (!record) return answer(404, { message: 'not found' });
        if (record.title.includes(MARKER)) this.readOwn.add(id!);
        return answer(200, { id: Number(id), ...record });
      }
      case 'updateAction': {
        const record = this.records.get(id!);
        if (!record) return answer(404, { message: 'not found' });
        record.title = (JSON.parse(input.json!) as { title?: string }).title ?? record.title;
        return answer(200, { id: Number(id), ...record });
      }
      case 'deleteAction':
        return this.records.delete(id!) ? answer(200, { message: 'deleted' }) : answer(404, { message: 'not found' });
      default:
        throw new Error(`unexpected ${operation}`);
    }
  }
}

describe('ScenarioB', () => {
  it('writes only to actions a read proved its own, and cleans up all of them and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.constantFrom(...B_OPERATIONS), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 25 }),
        fc.array(fc.option(fc.constantFrom(...FOREIGN), { freq: 3 }), { minLength: 1, maxLength: 40 }),
        fc.integer(),
        async (batches, foreignScript, seed) => {
          const platform = new FakePlatform((n) => foreignScript[n % foreignScript.length] ?? undefined);
          const ctx = {
            caller: platform as unknown as SimCaller,
            recorder: new Recorder(0, B_OPERATIONS),
            random: seededRandom(seed),
            marker: MARKER,
            sample: () => false,
            now: () => 0,
          };
          const scenario = new ScenarioB(ctx, { categoryIds: [1], userIds: [], companyIds: [] }, 7);
          const signal = new AbortController().signal;
          // Each batch's iterations overlap (reads and patches hold an action while a delete looks for one).
          for (const batch of batches) await Promise.all(batch.map((op) => scenario.iterate(op, 0, signal)));
          const cleanup = await scenario.cleanup(signal);

          expect(platform.violations).toEqual([]);
          for (const id of FOREIGN) expect(platform.records.get(id)).toEqual({ title: 'a partner plan' });
          // Nothing of the scenario's own is left on the platform.
          expect([...platform.records.keys()].filter((id) => !FOREIGN.includes(id))).toEqual([]);
          expect(cleanup.leftBehind).toEqual([]);
          // Every foreign id a create answered was read and listed, none silently dropped; the counts are the
          // platform's own records, each deleted.
          expect(new Set(cleanup.notOurs?.map((n) => n.id) ?? [])).toEqual(platform.foreignAnswered);
          expect(cleanup.created).toBe(platform.ownMade);
          expect(cleanup.deleted).toBe(platform.ownMade);
        },
      ),
      { numRuns: 200 },
    );
  });
});
