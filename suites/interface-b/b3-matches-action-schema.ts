// Part 4.2 B3 and part 2.2: a single read answers 200 with one development action of the requested id,
// whose fields have the types of part 2.2.
import { validActionBody } from '../../generators/validActionBody.ts';
import { expectSchema } from '../common/expect.ts';
import { fixturesOf } from './probe.ts';
import { propertyOverCreated } from './roundTrip.ts';
import { idOf, runMarker } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const matchesActionSchema: CheckDefinition = {
  id: 'B3.matches-action-schema',
  title: 'a single read answers 200 with the requested action, matching the action schema of part 2.2',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B3',
  requirements: ['R-B3-returns-action', 'R-B-action-field-types', 'R-B-user-fields', 'R-B-company-fields', 'R-B-task-field-types', 'R-B-file-field-types', 'R-B-comment-fields', 'R-B-success-status-codes', 'R-B-operations'],
  property: true,
  async run(t) {
    const arb = validActionBody(fixturesOf(t), { marker: await runMarker(t), maxFileBytes: 512 });
    await propertyOverCreated(t, arb, ({ res, action, id }) => {
      expectSchema(t, res, 'interface-b/action', 'B3 answer');
      if (idOf(action) !== id) t.fail(`B3 for id ${id} answered the action with id ${idOf(action) ?? '(none)'}`, res.exchange);
    });
  },
};
