// Part 4.2 B4: "a development action object containing only the fields to be changed". Patches of one action
// sent at the same time, each carrying a different field, must all take effect: whatever order the platform
// applies them in, each changes its own field and no other, so the action read afterwards shows every
// patch's value. A platform that saves the whole record it loaded (no version check, no lock) reverts the
// field of the patch that was saved before it: a lost update, which one patch at a time never shows.
import fc from 'fast-check';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';
import { minimalBody, readAction } from './probe.ts';
import { createAction, releaseAction, runMarker, updateOwnAction } from './support.ts';
import { FREE_FIELDS, sameFreeValue, freeValueArb } from './b4-overlapping-patches.ts';

/** Rounds of overlapping patches on the same action. */
const ROUNDS = 2;

async function round(t: CheckContext, id: string, patches: Record<string, unknown>[]): Promise<void> {
  const answers = await Promise.all(patches.map((body) => updateOwnAction(t, id, { body })));
  const refused = answers.find((res) => res.status !== 200);
  if (refused) t.skip(`B4 answered ${refused.status} to a patch of one of ${Object.keys(FREE_FIELDS).join(', ')} (which fields a patch may change is not shown), so overlapping patches could not be observed`);
  const { res, action } = await readAction(t, id, `B3 read after ${patches.length} overlapping patches of different fields`);
  const lost = patches.flatMap((p) => Object.entries(p).filter(([name, sent]) => !sameFreeValue(FREE_FIELDS[name], sent, action[name])).map(([name, sent]) => `${name} (sent ${JSON.stringify(sent)}, read ${JSON.stringify(action[name])})`));
  if (lost.length > 0) {
    t.fail(`after ${patches.length} overlapping patches of action ${id}, each of one field of its own and each answered 200, the action does not show ${lost.join(', ')}: a patch changes only the fields it carries, so no patch may undo another's`, res.exchange);
  }
}

export const overlappingPatchesKeepEachOther: CheckDefinition = {
  id: 'B4.overlapping-patches-keep-each-other',
  title: 'overlapping patches of one action, each of a different field, all take effect: none reverts another',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B4',
  requirements: ['R-B4-patch-fields-to-change'],
  // Alone, so that the patches are in flight together and no other check's requests sit between them.
  exclusive: true,
  async run(t) {
    const marker = await runMarker(t);
    // One patch per free field, each with a value of its own, in an order drawn with them.
    const patchesArb = fc
      .tuple(...Object.entries(FREE_FIELDS).map(([name, kind]) => freeValueArb(name, kind, marker).map((value) => ({ [name]: value }))))
      .chain((patches) => fc.shuffledSubarray(patches, { minLength: patches.length, maxLength: patches.length }));
    const rounds = fc.sample(patchesArb, { seed: t.seed, numRuns: ROUNDS });
    const created = await createAction(t, await minimalBody(t, 'overlapping patches of different fields'));
    try {
      for (const patches of rounds) await round(t, created.id, patches);
    } finally {
      await releaseAction(t, created.id);
    }
  },
};
