// Part 7 gives one error body (message and errors) but shows details in the body only for 400, 401 and
// 500; that a 404 carries it too is a recommendation. Tried on B3, B4 and B5 with an id B3 confirmed as
// unknown.
import { validate } from '../../schemas/index.ts';
import { bodyExcerpt } from '../common/expect.ts';
import { unknownActionId } from './probe.ts';
import { runMarker } from './support.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const notFoundErrorBody: CheckDefinition = {
  id: 'B.not-found-error-body',
  title: 'a 404 for an unknown action id carries the error body of part 7',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-not-found-error-body'],
  async run(t) {
    const unknown = await unknownActionId(t);
    if (!unknown.id) t.skip(unknown.reason ?? 'no unknown id');
    const id = unknown.id;
    const answers: [string, ApiResponse][] = [
      ['B3', await t.api.call('getAction', { params: { id } })],
      ['B4', await t.api.call('updateAction', { params: { id }, body: { title: `${await runMarker(t)} patch of nothing` } })],
      ['B5', await t.api.call('deleteAction', { params: { id } })],
    ];
    for (const [op, res] of answers) {
      if (res.status !== 404) continue; // the status itself is the business of B3/B4/B5.unknown-id-404
      if (res.json === undefined) t.fail(`${op} of the unknown id ${id}: the 404 carries no JSON error body (${bodyExcerpt(res, 80)})`, res.exchange);
      const bad = validate('common/errorBody', res.json);
      if (bad.length > 0) t.fail(`${op} of the unknown id ${id}: the 404 body is not the error body of part 7: ${bad.slice(0, 3).join('; ')}`, res.exchange);
    }
  },
};
