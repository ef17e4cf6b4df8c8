// Part 4.2 B3 and part 2.2: a single read answers 200 with one development action of the requested id,
// whose fields have the types of part 2.2.
import { validActionBody } from '../../generators/validActionBody.ts';
import { expectSchema } from '../common/expect.ts';
import { fixturesOf, heavyRuns, readAction } from './probe.ts';
import { createAction, deleteOwnAction, idOf, runMarker } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const matchesActionSchema: CheckDefinition = {
  id: 'B3.matches-action-schema',
  title: 'a single read answers 200 with the requested action, matching the action schema of part 2.2',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B3',
  property: true,
  async run(t) {
    const arb = validActionBody(fixturesOf(t), { marker: await runMarker(t), maxFileBytes: 512 });
    await t.property(
      arb,
      async (body) => {
        const created = await createAction(t, body);
        try {
          const { res, action } = await readAction(t, created.id);
          expectSchema(t, res, 'interface-b/action', 'B3 answer');
          if (idOf(action) !== created.id) t.fail(`B3 for id ${created.id} answered the action with id ${idOf(action) ?? '(none)'}`, res.exchange);
        } finally {
          await deleteOwnAction(t, created.id).catch(() => undefined);
        }
      },
      { runs: heavyRuns(t) },
    );
  },
};
