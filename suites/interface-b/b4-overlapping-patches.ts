// Part 4.2 B4: "a development action object containing only the fields to be changed". Patches of one
// action sent at the same time, each writing the same set of fields with values of its own, leave that set
// as one of them wrote it, never some fields of one patch and some of another. Whether a patch is applied
// atomically is not stated, hence a SHOULD. The fields are the free-text and date-time fields of the
// creation table (schemas/interface-b/actionCreate.ts), where every patch can write a value of its own.
import fc from 'fast-check';
import { overlappingPatches } from '../../generators/overlappingPatches.ts';
import { actionCreateFields } from '../../schemas/interface-b/actionCreate.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';
import { minimalBody, readAction } from './probe.ts';
import { createAction, releaseAction, runMarker, updateOwnAction } from './support.ts';
import { OVERLAPPING } from './b2-overlapping-creates.ts';

/** Rounds of overlapping patches on the same action. */
const ROUNDS = 2;

export type Kind = 'text' | 'date-time';

/** Creation fields that take any text or any date-time: the ones every patch can give a value of its own. */
export const FREE_FIELDS: Record<string, Kind> = Object.fromEntries(
  Object.entries(actionCreateFields)
    .filter(([, s]) => s.type === 'string' && s.enum === undefined)
    .map(([name, s]) => [name, s.format === 'date-time' ? 'date-time' : 'text']),
);

/** A value of its own for a free field: text carrying the run's marker, or a date-time. */
export function freeValueArb(name: string, kind: Kind, marker: string): fc.Arbitrary<unknown> {
  if (kind === 'date-time') return fc.integer({ min: 0, max: 3650 }).map((day) => new Date(Date.UTC(2031, 0, 1) + day * 86_400_000).toISOString());
  return fc.stringMatching(/^[a-z]{8}$/).map((s) => `${marker} ${name} ${s}`);
}

/** Whether the value read back is the value a patch wrote (text as sent, a date-time as the same instant). */
export function sameFreeValue(kind: Kind, sent: unknown, got: unknown): boolean {
  if (typeof got !== 'string') return false;
  return kind === 'date-time' ? Date.parse(got) === Date.parse(String(sent)) : got.trim() === sent;
}

async function round(t: CheckContext, id: string, patches: Record<string, unknown>[]): Promise<void> {
  const answers = await Promise.all(patches.map((body) => updateOwnAction(t, id, { body })));
  const refused = answers.find((res) => res.status !== 200);
  if (refused) t.skip(`B4 answered ${refused.status} to a patch of ${Object.keys(FREE_FIELDS).join(', ')} (which fields a patch may change is not shown), so overlapping patches could not be observed`);
  const { res, action } = await readAction(t, id, `B3 read after ${patches.length} overlapping patches`);
  // For each field, the patches whose value it shows; one patch must be behind every field.
  const writers = Object.entries(FREE_FIELDS).map(([name, kind]) => ({
    name,
    by: patches.flatMap((p, k) => (sameFreeValue(kind, p[name], action[name]) ? [k] : [])),
  }));
  const common = writers.reduce<number[]>((ks, w) => ks.filter((k) => w.by.includes(k)), patches.map((_, k) => k));
  if (common.length === 0) {
    const shown = writers.map((w) => `${w.name} from ${w.by.length ? `patch #${w.by.join('/#')}` : 'no patch'} (${JSON.stringify(action[w.name])})`).join(', ');
    t.fail(`after ${patches.length} overlapping patches of ${Object.keys(FREE_FIELDS).join(', ')}, each answered 200, action ${id} shows a mix: ${shown}; a patch object is one change`, res.exchange);
  }
}

export const overlappingPatchesCheck: CheckDefinition = {
  id: 'B4.overlapping-patches-not-mixed',
  title: `${OVERLAPPING} overlapping patches of one action, each writing the same fields, leave the fields as one of them wrote them, not a mix`,
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B4',
  requirements: ['R-B4-overlapping-patches-not-mixed'],
  // Alone, so that the patches are in flight together and no other check's requests sit between them.
  exclusive: true,
  async run(t) {
    const marker = await runMarker(t);
    const fields = Object.fromEntries(Object.entries(FREE_FIELDS).map(([name, kind]) => [name, freeValueArb(name, kind, marker)]));
    const rounds = fc.sample(overlappingPatches(fields, OVERLAPPING), { seed: t.seed, numRuns: ROUNDS });
    const created = await createAction(t, await minimalBody(t, 'overlapping patches'));
    try {
      for (const patches of rounds) await round(t, created.id, patches);
    } finally {
      await releaseAction(t, created.id);
    }
  },
};
