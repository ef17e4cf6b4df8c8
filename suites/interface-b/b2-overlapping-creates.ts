// Part 2.2: "id | integer | identifier", and part 7: 201, "a new resource was created". Creates sent at the
// same time (in flight together, as a client with several workers sends them) each create an action of
// their own: every answer names a different id, and B3 of each id shows the action of that request (its
// title), not another's. The run's data only; everything created is deleted.
import fc from 'fast-check';
import { overlappingCreates } from '../../generators/overlappingCreates.ts';
import { validActionBody } from '../../generators/validActionBody.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';
import { fixturesOf, readAction } from './probe.ts';
import { createAction, releaseAction, runMarker, type Created } from './support.ts';

/** Creates in flight together: as many as the default --concurrency lets through at once. */
export const OVERLAPPING = 8;

export const overlappingCreatesCheck: CheckDefinition = {
  id: 'B2.overlapping-creates',
  title: `${OVERLAPPING} creates in flight together get ${OVERLAPPING} different ids, each readable with its own content`,
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B2-overlapping-creates-distinct', 'R-B3-returns-action'],
  // Alone, so that the creates are in flight together and no other check's requests sit between them.
  exclusive: true,
  async run(t) {
    const marker = await runMarker(t);
    const base = validActionBody(fixturesOf(t), { marker, nulls: false, maxItems: 1, maxFileBytes: 64, maxTextLength: 100 });
    const [bodies] = fc.sample(overlappingCreates(base, OVERLAPPING, marker), { seed: t.seed, numRuns: 1 });
    const settled = await Promise.allSettled(bodies.map((body) => createAction(t, body)));
    const created = settled.filter((s): s is PromiseFulfilledResult<Created> => s.status === 'fulfilled').map((s) => s.value);
    try {
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw failed.reason;
      const byId = new Map<string, number>();
      for (const [k, c] of created.entries()) {
        const first = byId.get(c.id);
        if (first !== undefined) {
          t.fail(
            `two creates in flight together got the same id ${c.id}: "${bodies[first].title}" and "${bodies[k].title}"; an id is an identifier (part 2.2), each 201 a new resource`,
            c.res.exchange,
          );
        }
        byId.set(c.id, k);
      }
      const reads = await Promise.all(created.map((c) => readAction(t, c.id, `B3 read of action ${c.id}, created among ${OVERLAPPING} overlapping creates`)));
      for (const [k, { res, action }] of reads.entries()) {
        const title = typeof action.title === 'string' ? action.title.trim() : action.title;
        if (title !== bodies[k].title) {
          t.fail(`B3 of action ${created[k].id}, created with title "${bodies[k].title}" among ${OVERLAPPING} overlapping creates, shows title ${JSON.stringify(action.title)}`, res.exchange);
        }
      }
    } finally {
      await Promise.all([...new Set(created.map((c) => c.id))].map((id) => releaseAction(t, id)));
    }
  },
};
