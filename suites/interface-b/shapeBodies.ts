// Creation bodies for the checks of returned shapes: one with a record of every nested kind (a responsible
// user, a sharing target, a task and a file, each with every field), and one with the optional inputs left out.
import { fixturesOf } from './probe.ts';
import type { CheckContext } from '../../src/engine/types.ts';

const DEADLINE = '2031-05-17T09:30:00Z';

/** Extra fields of a creation body that give the action every kind of nested record part 2.2 lists. */
export function richBody(t: CheckContext): Record<string, unknown> {
  const f = fixturesOf(t);
  const user = f.userIds[0];
  const company = f.companyIds[0];
  return {
    deadline: DEADLINE,
    description: 'every listed field',
    qualityBenefits: ['fewer defects'],
    ...(user === undefined ? {} : { responsibleUserIds: [user] }),
    ...(company === undefined ? {} : { shareTo: [{ companyId: company }] }),
    tasks: [{ description: 'check the drawing', ...(user === undefined ? {} : { responsibleUserId: user }), deadline: DEADLINE, timeEstimate: 1.5, status: 'Open' }],
    files: [{ filename: 'drawing.pdf', folder: 'drawings', description: 'the drawing', base64file: 'JVBERi0xLjQK' }],
  };
}

/** Extra fields of a creation body with one task and one file that carry only what they must to exist. */
export function sparseBody(): Record<string, unknown> {
  return {
    tasks: [{ description: 'a task with nothing else' }],
    files: [{ filename: 'note.txt', base64file: 'bm90ZQ==' }],
  };
}
